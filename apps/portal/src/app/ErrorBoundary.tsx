import { Component, type ErrorInfo, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { browser } from '@/lib/browser'

/**
 * Catches what a screen throws while rendering, or a screen's code that fails to load (a new release replaced
 * the chunks, a dropped connection), and offers a reload instead of a blank page.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A screen failed to render', error, info.componentStack)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <main
        role="alert"
        className="flex min-h-page flex-col items-center justify-center gap-4 bg-background p-6 text-center"
      >
        <h1 className="text-2xl font-semibold">Something went wrong</h1>
        <p className="text-muted-foreground">This page could not be shown. Reloading usually fixes it.</p>
        <Button onClick={() => browser.reload()}>Reload</Button>
      </main>
    )
  }
}
