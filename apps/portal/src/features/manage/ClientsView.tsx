import type { Client } from '@ledgerline/sdk'
import { useClients } from '@ledgerline/sdk/react'
import { useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { Input } from '@/components/ui/input'
import { PreviewButton, PreviewMenuItem } from '@/components/ui/preview'
import { QueryState } from '@/components/ui/query-state'
import { Skeleton } from '@/components/ui/skeleton'
import { clientName, initials, searchClients } from './clientCards'

export function ClientsView() {
  const { data, error, isLoading } = useClients()
  const [search, setSearch] = useState('')
  const clients = data && searchClients(data, search)
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <h2 className="mr-auto text-2xl font-bold tracking-tight">Clients</h2>
        {/* SPEC.md §2.12: Filter and Add Client make no call. */}
        <PreviewButton variant="outline" action="Filter">
          Filter
        </PreviewButton>
        <PreviewButton action="Add Client">Add Client</PreviewButton>
      </div>
      <Input
        type="search"
        aria-label="Search clients"
        placeholder="Search clients..."
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="mb-4 max-w-md"
      />
      <QueryState
        data={clients}
        error={error}
        isLoading={isLoading}
        errorText="Clients could not be loaded."
        loading={
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-40" />
            ))}
          </div>
        }
        empty={<Card className="p-10 text-center text-muted-foreground">No clients match your search.</Card>}
      >
        {(shown) => (
          <ul aria-label="Clients" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {shown.map((client) => (
              <li key={client.id}>
                <ClientCard client={client} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  )
}

function ClientCard({ client }: { client: Client }) {
  const name = clientName(client)
  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <div className="flex items-start gap-3">
        {client.profileImageUrl ? (
          <img src={client.profileImageUrl} alt="" className="h-10 w-10 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent font-semibold text-accent-foreground"
          >
            {initials(client)}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{name}</p>
          <Badge variant={client.isVip ? 'default' : 'outline'}>{client.isVip ? 'VIP Client' : 'Standard'}</Badge>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={`Actions for ${name}`}>
              <span aria-hidden="true">⋯</span>
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {/* SPEC.md §2.12: the card menu's items are inert. */}
            <PreviewMenuItem action="Edit">Edit</PreviewMenuItem>
            <PreviewMenuItem action="Send Message">Send Message</PreviewMenuItem>
            <PreviewMenuItem action="Remove" className="text-destructive">
              Remove
            </PreviewMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <dl className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Email</dt>
        <dd className="break-all">{client.email}</dd>
        {client.phone && (
          <>
            <dt className="text-muted-foreground">Phone</dt>
            <dd>{client.phone}</dd>
          </>
        )}
        {client.address && (
          <>
            <dt className="text-muted-foreground">Address</dt>
            <dd>{client.address}</dd>
          </>
        )}
      </dl>
    </Card>
  )
}
