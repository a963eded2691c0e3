import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'

export default function NotFoundPage() {
  return (
    <main className="flex min-h-page flex-col items-center justify-center gap-6 bg-background p-6 text-center">
      <h1 className="text-3xl font-bold tracking-tight">
        <span className="block text-6xl text-primary">404</span> Page Not Found
      </h1>
      <p className="text-muted-foreground">The page you asked for does not exist or has moved.</p>
      <Button asChild variant="outline">
        <Link to="/">Go to the start page</Link>
      </Button>
    </main>
  )
}
