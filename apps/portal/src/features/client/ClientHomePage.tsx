import { useCurrentUser } from '@ledgerline/sdk/react'
import { Link } from 'react-router-dom'
import { ClientPage } from '@/components/ClientPage'
import { Button } from '@/components/ui/button'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

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
    <ClientPage
      back={{ to: '/', label: 'Return Home' }}
      title={name ? `Welcome back, ${name}` : 'Welcome back'}
      subtitle="Your secure client portal for tax and accounting services."
      vip
      actions={
        <Button asChild>
          <Link to="/client/contact">Contact Your Advisor</Link>
        </Button>
      }
    >
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
    </ClientPage>
  )
}
