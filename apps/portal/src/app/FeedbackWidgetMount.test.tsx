import { render, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { FeedbackWidgetMount } from './FeedbackWidgetMount'

const widget = vi.hoisted(() => ({ destroy: vi.fn(), init: vi.fn() }))
vi.mock('@ledgerline/feedback-widget', () => ({ init: widget.init }))

beforeEach(() => {
  widget.destroy.mockReset()
  widget.init.mockReset().mockReturnValue({ destroy: widget.destroy })
})

function renderAt(path: string, signedIn: boolean) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <FeedbackWidgetMount signedIn={signedIn} />
    </MemoryRouter>,
  )
}

describe('the feedback assistant mount', () => {
  it('mounts the widget for a signed-in user and removes it on unmount', async () => {
    const { unmount } = renderAt('/staff', true)
    await waitFor(() => expect(widget.init).toHaveBeenCalledWith({ apiBase: '' }))
    unmount()
    expect(widget.destroy).toHaveBeenCalledTimes(1)
  })

  it('stays away from the sign-in pages and from signed-out visitors', async () => {
    renderAt('/client-login', true)
    renderAt('/staff-login', true)
    renderAt('/', false)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(widget.init).not.toHaveBeenCalled()
  })
})
