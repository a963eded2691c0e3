import { useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { ClientPage } from '@/components/ClientPage'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { VIP_BENEFITS, VIP_TOOLS, type VipTool } from './vipTools'

export default function VipToolsPage() {
  const navigate = useNavigate()
  const [placeholder, setPlaceholder] = useState<VipTool | null>(null)

  function open(tool: VipTool) {
    if (tool.to) void navigate(tool.to)
    // The AI Coach is a placeholder (SPEC.md §2.9): it says so instead of going anywhere.
    else setPlaceholder(tool)
  }

  return (
    <ClientPage
      back={{ to: '/client', label: 'Back to Portal' }}
      title="VIP Exclusive Tools"
      subtitle="Premium tools reserved for our VIP clients."
      vip
      actions={
        <Button asChild>
          <Link to="/client/contact">Contact Your VIP Advisor</Link>
        </Button>
      }
    >
      {placeholder && (
        <p role="status" className="rounded border border-border bg-accent p-4 text-sm text-accent-foreground">
          {placeholder.title} is being prepared for you and will open here soon.
        </p>
      )}

      <ul aria-label="VIP tools" className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {VIP_TOOLS.map((tool) => (
          <li key={tool.id}>
            <ToolTile tool={tool} onOpen={open} />
          </li>
        ))}
      </ul>

      <Card className="mt-8">
        <CardHeader>
          <CardTitle>Your VIP Benefits</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-2 sm:grid-cols-2">
            {VIP_BENEFITS.map((benefit) => (
              <li key={benefit} className="flex items-start gap-2 text-sm">
                <span aria-hidden="true" className="text-success">
                  ✓
                </span>
                {benefit}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </ClientPage>
  )
}

function ToolTile({ tool, onOpen }: { tool: VipTool; onOpen: (tool: VipTool) => void }) {
  const active = tool.status === 'active'
  const body = (
    <>
      <div className="flex items-start justify-between gap-2">
        <span className="font-semibold">{tool.title}</span>
        <Badge variant={active ? 'default' : 'secondary'}>{active ? 'Active' : 'Coming Soon'}</Badge>
      </div>
      <span className="text-xs font-medium text-muted-foreground">{tool.subtitle}</span>
      <span className="text-sm text-muted-foreground">{tool.description}</span>
    </>
  )
  const tileClasses = 'flex h-full w-full flex-col gap-2 rounded border border-border bg-surface p-4 text-left'
  if (!active) {
    return (
      // Set apart by a dashed border and a muted surface rather than by fading, so its text keeps a 4.5:1 contrast.
      <div aria-disabled="true" data-status={tool.status} className={cn(tileClasses, 'border-dashed bg-muted')}>
        {body}
      </div>
    )
  }
  return (
    <button
      type="button"
      data-status={tool.status}
      onClick={() => onOpen(tool)}
      className={cn(
        tileClasses,
        'cursor-pointer transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
      )}
    >
      {body}
    </button>
  )
}
