import { useFirmContact } from '@ledgerline/sdk/react'
import { ClientPage } from '@/components/ClientPage'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'

/** DECISIONS.md §11: the firm's contact card, from GET /api/firm. */
export default function ContactPage() {
  const { data: firm, error, isLoading } = useFirmContact()
  return (
    <ClientPage
      back={{ to: '/client', label: 'Back to Portal' }}
      title="Contact Us"
      subtitle="Your advisors are here to help."
      width="narrow"
    >
      <Card>
        <CardHeader>
          <CardTitle>{firm?.name ?? (isLoading ? <Skeleton className="h-6 w-48" /> : 'Our office')}</CardTitle>
        </CardHeader>
        <CardContent>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              The contact details could not be loaded. Please try again later.
            </p>
          ) : isLoading || !firm ? (
            <div className="flex flex-col gap-3" aria-busy="true">
              <Skeleton className="h-4 w-64" />
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-4 w-72" />
            </div>
          ) : (
            <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="font-medium text-muted-foreground">E-mail</dt>
              <dd>
                <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${firm.email}`}>
                  {firm.email}
                </a>
              </dd>
              <dt className="font-medium text-muted-foreground">Phone</dt>
              <dd>
                <a
                  className="text-primary underline-offset-4 hover:underline"
                  href={`tel:${firm.phone.replace(/[^\d+]/g, '')}`}
                >
                  {firm.phone}
                </a>
              </dd>
              <dt className="font-medium text-muted-foreground">Address</dt>
              <dd className="whitespace-pre-line">{firm.address}</dd>
              <dt className="font-medium text-muted-foreground">Office hours</dt>
              <dd className="whitespace-pre-line">{firm.officeHours}</dd>
            </dl>
          )}
        </CardContent>
      </Card>
    </ClientPage>
  )
}
