import { LinkCards, type LinkCard } from '@/components/LinkCards'
import { ExitSiteButton } from './ExitSiteButton'

const PORTALS: LinkCard[] = [
  {
    to: '/client-login',
    title: 'Client Portal',
    description: 'Secure access to personal tax information.',
    icon: 'user',
  },
  {
    to: '/staff-login',
    title: 'Staff Portal',
    description: 'Professional tools and client oversight.',
    icon: 'briefcase',
  },
]

export default function LandingPage() {
  return (
    <main className="relative flex min-h-page flex-col items-center justify-center gap-10 bg-background px-4 py-16">
      <header className="text-center">
        <span
          aria-hidden="true"
          className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded bg-primary text-xl font-bold text-primary-foreground"
        >
          L
        </span>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Ledgerline</h1>
        <p className="mt-2 text-muted-foreground">Tax and accounting services, in one secure place.</p>
      </header>
      <LinkCards cards={PORTALS} className="w-full max-w-3xl gap-6 sm:grid-cols-2" />
      <ExitSiteButton className="absolute bottom-4 left-4" />
    </main>
  )
}
