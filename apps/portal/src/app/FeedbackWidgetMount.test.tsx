import type { Feedback } from '@ledgerline/sdk'
import { useFeedbackCount } from '@ledgerline/sdk/react'
import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { FeedbackWidgetMount } from './FeedbackWidgetMount'

const widget = vi.hoisted(() => ({ destroy: vi.fn(), init: vi.fn() }))
vi.mock('@ledgerline/feedback-widget', () => ({ init: widget.init }))

beforeEach(() => {
  widget.destroy.mockReset()
  widget.init.mockReset().mockReturnValue({ destroy: widget.destroy })
})

function OpenCount() {
  const { data } = useFeedbackCount()
  return <p>open: {data?.count ?? '…'}</p>
}

describe('the feedback assistant mount', () => {
  it('mounts the widget with the portal’s client for a signed-in user and removes it on unmount', async () => {
    const { unmount, client } = renderWithProviders(<FeedbackWidgetMount signedIn />, { route: '/staff' })
    await waitFor(() => expect(widget.init).toHaveBeenCalledTimes(1))
    expect(widget.init.mock.calls[0]![0]).toMatchObject({ client })
    unmount()
    expect(widget.destroy).toHaveBeenCalledTimes(1)
  })

  it('refreshes the portal’s feedback count after a submission through the widget', async () => {
    let open = 3
    renderWithProviders(
      <>
        <FeedbackWidgetMount signedIn />
        <OpenCount />
      </>,
      { route: '/staff', api: { 'GET /api/feedback/count': () => ({ body: { count: open } }) } },
    )
    expect(await screen.findByText('open: 3')).toBeInTheDocument()
    await waitFor(() => expect(widget.init).toHaveBeenCalledTimes(1))
    open = 4
    widget.init.mock.calls[0]![0].onSubmitted({ id: 9 } as Feedback)
    expect(await screen.findByText('open: 4')).toBeInTheDocument()
  })

  it('stays away from the sign-in pages and from signed-out visitors', async () => {
    renderWithProviders(<FeedbackWidgetMount signedIn />, { route: '/client-login' })
    renderWithProviders(<FeedbackWidgetMount signedIn />, { route: '/staff-login' })
    renderWithProviders(<FeedbackWidgetMount signedIn={false} />, { route: '/' })
    // A control mounted last: once its widget is up, the mounts rendered before it have settled too.
    const { client } = renderWithProviders(<FeedbackWidgetMount signedIn />, { route: '/staff' })
    await waitFor(() => expect(widget.init).toHaveBeenCalled())
    expect(widget.init).toHaveBeenCalledTimes(1)
    expect(widget.init.mock.calls[0]![0]).toMatchObject({ client })
  })

  it('waits for the screen to be shown before it loads the assistant', async () => {
    let shown = () => {}
    const screenShown = new Promise<void>((resolve) => (shown = resolve))
    const waiting = renderWithProviders(<FeedbackWidgetMount signedIn after={screenShown} />, { route: '/staff' })
    // A control mounted last, at once: once its widget is up, the waiting mount has had every chance to go too.
    const control = renderWithProviders(<FeedbackWidgetMount signedIn />, { route: '/staff' })
    await waitFor(() => expect(widget.init).toHaveBeenCalledTimes(1))
    expect(widget.init.mock.calls[0]![0]).toMatchObject({ client: control.client })
    shown()
    await waitFor(() => expect(widget.init).toHaveBeenCalledTimes(2))
    expect(widget.init.mock.calls[1]![0]).toMatchObject({ client: waiting.client })
  })
})
