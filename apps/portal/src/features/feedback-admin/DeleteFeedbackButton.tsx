import { AlertDialog } from 'radix-ui'
import { Icon } from '@/components/icons'
import { Button, buttonClasses } from '@/components/ui/button'

/** Delete with a confirmation: removing feedback cannot be undone. */
export function DeleteFeedbackButton({
  id,
  disabled,
  onConfirm,
}: {
  id: number
  disabled: boolean
  onConfirm: () => void
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled}
          aria-label={`Delete feedback #${id}`}
          title="Delete"
          className="text-muted-foreground hover:text-destructive"
        >
          <Icon name="trash" className="h-4 w-4" />
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded border border-border bg-surface p-6 text-surface-foreground shadow-lg">
          <AlertDialog.Title className="text-lg font-semibold">Delete feedback #{id}?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            The entry is removed for everyone. This cannot be undone.
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses('outline')}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClasses('destructive')} onClick={onConfirm}>
              Delete
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
