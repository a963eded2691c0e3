import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ResolveWithNoteButton } from './ResolveWithNoteButton'

describe('Resolve with note', () => {
  it('asks for a note to the reporter and resolves with it, trimmed', async () => {
    const onConfirm = vi.fn()
    render(<ResolveWithNoteButton id={4} disabled={false} onConfirm={onConfirm} />)
    await userEvent.click(screen.getByRole('button', { name: 'Resolve with note feedback #4' }))
    const dialog = screen.getByRole('dialog', { name: 'Resolve feedback #4' })
    const note = screen.getByRole('textbox', { name: 'Note to the reporter' })
    expect(note).toHaveAttribute('maxLength', '1000')
    await userEvent.type(note, "  Fixed in today's release ")
    await userEvent.click(screen.getByRole('button', { name: 'Mark Resolved' }))
    expect(onConfirm).toHaveBeenCalledWith("Fixed in today's release")
    expect(dialog).not.toBeInTheDocument()
  })

  it('resolves nothing when cancelled', async () => {
    const onConfirm = vi.fn()
    render(<ResolveWithNoteButton id={4} disabled={false} onConfirm={onConfirm} />)
    await userEvent.click(screen.getByRole('button', { name: 'Resolve with note feedback #4' }))
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onConfirm).not.toHaveBeenCalled()
  })
})
