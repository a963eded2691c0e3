import { useCurrentUser } from '@ledgerline/sdk/react'
import { Link } from 'react-router-dom'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { ClientHeader } from './ClientHeader'

const PORTAL_CARDS = [
  {
    to: '/client/documents',
    title: 'My Document Center',
    description: 'Upload, organise and track your tax documents with AI categorisation.',
  },
  {
    to: '/client/tax-flow',
    title: 'My Tax Flow',
    description: 'Follow your return step by step and talk to your advisor.',
  },
  {
    to: '/client/vip-tools',
    title: 'VIP Exclusive Tools',
    description: 'Tools and benefits reserved for our VIP clients.',
  },
] as const

export default function ClientHomePage() {
  const { data: user } = useCurrentUser()
  const name = user?.firstName ?? user?.username ?? ''
  return (
    <div className="min-h-screen bg-background">
      <ClientHeader>
        <Button variant="outline" size="sm" asChild>
          <Link to="/">Return Home</Link>
        </Button>
      </ClientHeader>
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <section className="mb-8 flex flex-wrap items-center justify-between gap-4">
          <div>
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-3xl font-bold tracking-tight">{name ? `Welcome back, ${name}` : 'Welcome back'}</h1>
              {/* SPEC.md §6: the client side's VIP check is always true. */}
              <Badge>VIP</Badge>
            </div>
            <p className="mt-2 text-muted-foreground">Your secure client portal for tax and accounting services.</p>
          </div>
          <Button asChild>
            <Link to="/client/contact">Contact Your Advisor</Link>
          </Button>
        </section>
        <ul className="grid gap-4 md:grid-cols-3">
          {PORTAL_CARDS.map((card) => (
            <li key={card.to}>
              <Link
                to={card.to}
                className="block h-full rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <Card className="h-full transition-colors hover:border-primary">
                  <CardHeader className="pb-6">
                    <CardTitle>{card.title}</CardTitle>
                    <CardDescription>{card.description}</CardDescription>
                  </CardHeader>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      </main>
    </div>
  )
}
