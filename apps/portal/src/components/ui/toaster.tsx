import { Toast as ToastPrimitive } from 'radix-ui'
import { cn } from '@/lib/cn'
import { dismissToast, TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX, useToasts } from './toast'

/** Shows the toast store's toasts (Radix Toast); default export so the providers can load it on demand. */
export default function Toaster() {
  const toasts = useToasts()
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map(({ id, title, description, variant = 'default', open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id)
          }}
          data-variant={variant}
          className={cn(
            'toast group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded border p-4 pr-8 shadow-lg',
            variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'border-border bg-surface text-surface-foreground',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            {description && (
              <ToastPrimitive.Description className="text-sm opacity-90">{description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute top-2 right-2 rounded p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring cursor-pointer"
          >
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* Bottom right, above the feedback launcher (56 px, 20 px from the corner) on every screen size. */}
      <ToastPrimitive.Viewport
        hotkey={TOAST_HOTKEY}
        className="pointer-events-none fixed right-0 bottom-(--toast-bottom) z-[100] flex max-h-[calc(100dvh-var(--toast-bottom))] w-full flex-col gap-2 px-4 outline-none sm:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  )
}
