import type { User } from '@ledgerline/sdk'
import { useCurrentUser, useUsers } from '@ledgerline/sdk/react'
import { useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { PreviewButton } from '@/components/ui/preview'
import { Select } from '@/components/ui/select'
import { QueryState } from '@/components/ui/query-state'
import { Skeleton } from '@/components/ui/skeleton'
import { TableScroll } from '@/components/ui/table-scroll'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/dates'
import { AuditLogView } from './AuditLogView'
import {
  filterUsers,
  fullName,
  internalUsers,
  jobTitle,
  STATUS_FILTERS,
  STATUS_LABELS,
  type StatusFilter,
} from './internalUsers'
import { InviteUserDialog } from './InviteUserDialog'
import { UserDetailsDialog } from './UserDetailsDialog'
import { WebhooksSettings } from './WebhooksSettings'

const SETTINGS_MENU = [
  'Internal Users',
  'Clients',
  'Teams',
  'Conversation Tags',
  'Internal Quick Links',
  'Connectors',
  'Connect Email Domain',
  'Single Sign On',
  'Advanced Features',
  'Permissions',
] as const

/** Only administrators see who did what. */
const ADMIN_MENU = ['Audit Log'] as const

type Section = (typeof SETTINGS_MENU)[number] | (typeof ADMIN_MENU)[number]

const COLUMNS = ['NAME', 'JOB TITLE', 'ADMIN', 'STATUS', 'ASSIGNED USERS', 'DATE CREATED'] as const

export default function AdminSettingsPage() {
  const [section, setSection] = useState<Section>('Internal Users')
  const { data: me } = useCurrentUser()
  const isAdmin = me?.role === 'admin'
  const menu: readonly Section[] = isAdmin ? [...SETTINGS_MENU, ...ADMIN_MENU] : SETTINGS_MENU
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 p-4 sm:p-6 md:flex-row">
      <nav aria-label="Settings" className="w-full shrink-0 md:w-60">
        <h1 className="mb-3 px-2 text-2xl font-bold tracking-tight">Settings</h1>
        {/* On a phone the ten items scroll sideways in one row instead of pushing the content a screen down. */}
        <ul className="-mx-1 flex gap-1 overflow-x-auto p-1 md:mx-0 md:flex-col md:overflow-visible md:p-0">
          {menu.map((item) => (
            <li key={item} className="shrink-0">
              <button
                type="button"
                aria-current={section === item ? 'page' : undefined}
                onClick={() => setSection(item)}
                className={cn(
                  'flex h-9 w-full cursor-pointer items-center whitespace-nowrap rounded px-2 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
                  section === item && 'bg-accent font-medium text-accent-foreground',
                )}
              >
                {item}
              </button>
            </li>
          ))}
        </ul>
        <div className="mt-4 border-t border-border pt-4 md:mt-6">
          <h2 className="mb-2 px-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            Client Portal
          </h2>
          <PreviewButton variant="outline" size="sm" className="w-full" action="Business Portal">
            Business Portal
          </PreviewButton>
        </div>
      </nav>
      <section aria-label={section} className="min-w-0 flex-1">
        {section === 'Internal Users' ? (
          <InternalUsersView isAdmin={isAdmin} />
        ) : section === 'Connectors' ? (
          <WebhooksSettings />
        ) : section === 'Audit Log' && isAdmin ? (
          <AuditLogView />
        ) : (
          <>
            <h2 className="mb-4 text-2xl font-bold tracking-tight">{section}</h2>
            <Card className="p-10 text-center text-muted-foreground">This section is under development.</Card>
          </>
        )}
      </section>
    </div>
  )
}

function InternalUsersView({ isAdmin }: { isAdmin: boolean }) {
  const { data, error, isLoading } = useUsers()
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState<StatusFilter>('All')
  const [inviting, setInviting] = useState(false)
  const [openedId, setOpenedId] = useState<number | null>(null)
  const all = internalUsers(data ?? [])
  const users = filterUsers(all, search, status)
  const opened: User | null = all.find((user) => user.id === openedId) ?? null
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <h2 className="mr-auto text-2xl font-bold tracking-tight">
          Internal Users{!isLoading && !error && <span className="text-muted-foreground"> ({all.length})</span>}
        </h2>
        {/* SPEC.md §2.13: Import and Export make no call and say so. Invite is real, for administrators (issue 19). */}
        <PreviewButton variant="outline" action="Import">
          Import
        </PreviewButton>
        <Button
          variant="outline"
          disabled={!isAdmin}
          title={isAdmin ? undefined : 'Only administrators invite people'}
          onClick={() => setInviting(true)}
        >
          Invite
        </Button>
        <PreviewButton variant="outline" action="Export">
          Export
        </PreviewButton>
      </div>
      <InviteUserDialog open={inviting} onOpenChange={setInviting} />
      <UserDetailsDialog user={opened} canManage={isAdmin} onClose={() => setOpenedId(null)} />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center">
        <Input
          type="search"
          aria-label="Search users"
          placeholder="Search users..."
          className="sm:max-w-xs"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <label className="flex items-center gap-2 text-sm font-medium">
          STATUS
          <Select className="w-auto" value={status} onChange={(event) => setStatus(event.target.value as StatusFilter)}>
            {STATUS_FILTERS.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </Select>
        </label>
      </div>
      <QueryState
        data={data ? users : undefined}
        error={error}
        isLoading={isLoading}
        errorText="Users could not be loaded."
        loading={
          <UsersTable>
            {[0, 1, 2].map((row) => (
              <tr key={row} data-testid="user-skeleton" className="border-b border-border last:border-0">
                {COLUMNS.map((column) => (
                  <td key={column} className="px-4 py-3">
                    <Skeleton className="h-4 w-full" />
                  </td>
                ))}
              </tr>
            ))}
          </UsersTable>
        }
      >
        {(shown) => (
          <UsersTable>
            {shown.map((user) => (
              <tr key={user.id} className="border-b border-border last:border-0 hover:bg-muted">
                <td className="px-4 py-3">
                  {/* The name opens the user (a button, so the keyboard reaches it too). */}
                  <button
                    type="button"
                    onClick={() => setOpenedId(user.id)}
                    className="cursor-pointer text-left font-medium hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {fullName(user)}
                  </button>
                  <p className="text-xs text-muted-foreground">{user.email}</p>
                </td>
                <td className="px-4 py-3">{jobTitle(user.role)}</td>
                <td className="px-4 py-3">—</td>
                <td className="px-4 py-3">
                  <span
                    className={cn(
                      'rounded-full px-2 py-0.5 text-xs font-semibold',
                      user.status === 'active' && 'bg-success/15 text-success-strong',
                      user.status === 'invited' && 'bg-accent text-accent-foreground',
                      user.status === 'inactive' && 'bg-muted text-muted-foreground',
                    )}
                  >
                    {STATUS_LABELS[user.status]}
                  </span>
                </td>
                <td className="px-4 py-3">0</td>
                <td className="px-4 py-3">{formatDate(user.createdAt, 'short')}</td>
              </tr>
            ))}
          </UsersTable>
        )}
      </QueryState>
    </>
  )
}

function UsersTable({ children }: { children: ReactNode }) {
  return (
    <TableScroll label="Internal users">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">Internal users</caption>
        <thead className="border-b border-border bg-muted text-xs font-semibold text-muted-foreground">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  )
}
