import { useCurrentUser } from '@ledgerline/sdk/react'
import { Link } from 'react-router-dom'
import { ClientPage } from '@/components/ClientPage'
import { LinkCards } from '@/components/LinkCards'
import { Button } from '@/components/ui/button'

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
      <LinkCards cards={PORTAL_CARDS} className="gap-4 md:grid-cols-3" />
    </ClientPage>
  )
}
