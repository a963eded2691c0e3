import { Dialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { Icon } from '@/components/icons'
import { cn } from '@/lib/cn'
import { Button } from './button'

/**
 * A side panel that slides over the page on small screens (STYLE.md: the panels collapse on a phone): opened by
 * its trigger, closed by its × button, Escape or a click outside; focus moves in and back (Radix Dialog).
 */
export function Sheet({
  title,
  trigger,
  open,
  onOpenChange,
  className,
  children,
}: {
  title: string
  /** The button that opens it (rendered as the dialog trigger). */
  trigger: ReactNode
  open?: boolean
  onOpenChange?: (open: boolean) => void
  className?: string
  children: ReactNode
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className={cn(
            'fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85vw)] flex-col border-r border-border bg-surface text-surface-foreground shadow-lg outline-none',
            className,
          )}
        >
          <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
            <Dialog.Title className="font-semibold">{title}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={`Close ${title.toLowerCase()}`}>
                <Icon name="x" className="h-4 w-4" />
              </Button>
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-3">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
