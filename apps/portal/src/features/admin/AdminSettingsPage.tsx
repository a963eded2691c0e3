import { useUsers } from '@ledgerline/sdk/react'
import { useState, type ReactNode } from 'react'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { PreviewButton } from '@/components/ui/preview'
import { Select } from '@/components/ui/select'
import { QueryState } from '@/components/ui/query-state'
import { Skeleton } from '@/components/ui/skeleton'
import { TableScroll } from '@/components/ui/table-scroll'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/dates'
import { fullName, internalUsers, jobTitle } from './internalUsers'
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

type Section = (typeof SETTINGS_MENU)[number]

const COLUMNS = ['NAME', 'JOB TITLE', 'ADMIN', 'STATUS', 'ASSIGNED USERS', 'DATE CREATED'] as const

export default function AdminSettingsPage() {
  const [section, setSection] = useState<Section>('Internal Users')
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 p-4 sm:p-6 md:flex-row">
      <nav aria-label="Settings" className="w-full shrink-0 md:w-60">
        <h1 className="mb-3 px-2 text-2xl font-bold tracking-tight">Settings</h1>
        {/* On a phone the ten items scroll sideways in one row instead of pushing the content a screen down. */}
        <ul className="-mx-1 flex gap-1 overflow-x-auto p-1 md:mx-0 md:flex-col md:overflow-visible md:p-0">
          {SETTINGS_MENU.map((item) => (
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
          <InternalUsersView />
        ) : section === 'Connectors' ? (
          <WebhooksSettings />
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

function InternalUsersView() {
  const { data, error, isLoading } = useUsers()
  const users = data && internalUsers(data)
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <h2 className="mr-auto text-2xl font-bold tracking-tight">
          Internal Users{users && <span className="text-muted-foreground"> ({users.length})</span>}
        </h2>
        {/* SPEC.md §2.13: Import, Invite, Export, the search and the STATUS select make no call. */}
        <PreviewButton variant="outline" action="Import">
          Import
        </PreviewButton>
        <PreviewButton variant="outline" action="Invite">
          Invite
        </PreviewButton>
        <PreviewButton variant="outline" action="Export">
          Export
        </PreviewButton>
      </div>
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center">
        <Input type="search" aria-label="Search users" placeholder="Search users..." className="sm:max-w-xs" />
        <label className="flex items-center gap-2 text-sm font-medium">
          STATUS
          <Select className="w-auto">
            <option>All</option>
            <option>Active</option>
            <option>Deactivated</option>
          </Select>
        </label>
      </div>
      <QueryState
        data={users}
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
              <tr key={user.id} className="border-b border-border last:border-0">
                <td className="px-4 py-3">
                  <p className="font-medium">{fullName(user)}</p>
                  <p className="text-xs text-muted-foreground">{user.email}</p>
                </td>
                <td className="px-4 py-3">{jobTitle(user.role)}</td>
                <td className="px-4 py-3">—</td>
                <td className="px-4 py-3">
                  <span className="rounded-full bg-success/15 px-2 py-0.5 text-xs font-semibold text-success-strong">
                    ACTIVE
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
