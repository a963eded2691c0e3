import { RESOLUTION_NOTE_MAX } from '@ledgerline/sdk'
import { Dialog } from 'radix-ui'
import { useId, useState, type FormEvent } from 'react'
import { Button, buttonClasses } from '@/components/ui/button'
import { Label } from '@/components/ui/label'

/**
 * Resolve with a note to the reporter ('Fixed in today's release'): stored with the entry and sent to
 * them in their notification (issue 18). Mark Resolved beside it resolves without one.
 */
export function ResolveWithNoteButton({
  id,
  disabled,
  onConfirm,
}: {
  id: number
  disabled: boolean
  onConfirm: (note: string) => void
}) {
  const [open, setOpen] = useState(false)
  const [note, setNote] = useState('')
  const noteId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setOpen(false)
    onConfirm(note.trim())
    setNote('')
  }
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline" disabled={disabled} aria-label={`Resolve with note feedback #${id}`}>
          Resolve with note…
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded border border-border bg-surface p-6 text-surface-foreground shadow-lg">
          <Dialog.Title className="text-lg font-semibold">Resolve feedback #{id}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted-foreground">
            The reporter is notified, with your note.
          </Dialog.Description>
          <form onSubmit={submit} className="mt-4 space-y-2">
            <Label htmlFor={noteId}>Note to the reporter</Label>
            <textarea
              id={noteId}
              value={note}
              maxLength={RESOLUTION_NOTE_MAX}
              onChange={(event) => setNote(event.target.value)}
              placeholder="Fixed in today's release"
              className="min-h-24 w-full rounded border border-input bg-surface px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
            />
            <div className="mt-4 flex justify-end gap-2">
              <Dialog.Close className={buttonClasses('outline')}>Cancel</Dialog.Close>
              <Button type="submit">Mark Resolved</Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
