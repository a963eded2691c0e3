import type { FlowTemplate, LibraryItem } from '@ledgerline/sdk'
import { useActionTemplates, useFlowTemplates, useLibraryFiles, type ReadResponse } from '@ledgerline/sdk/react'
import { useState, type ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { PreviewButton } from '@/components/ui/preview'
import { QueryState } from '@/components/ui/query-state'
import { Sheet } from '@/components/ui/sheet'
import { TableScroll } from '@/components/ui/table-scroll'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { formatRelativeTime } from '@/lib/dates'
import { filterByName, filterFlowTemplates, formatSize } from './libraryRules'

// SPEC.md §2.11 and §9: the overview's counts and activity are fixed figures.
const OVERVIEW_COUNTS = [
  { label: 'Flow Templates', count: 8 },
  { label: 'Action Templates', count: 6 },
  { label: 'Milestone Templates', count: 0 },
  { label: 'Files', count: 4 },
] as const

const RECENT_ACTIVITY = [
  { text: 'Virtual Tax Filing template updated', when: '2 hours ago' },
  { text: 'Engagement Letter.pdf uploaded', when: 'Yesterday' },
  { text: 'Request W-2 action shared with the team', when: '3 days ago' },
] as const

const TABS = [
  ['flow', 'Flow Conversion'],
  ['action', 'Action'],
  ['milestone', 'Milestone'],
  ['files', 'Files'],
] as const

export default function LibraryPage() {
  return (
    <div className="mx-auto max-w-7xl p-4 sm:p-6">
      <div className="mb-4 flex items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Library</h1>
          <p className="text-sm text-muted-foreground">Templates and files shared across your firm.</p>
        </div>
        {/* Below lg the overview waits behind a button, so the templates come first. */}
        <Sheet
          title="Library Overview"
          trigger={
            <Button variant="outline" size="sm" className="shrink-0 lg:hidden">
              Overview
            </Button>
          }
        >
          <OverviewPanels />
        </Sheet>
      </div>
      <div className="flex flex-col gap-6 lg:flex-row">
        <aside aria-label="Library Overview" className="hidden w-72 shrink-0 flex-col gap-4 lg:flex">
          <OverviewPanels />
        </aside>
        <section aria-label="Library content" className="min-w-0 flex-1">
          <Tabs defaultValue="flow">
            {/* Four tabs are a little wider than a phone: the bar scrolls sideways rather than widening the page. */}
            <div className="max-w-full overflow-x-auto">
              <TabsList>
                {TABS.map(([value, label]) => (
                  <TabsTrigger key={value} value={value}>
                    {label}
                  </TabsTrigger>
                ))}
              </TabsList>
            </div>
            <TabsContent value="flow">
              <FlowTemplateGallery />
            </TabsContent>
            <TabsContent value="action">
              <ActionTemplatesTab />
            </TabsContent>
            <TabsContent value="milestone">
              <Card className="flex flex-col items-center gap-2 p-10 text-center">
                <p className="text-lg font-semibold">No Content Yet</p>
                <p className="text-sm text-muted-foreground">Milestone templates you create will appear here.</p>
                <PreviewButton variant="outline" action="Create Milestone Template">
                  Create Milestone Template
                </PreviewButton>
              </Card>
            </TabsContent>
            <TabsContent value="files">
              <LibraryFilesTab />
            </TabsContent>
          </Tabs>
        </section>
      </div>
    </div>
  )
}

function OverviewPanels() {
  return (
    <div className="flex flex-col gap-4">
      <OverviewSection title="Library Overview">
        <dl className="flex flex-col gap-2 text-sm">
          {OVERVIEW_COUNTS.map(({ label, count }) => (
            <div key={label} className="flex items-center justify-between">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-semibold">{count}</dd>
            </div>
          ))}
        </dl>
      </OverviewSection>
      <OverviewSection title="Recent Activity">
        <ul className="flex flex-col gap-3 text-sm">
          {RECENT_ACTIVITY.map((activity) => (
            <li key={activity.text}>
              <p>{activity.text}</p>
              <p className="text-xs text-muted-foreground">{activity.when}</p>
            </li>
          ))}
        </ul>
      </OverviewSection>
      <OverviewSection title="Quick Actions" className="flex flex-col gap-2">
        {/* SPEC.md §2.11: these do nothing yet. */}
        <PreviewButton variant="outline" size="sm" action="Create Template">
          Create Template
        </PreviewButton>
        <PreviewButton variant="outline" size="sm" action="Import Template">
          Import Template
        </PreviewButton>
        <PreviewButton variant="outline" size="sm" action="Manage Categories">
          Manage Categories
        </PreviewButton>
      </OverviewSection>
    </div>
  )
}

function OverviewSection({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className={className}>{children}</CardContent>
    </Card>
  )
}

function TabToolbar({
  label,
  filter,
  onFilter,
  create,
}: {
  label: string
  filter: string
  onFilter: (value: string) => void
  create: string
}) {
  return (
    <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center">
      <Input
        type="search"
        aria-label={label}
        placeholder="Filter by name..."
        value={filter}
        onChange={(event) => onFilter(event.target.value)}
        className="sm:max-w-xs"
      />
      <PreviewButton className="sm:ml-auto" action={create}>
        {create}
      </PreviewButton>
    </div>
  )
}

function FlowTemplateGallery() {
  const { data, error, isLoading } = useFlowTemplates()
  const [filter, setFilter] = useState('')
  const templates = data && filterFlowTemplates(data, filter)
  return (
    <>
      <TabToolbar label="Filter flow templates" filter={filter} onFilter={setFilter} create="Create Flow Template" />
      <QueryState
        data={templates}
        error={error}
        isLoading={isLoading}
        loading="Loading flow templates..."
        errorText="Flow templates could not be loaded."
        empty={<p className="py-8 text-center text-sm text-muted-foreground">No flow templates match your filter.</p>}
      >
        {(shown) => (
          <ul aria-label="Flow templates" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {shown.map((template) => (
              <li key={template.id}>
                <FlowTemplateCard template={template} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  )
}

function FlowTemplateCard({ template }: { template: FlowTemplate }) {
  return (
    <Card className="h-full">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle className="text-base">{template.title}</CardTitle>
          {template.isShared && <Badge variant="secondary">Shared</Badge>}
        </div>
        <p className="text-xs text-muted-foreground">by {template.author}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <CardDescription>{template.description}</CardDescription>
        <p className="text-xs text-muted-foreground">Last used {formatRelativeTime(template.lastModified)}</p>
      </CardContent>
    </Card>
  )
}

// Each tab reads its own list, so a list loads when its tab is opened.
function ActionTemplatesTab() {
  return <LibraryTable caption="Action templates" read={useActionTemplates()} create="Create Action Template" />
}

function LibraryFilesTab() {
  return <LibraryTable caption="Files" read={useLibraryFiles()} create="Upload File" />
}

interface LibraryTableProps {
  caption: string
  read: Pick<ReadResponse<LibraryItem[]>, 'data' | 'error' | 'isLoading'>
  create: string
}

/** The Action and Files tabs: a table with Name, Type, Owner, Last modified and Size, filtered by name. */
function LibraryTable({ caption, read: { data: items, error, isLoading }, create }: LibraryTableProps) {
  const [filter, setFilter] = useState('')
  const rows = items && filterByName(items, filter)
  return (
    <>
      <TabToolbar label={`Filter ${caption.toLowerCase()}`} filter={filter} onFilter={setFilter} create={create} />
      <QueryState
        data={rows}
        error={error}
        isLoading={isLoading}
        loading={`Loading ${caption.toLowerCase()}...`}
        errorText={`${caption} could not be loaded.`}
      >
        {(rows) => (
          <TableScroll label={caption}>
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">{caption}</caption>
              <thead className="border-b border-border bg-muted text-xs font-semibold text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Name
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Type
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Owner
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Last modified
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Size
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.length === 0 ? (
                  <tr>
                    <td colSpan={5} className="px-4 py-8 text-center text-muted-foreground">
                      Nothing matches your filter.
                    </td>
                  </tr>
                ) : (
                  rows.map((item) => (
                    <tr key={item.id} className="border-b border-border last:border-0">
                      <td className="px-4 py-3 font-medium">{item.name}</td>
                      <td className="px-4 py-3">{item.type}</td>
                      <td className="px-4 py-3">{item.owner}</td>
                      <td className="px-4 py-3">{formatRelativeTime(item.lastModified)}</td>
                      <td className="px-4 py-3">{formatSize(item.size)}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </TableScroll>
        )}
      </QueryState>
    </>
  )
}
