import type { ComponentProps } from 'react'
import { Button, type ButtonProps } from './button'
import { DropdownMenuItem } from './dropdown-menu'
import { toast } from './toast'

/** What an inert control (SPEC.md keeps it without an action) says when it is used. */
export const NOT_IN_PREVIEW = 'This action is not available in this preview.'

/** A short notice instead of a silent click. */
export function announceNotInPreview(action: string) {
  toast({ title: `${action} is not available`, description: NOT_IN_PREVIEW })
}

/** A button SPEC.md leaves without an action: it looks like any button and says so when clicked. */
export function PreviewButton({ action, children, ...props }: Omit<ButtonProps, 'onClick'> & { action: string }) {
  return (
    <Button {...props} data-preview-only="" onClick={() => announceNotInPreview(action)}>
      {children}
    </Button>
  )
}

/** A menu item SPEC.md leaves without an action, likewise. */
export function PreviewMenuItem({
  action,
  children,
  ...props
}: Omit<ComponentProps<typeof DropdownMenuItem>, 'onSelect'> & { action: string }) {
  return (
    <DropdownMenuItem {...props} data-preview-only="" onSelect={() => announceNotInPreview(action)}>
      {children}
    </DropdownMenuItem>
  )
}
