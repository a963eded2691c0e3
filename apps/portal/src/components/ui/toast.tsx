import { useSyncExternalStore } from 'react'

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

// One toast system for the whole portal: a tiny store that any module can write to. The Radix part that shows
// them (toaster.tsx) loads after the first screen.
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
