import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/** A native select styled like Input: the platform's own picker, which is what a phone user expects for a filter. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-10 w-full min-w-0 cursor-pointer truncate rounded border border-input bg-surface px-2 text-sm text-foreground',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  )
}

export interface FilterOption<T extends string = string> {
  value: T
  label: string
}

/**
 * The portal's one filter select: named by `label` (for screen readers), its first option (value '') means no
 * filter; `T` narrows the values to a union such as a status.
 */
export function FilterSelect<T extends string = string>({
  label,
  allLabel,
  options,
  value,
  onChange,
  className,
}: {
  label: string
  allLabel: string
  options: readonly FilterOption<T>[]
  value: T | ''
  onChange: (value: T | '') => void
  className?: string
}) {
  return (
    <Select
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as T | '')}
      className={className}
    >
      <option value="">{allLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  )
}
