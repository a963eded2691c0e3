import type { EnvironmentKind } from '@ledgerline/sdk'

/** SPEC.md §1: what the banner says in each kind of environment; production shows none. */
export const ENVIRONMENT_BANNER_TEXT: Record<EnvironmentKind, string | null> = {
  demo: 'Demo environment: sample data, demo sign-in',
  development: 'Development environment: not for real client data',
  production: null,
}

/**
 * A strip above every screen, in the page's flow so it never covers content; its height is the
 * --banner-height that full-height screens subtract (index.css). Feedback pins never sit on it
 * (data-ledgerline-no-pins, packages/feedback-widget).
 */
export function EnvironmentBanner({ environment }: { environment: EnvironmentKind | undefined }) {
  const text = environment ? ENVIRONMENT_BANNER_TEXT[environment] : null
  if (!text) return null
  return (
    <aside
      id="environment-banner"
      aria-label="Environment"
      data-environment={environment}
      data-ledgerline-no-pins=""
      className="flex h-(--banner-height) items-center justify-center gap-2 overflow-hidden border-b border-notice-border bg-notice px-3 text-xs font-medium whitespace-nowrap text-notice-foreground sm:text-sm"
    >
      <span aria-hidden="true" className="h-2 w-2 shrink-0 rounded-full bg-current" />
      <span className="truncate">{text}</span>
    </aside>
  )
}
