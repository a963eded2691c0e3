import { Toast as ToastPrimitive } from 'radix-ui'
import { useSyncExternalStore } from 'react'
import { cn } from '@/lib/cn'

/** SPEC.md §9's toast constants. */
export const TOAST_LIMIT = 1
export const TOAST_REMOVE_DELAY_MS = 1_000_000
export const TOAST_DURATION_MS = 5000
export const TOAST_SWIPE_THRESHOLD_PX = 50
export const TOAST_HOTKEY = ['F8']

export type ToastVariant = 'default' | 'destructive'

export interface ToastInput {
  title: string
  description?: string
  variant?: ToastVariant
}

interface ToastEntry extends ToastInput {
  id: number
  open: boolean
}

// One toast system for the whole portal: a tiny store that any module can write to.
let entries: ToastEntry[] = []
let nextId = 1
const listeners = new Set<() => void>()
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>()

function emit(next: ToastEntry[]) {
  entries = next
  for (const listener of listeners) listener()
}

function scheduleRemoval(id: number) {
  if (removalTimers.has(id)) return
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id)
      emit(entries.filter((entry) => entry.id !== id))
    }, TOAST_REMOVE_DELAY_MS),
  )
}

export function dismissToast(id?: number) {
  for (const entry of entries) if (id === undefined || entry.id === id) scheduleRemoval(entry.id)
  emit(entries.map((entry) => (id === undefined || entry.id === id ? { ...entry, open: false } : entry)))
}

/** Shows a toast; only the newest TOAST_LIMIT toasts are kept. */
export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++
  emit([{ ...input, id, open: true }, ...entries].slice(0, TOAST_LIMIT))
  return { id, dismiss: () => dismissToast(id) }
}

/** For tests: forget every toast and pending timer. */
export function resetToasts() {
  for (const timer of removalTimers.values()) clearTimeout(timer)
  removalTimers.clear()
  emit([])
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useToasts(): ToastEntry[] {
  return useSyncExternalStore(
    subscribe,
    () => entries,
    () => entries,
  )
}

export function Toaster() {
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
