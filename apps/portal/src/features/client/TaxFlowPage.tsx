import { useCurrentUser } from '@ledgerline/sdk/react'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { ClientPage } from '@/components/ClientPage'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { PreviewButton } from '@/components/ui/preview'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/dates'
import {
  SAMPLE_CHAT,
  TAX_FLOW_PROGRESS,
  TAX_FLOW_STEPS,
  stepAction,
  type ChatMessage,
  type TaxStepStatus,
} from './taxFlow'

const STEP_MARKER: Record<TaxStepStatus, string> = {
  completed: 'bg-success text-white',
  active: 'bg-primary text-primary-foreground ring-4 ring-primary/20',
  pending: 'bg-muted text-muted-foreground',
}

const STATUS_TEXT: Record<TaxStepStatus, string> = { completed: 'Completed', active: 'Active', pending: 'Pending' }

const STATUS_COLOUR: Record<TaxStepStatus, string> = {
  completed: 'text-success-strong',
  active: 'text-primary',
  pending: 'text-muted-foreground',
}

export default function TaxFlowPage() {
  return (
    <ClientPage
      back={{ to: '/client', label: 'Back to Dashboard' }}
      title="My Tax Flow"
      subtitle="2025 individual income tax return"
      vip
    >
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <StepList />
        </div>
        <div className="flex flex-col gap-6">
          <ClientInfoCard />
          <AdvisorChat />
          <QuickActions />
        </div>
      </div>
    </ClientPage>
  )
}

function StepList() {
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>Filing Progress</CardTitle>
          <span className="text-sm font-medium text-muted-foreground">{TAX_FLOW_PROGRESS.label}</span>
        </div>
        <div
          role="progressbar"
          aria-label="Tax flow progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={TAX_FLOW_PROGRESS.percent}
          className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-primary" style={{ width: `${TAX_FLOW_PROGRESS.percent}%` }} />
        </div>
        <p className="text-sm font-semibold text-primary">{TAX_FLOW_PROGRESS.percent}% Complete</p>
      </CardHeader>
      <CardContent>
        <ol aria-label="Tax flow steps" className="flex flex-col gap-2">
          {TAX_FLOW_STEPS.map((step) => {
            const action = stepAction(step.status)
            return (
              <li
                key={step.id}
                data-status={step.status}
                aria-current={step.status === 'active' ? 'step' : undefined}
                className={cn(
                  'flex items-center gap-4 rounded border p-3',
                  step.status === 'active' ? 'border-primary bg-accent' : 'border-border',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                    STEP_MARKER[step.status],
                  )}
                >
                  {step.status === 'completed' ? '✓' : step.id}
                </span>
                <div className="min-w-0 flex-1">
                  <p className={cn('font-medium', step.status === 'pending' && 'text-muted-foreground')}>
                    {step.title}
                  </p>
                  <p className="text-sm text-muted-foreground">{step.subtitle}</p>
                  <p className={cn('text-xs font-semibold', STATUS_COLOUR[step.status])}>{STATUS_TEXT[step.status]}</p>
                </div>
                {action && (
                  <PreviewButton
                    size="sm"
                    variant={action === 'REVIEW' ? 'default' : 'outline'}
                    aria-label={`${action} ${step.title}`}
                    action={`${action} ${step.title}`}
                  >
                    {action}
                  </PreviewButton>
                )}
              </li>
            )
          })}
        </ol>
      </CardContent>
    </Card>
  )
}

function ClientInfoCard() {
  const { data: user } = useCurrentUser()
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.username || ''
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle>Client Information</CardTitle>
          <Badge>VIP</Badge>
        </div>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Name</dt>
          <dd className="font-medium">{name}</dd>
          <dt className="text-muted-foreground">Email</dt>
          <dd className="break-all">{user?.email}</dd>
          <dt className="text-muted-foreground">Tax year</dt>
          <dd>2025</dd>
          <dt className="text-muted-foreground">Advisor</dt>
          <dd>Sarah Mitchell, CPA</dd>
        </dl>
      </CardContent>
    </Card>
  )
}

/** SPEC.md §2.8: the advisor chat is wired to no call; messages stay on this page. */
function AdvisorChat() {
  const [messages, setMessages] = useState<ChatMessage[]>([...SAMPLE_CHAT])
  const [draft, setDraft] = useState('')

  function send(event: FormEvent) {
    event.preventDefault()
    const text = draft.trim()
    if (!text) return
    const time = formatDate(new Date(), 'time')
    setMessages((current) => [
      ...current,
      { id: current.length + 1, sender: 'client', name: 'You', message: text, time },
    ])
    setDraft('')
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Advisor Chat</CardTitle>
      </CardHeader>
      <CardContent>
        <ul aria-label="Messages" className="mb-3 flex max-h-72 flex-col gap-2 overflow-y-auto">
          {messages.map((message) => (
            <li
              key={message.id}
              className={cn(
                'max-w-[85%] rounded p-2 text-sm',
                message.sender === 'client' ? 'self-end bg-primary text-primary-foreground' : 'self-start bg-muted',
              )}
            >
              <p className="text-xs font-semibold">
                {message.name} · {message.time}
              </p>
              <p>{message.message}</p>
            </li>
          ))}
        </ul>
        <form onSubmit={send} className="flex gap-2">
          <Input
            aria-label="Message your advisor"
            placeholder="Type a message..."
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button type="submit" disabled={!draft.trim()}>
            Send
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}

function QuickActions() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <Button variant="outline" asChild>
          <Link to="/client/documents">Upload Documents</Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/client/contact">Contact Advisor</Link>
        </Button>
        <PreviewButton variant="outline" action="Download Summary">
          Download Summary
        </PreviewButton>
      </CardContent>
    </Card>
  )
}
