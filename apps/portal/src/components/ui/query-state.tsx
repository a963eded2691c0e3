import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

export interface QueryStateProps<T> {
  /** A read's `{data, error, isLoading}` (SWR). */
  data: T | undefined
  error: unknown
  isLoading: boolean
  /** While nothing has loaded yet: a sentence (announced as a status) or skeletons. */
  loading: ReactNode
  /** When the read failed (announced as an alert). */
  errorText: string
  /** When the data holds nothing to show; without it an empty list goes to `children`. */
  empty?: ReactNode
  /** What counts as empty; an empty array by default. */
  isEmpty?: (data: T) => boolean
  /** Classes for the loading and error sentences. */
  className?: string
  children: (data: T) => ReactNode
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0

/**
 * The one way a screen shows a read: loading, then the error, the empty state or the content. Data already on
 * screen stays while a new answer loads.
 */
export function QueryState<T>({
  data,
  error,
  isLoading,
  loading,
  errorText,
  empty,
  isEmpty = emptyArray,
  className,
  children,
}: QueryStateProps<T>) {
  if (error && data === undefined) {
    return (
      <p role="alert" className={cn('py-6 text-center text-sm text-destructive', className)}>
        {errorText}
      </p>
    )
  }
  if (data === undefined) {
    if (!isLoading) return null
    return typeof loading === 'string' ? (
      <p role="status" className={cn('py-6 text-center text-sm text-muted-foreground', className)}>
        {loading}
      </p>
    ) : (
      <div aria-busy="true">{loading}</div>
    )
  }
  if (empty !== undefined && isEmpty(data)) return <>{empty}</>
  return <>{children(data)}</>
}
