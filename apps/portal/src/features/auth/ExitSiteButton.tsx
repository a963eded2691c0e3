import { useDomainLogout } from '@ledgerline/sdk/react'
import { Button } from '@/components/ui/button'
import { browser } from '@/lib/browser'
import { cn } from '@/lib/cn'

/** Leaves the site: a domain logout, then a reload that lands on the gate. */
export function ExitSiteButton({ className }: { className?: string }) {
  const { trigger, isMutating } = useDomainLogout()
  async function exit() {
    try {
      await trigger()
    } catch (error) {
      // SPEC.md §8: a failed domain logout is only logged.
      console.error('Domain logout failed', error)
    }
    browser.reload()
  }
  return (
    <Button variant="outline" size="sm" className={cn(className)} onClick={exit} disabled={isMutating}>
      Exit Site
    </Button>
  )
}
