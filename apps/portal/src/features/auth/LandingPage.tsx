import { Link } from 'react-router-dom'
import { Icon, type IconName } from '@/components/icons'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { ExitSiteButton } from './ExitSiteButton'

const PORTALS: Array<{ to: string; title: string; description: string; icon: IconName }> = [
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
      <ul className="grid w-full max-w-3xl gap-6 sm:grid-cols-2">
        {PORTALS.map((portal) => (
          <li key={portal.to}>
            <Link
              to={portal.to}
              className="block h-full rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <Card className="h-full transition-colors hover:border-primary">
                <CardHeader className="items-start gap-3 pb-6">
                  <span className="flex h-10 w-10 items-center justify-center rounded bg-accent text-accent-foreground">
                    <Icon name={portal.icon} />
                  </span>
                  <CardTitle>{portal.title}</CardTitle>
                  <CardDescription>{portal.description}</CardDescription>
                </CardHeader>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
      <ExitSiteButton className="absolute bottom-4 left-4" />
    </main>
  )
}
