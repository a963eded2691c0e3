import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { toast, TOAST_LIMIT } from './toast'
import Toaster from './toaster'

describe('toasts', () => {
  it('shows one toast at a time: a new one replaces the one on screen', () => {
    render(<Toaster />)
    act(() => {
      toast({ title: 'First', description: 'One' })
    })
    expect(screen.getByText('First')).toBeInTheDocument()
    act(() => {
      toast({ title: 'Second', description: 'Two', variant: 'destructive' })
    })
    expect(TOAST_LIMIT).toBe(1)
    expect(screen.queryByText('First')).not.toBeInTheDocument()
    expect(screen.getByText('Second')).toBeInTheDocument()
    expect(screen.getByText('Second').closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive')
  })

  it('offers a notification region reachable with F8', () => {
    render(<Toaster />)
    expect(screen.getByRole('region', { name: /F8/ })).toBeInTheDocument()
  })
})
