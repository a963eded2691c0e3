import { cn } from '@/lib/cn'

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-label={label} className={cn('inline-block', className)}>
      <span className="block h-8 w-8 animate-spin rounded-full border-4 border-muted border-t-primary" />
    </span>
  )
}

/** The whole-screen spinner shown while the current user loads. */
export function PageSpinner() {
  return (
    <div className="flex min-h-page items-center justify-center bg-background">
      <Spinner />
    </div>
  )
}
