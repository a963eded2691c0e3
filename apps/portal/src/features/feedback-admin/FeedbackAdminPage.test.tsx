import type { Feedback } from '@ledgerline/sdk'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { callsOf, fakeFeedbackApi, searchesOf, type FakeHandlerFn, type FakeRoutes } from '@/test/fake-api'
import { makeUser, renderWithProviders } from '@/test/render'
import FeedbackAdminPage from './FeedbackAdminPage'
import { makeFeedback as entry } from './testFeedback'

function seed(): Feedback[] {
  return [
    entry({
      id: 1,
      message: 'Chart labels overlap',
      reporterName: 'Maria Lopez',
      reporterSource: 'account',
      pageUrl: '/staff',
      priority: 'high',
    }),
    entry({
      id: 2,
      message: 'Upload is slow',
      reporterName: '',
      reporterSource: 'site',
      pageUrl: '/client/documents',
      status: 'locked',
      priority: 'urgent',
    }),
    entry({
      id: 3,
      message: 'Typo in heading',
      reporterName: 'Sam Reed',
      reporterSource: 'typed',
      pageUrl: '/library',
      status: 'resolved',
      priority: 'low',
      positionX: null,
      positionY: null,
    }),
  ]
}

/** The feedback API over the seed (paged, filtered, with the summary), as the signed-in role sees it. */
function feedbackApi(role: 'admin' | 'staff' | 'client' = 'staff', entries: Feedback[] = seed()): FakeRoutes {
  return { 'GET /api/auth/user': { body: makeUser(role) }, ...fakeFeedbackApi(entries) }
}

/** `count` entries, ids 1…count, every fourth locked and every tenth resolved. */
function many(count: number): Feedback[] {
  return Array.from({ length: count }, (_, index) =>
    entry({
      id: index + 1,
      message: `Entry number ${index + 1}`,
      status: (index + 1) % 10 === 0 ? 'resolved' : (index + 1) % 4 === 0 ? 'locked' : 'open',
    }),
  )
}

/** A route whose answers wait until released, to look at the screen while a request is on its way. */
function held(route: FakeRoutes[string]) {
  const waiting: Array<() => void> = []
  const handler: FakeRoutes[string] = (request) =>
    new Promise((resolve) => waiting.push(() => resolve(typeof route === 'function' ? route(request) : route)))
  return { handler, release: () => waiting.splice(0).forEach((go) => go()) }
}

const tile = (label: string) =>
  within(screen.getByLabelText('Feedback summary')).getByText(label).nextElementSibling as HTMLElement

function renderPage(api: FakeRoutes = feedbackApi()) {
  return renderWithProviders(<FeedbackAdminPage />, { route: '/feedback-admin', api })
}

function card(id: number) {
  return screen.getAllByTestId('feedback-entry').find((el) => within(el).queryByText(`#${id}`)) as HTMLElement
}

const shown = () => screen.queryAllByTestId('feedback-entry').map((el) => el.querySelector('span')?.textContent)

describe('feedback management', () => {
  it('tells a non-staff user they may not view it, without fetching feedback', async () => {
    const { fetchMock } = renderPage(feedbackApi('client'))
    expect(await screen.findByText("You don't have permission to view this page.")).toBeInTheDocument()
    expect(callsOf(fetchMock)).not.toContain('GET /api/feedback')
  })

  it('shows the loading text, then each entry with its details and where its reporter name came from', async () => {
    const list = held(fakeFeedbackApi(seed())['GET /api/feedback'])
    renderPage({ ...feedbackApi(), 'GET /api/feedback': list.handler })
    expect(await screen.findByText('Loading feedback entries...')).toBeInTheDocument()
    list.release()
    await screen.findByText('Chart labels overlap')

    const first = within(card(1))
    expect(first.getByText('Position 120,340')).toBeInTheDocument()
    expect(first.getByText('Client: Maria Lopez')).toBeInTheDocument()
    expect(first.getByTestId('reporter-source')).toHaveTextContent('signed-in account')
    expect(first.getByText('Open')).toBeInTheDocument()
    expect(first.getByText('High')).toBeInTheDocument()
    expect(first.getByRole('link', { name: '/staff' })).toHaveAttribute('target', '_blank')
    expect(first.getByText('Jan 5, 2026', { exact: false })).toBeInTheDocument()
    expect(within(card(2)).getByText('Client: Anonymous')).toBeInTheDocument()
    expect(within(card(2)).getByTestId('reporter-source')).toHaveTextContent('site visitor')
    expect(within(card(3)).getByTestId('reporter-source')).toHaveTextContent('typed name')
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/')
    // Newest first, as the server orders them.
    expect(shown()).toEqual(['#3', '#2', '#1'])
  })

  it('does not vouch for a reporter name when the server does not say where it came from', async () => {
    renderPage(feedbackApi('staff', [entry({ id: 5, reporterName: 'Ledgerline Support', reporterSource: undefined })]))
    const five = within(await screen.findByTestId('feedback-entry'))
    expect(five.getByText('Client: Ledgerline Support')).toBeInTheDocument()
    expect(five.queryByTestId('reporter-source')).not.toBeInTheDocument()
  })

  it('shows skeletons in the tiles while the summary loads, never zeros, then the server’s figures', async () => {
    const summary = held({ body: { total: 1204, open: 800, locked: 4, resolved: 400 } })
    renderPage({ ...feedbackApi(), 'GET /api/feedback/summary': summary.handler })
    await screen.findByText('Chart labels overlap')
    for (const label of ['Total Entries', 'Open', 'Locked', 'Resolved']) {
      expect(tile(label)).toHaveTextContent('Loading')
      expect(tile(label)).not.toHaveTextContent(/\d/)
    }
    expect(screen.getByLabelText('Feedback summary')).toHaveAttribute('aria-busy', 'true')
    summary.release()
    // The figures are the summary's, not a count of the entries on screen.
    await waitFor(() => expect(tile('Total Entries')).toHaveTextContent('1,204'))
    expect(tile('Open')).toHaveTextContent('800')
    expect(tile('Locked')).toHaveTextContent('4')
    expect(tile('Resolved')).toHaveTextContent('400')
  })

  it('when the summary fails, the tiles show no figure and a plain message offers a retry', async () => {
    const user = userEvent.setup()
    let fail = true
    renderPage({
      ...feedbackApi(),
      'GET /api/feedback/summary': () =>
        fail
          ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'boom' } }
          : { body: { total: 3, open: 1, locked: 1, resolved: 1 } },
    })
    const alert = await screen.findByText(/The totals could not be loaded/)
    expect(alert).toHaveTextContent('Something went wrong on our side')
    expect(alert).not.toHaveTextContent(/500|boom/)
    for (const label of ['Total Entries', 'Open', 'Locked', 'Resolved']) {
      expect(tile(label)).toHaveTextContent('Not available')
      expect(tile(label)).not.toHaveTextContent(/\d/)
    }
    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(tile('Total Entries')).toHaveTextContent('3'))
    expect(screen.queryByText(/The totals could not be loaded/)).not.toBeInTheDocument()
  })

  it('when the list fails, says so in plain words, without the raw error, and retries', async () => {
    const user = userEvent.setup()
    const api = feedbackApi()
    let fail = true
    renderPage({
      ...api,
      'GET /api/feedback': (request) =>
        fail
          ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'boom' } }
          : (api['GET /api/feedback'] as FakeHandlerFn)(request),
    })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Feedback entries could not be loaded.')
    expect(alert).not.toHaveTextContent(/500|boom/)
    expect(screen.queryByText('No feedback entries found.')).not.toBeInTheDocument()
    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Chart labels overlap')).toBeInTheDocument()
  })

  it('never turns a script address into a link', async () => {
    renderPage(feedbackApi('staff', [entry({ id: 9, pageUrl: 'javascript:alert(1)' })]))
    const nine = within(await screen.findByTestId('feedback-entry'))
    expect(nine.getByText('javascript:alert(1)')).toBeInTheDocument()
    expect(nine.queryByRole('link')).not.toBeInTheDocument()
  })

  it('searches on the server once typing stops, keeping the previous results until the answer comes', async () => {
    const user = userEvent.setup()
    const api = feedbackApi()
    const list = api['GET /api/feedback'] as FakeHandlerFn
    let hold: ReturnType<typeof held> | null = null
    const { fetchMock } = renderPage({
      ...api,
      'GET /api/feedback': (request) =>
        hold && request.url.searchParams.has('q') ? hold.handler(request) : list(request),
    })
    await screen.findByText('Chart labels overlap')
    hold = held(list)

    await user.type(screen.getByLabelText('Search feedback'), 'sam reed')
    await waitFor(() => expect(searchesOf(fetchMock, '/api/feedback')).toContain('?q=sam+reed&limit=100'))
    // One request for the settled text, none per keystroke; the previous entries stay, marked busy.
    expect(searchesOf(fetchMock, '/api/feedback').filter((search) => search.includes('q='))).toHaveLength(1)
    expect(shown()).toEqual(['#3', '#2', '#1'])
    expect(screen.getByRole('list', { name: 'Feedback entries' })).toHaveAttribute('aria-busy', 'true')
    expect(screen.queryByText('Loading feedback entries...')).not.toBeInTheDocument()

    hold.release()
    await waitFor(() => expect(shown()).toEqual(['#3']))
    expect(screen.getByRole('list', { name: 'Feedback entries' })).toHaveAttribute('aria-busy', 'false')
    expect(screen.getByText('Showing 1 entry')).toBeInTheDocument()
  })

  it('filters by status and priority on the server', async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderPage()
    await screen.findByText('Chart labels overlap')

    await user.selectOptions(screen.getByLabelText('Status'), 'locked')
    await waitFor(() => expect(shown()).toEqual(['#2']))
    await user.selectOptions(screen.getByLabelText('Status'), 'all')
    await user.selectOptions(screen.getByLabelText('Priority'), 'low')
    await waitFor(() => expect(shown()).toEqual(['#3']))
    await user.selectOptions(screen.getByLabelText('Status'), 'open')
    expect(await screen.findByText('No feedback entries found.')).toBeInTheDocument()
    expect(searchesOf(fetchMock, '/api/feedback')).toEqual([
      '?limit=100',
      '?status=locked&limit=100',
      '?priority=low&limit=100',
      '?status=open&priority=low&limit=100',
    ])
  })

  it('pages through the list with Load more, a hundred at a time, until there is no more', async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderPage(feedbackApi('staff', many(250)))
    await waitFor(() => expect(screen.getAllByTestId('feedback-entry')).toHaveLength(100))
    expect(shown()[0]).toBe('#250')
    expect(await screen.findByText('Showing 100 of 250 entries')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(screen.getAllByTestId('feedback-entry')).toHaveLength(200))
    expect(screen.getByText('Showing 200 of 250 entries')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(screen.getAllByTestId('feedback-entry')).toHaveLength(250))
    expect(shown().at(-1)).toBe('#1')
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
    expect(new Set(shown()).size).toBe(250)

    const searches = searchesOf(fetchMock, '/api/feedback')
    expect(searches).toEqual(['?limit=100', '?limit=100&cursor=after-151', '?limit=100&cursor=after-51'])
  })

  it('says when a further page fails, keeps what is shown, and retries that page', async () => {
    const user = userEvent.setup()
    const api = feedbackApi('staff', many(150))
    const list = api['GET /api/feedback'] as FakeHandlerFn
    let fail = true
    renderPage({
      ...api,
      'GET /api/feedback': (request) =>
        fail && request.url.searchParams.has('cursor')
          ? { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'boom' } }
          : list(request),
    })
    await waitFor(() => expect(screen.getAllByTestId('feedback-entry')).toHaveLength(100))
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('More entries could not be loaded.')
    expect(alert).not.toHaveTextContent(/503|boom/)
    expect(screen.getAllByTestId('feedback-entry')).toHaveLength(100)

    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.getAllByTestId('feedback-entry')).toHaveLength(150))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('offers Lock on open, Unlock on locked, and disables Mark Resolved on resolved entries', async () => {
    renderPage()
    await screen.findByText('Chart labels overlap')
    const [open, locked, resolved] = [1, 2, 3].map((id) => within(card(id)))
    expect(open.getByRole('button', { name: /^Lock/ })).toBeEnabled()
    expect(open.queryByRole('button', { name: /^Unlock/ })).not.toBeInTheDocument()
    expect(open.getByRole('button', { name: /^Mark Resolved/ })).toBeEnabled()
    expect(locked.getByRole('button', { name: /^Unlock/ })).toBeEnabled()
    expect(locked.queryByRole('button', { name: /^Lock/ })).not.toBeInTheDocument()
    expect(locked.getByRole('button', { name: /^Mark Resolved/ })).toBeEnabled()
    expect(resolved.queryByRole('button', { name: /^Lock/ })).not.toBeInTheDocument()
    expect(resolved.queryByRole('button', { name: /^Unlock/ })).not.toBeInTheDocument()
    expect(resolved.getByRole('button', { name: /^Mark Resolved/ })).toBeDisabled()
    for (const c of [open, locked, resolved]) expect(c.getByRole('button', { name: /^Delete/ })).toBeEnabled()
  })

  it('locks, unlocks and resolves through the API and shows the new state', async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderPage()
    await screen.findByText('Chart labels overlap')

    await user.click(within(card(1)).getByRole('button', { name: 'Lock feedback #1' }))
    expect(await within(card(1)).findByRole('button', { name: 'Unlock feedback #1' })).toBeInTheDocument()
    expect(within(card(1)).getByText('Locked')).toBeInTheDocument()

    await user.click(within(card(1)).getByRole('button', { name: 'Unlock feedback #1' }))
    expect(await within(card(1)).findByRole('button', { name: 'Lock feedback #1' })).toBeInTheDocument()

    await user.click(within(card(1)).getByRole('button', { name: 'Mark Resolved feedback #1' }))
    await waitFor(() =>
      expect(within(card(1)).getByRole('button', { name: 'Mark Resolved feedback #1' })).toBeDisabled(),
    )
    expect(
      within(screen.getByLabelText('Feedback summary')).getByText('Resolved').nextElementSibling,
    ).toHaveTextContent('2')
    expect(callsOf(fetchMock).filter((call) => call.startsWith('PATCH'))).toEqual([
      'PATCH /api/feedback/1',
      'PATCH /api/feedback/1',
      'PATCH /api/feedback/1',
    ])
  })

  it('deletes an entry after confirmation', async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderPage()
    await screen.findByText('Chart labels overlap')
    await user.click(within(card(2)).getByRole('button', { name: 'Delete feedback #2' }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(callsOf(fetchMock)).not.toContain('DELETE /api/feedback/2')

    await user.click(within(card(2)).getByRole('button', { name: 'Delete feedback #2' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByText('Upload is slow')).not.toBeInTheDocument())
    expect(callsOf(fetchMock)).toContain('DELETE /api/feedback/2')
    expect(shown()).toEqual(['#3', '#1'])
  })

  it('tells the user when an update fails', async () => {
    const user = userEvent.setup()
    renderPage({
      ...feedbackApi(),
      'PATCH /api/feedback/1': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'Feedback is resolved' },
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Lock feedback #1' }))
    expect(await screen.findByText('Failed to update feedback')).toBeInTheDocument()
    expect(screen.getByText(/changed since you loaded it/)).toBeInTheDocument()
    expect(screen.queryByText(/409|Feedback is resolved/)).not.toBeInTheDocument()
  })

  describe('exports', () => {
    let saved: Array<{ filename: string; blob: Blob }>
    beforeEach(() => {
      saved = []
      const blobs = new Map<string, Blob>()
      vi.stubGlobal(
        'URL',
        Object.assign(URL, {
          createObjectURL: (blob: Blob) => {
            const url = `blob:test/${blobs.size}`
            blobs.set(url, blob)
            return url
          },
          revokeObjectURL: () => {},
        }),
      )
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ filename: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! })
      })
    })
    afterEach(() => {
      vi.restoreAllMocks()
      vi.unstubAllGlobals()
    })

    it('downloads JSON and Markdown as feedback-export files, with the status and priority filters', async () => {
      const user = userEvent.setup()
      const exportCalls: string[] = []
      const api = feedbackApi()
      const { fetchMock } = renderPage({
        ...api,
        'GET /api/feedback/export/json': ({ url }) => {
          exportCalls.push(url.search)
          return { body: [{ id: 1 }] }
        },
        'GET /api/feedback/export/markdown': ({ url }) => {
          exportCalls.push(url.search)
          return { body: '# Feedback export' }
        },
      })
      await screen.findByText('Chart labels overlap')
      await user.click(screen.getByRole('button', { name: 'Export JSON' }))
      await waitFor(() => expect(saved).toHaveLength(1))
      expect(saved[0].filename).toMatch(/^feedback-export-\d{4}-\d{2}-\d{2}\.json$/)
      expect(JSON.parse(await saved[0].blob.text())).toEqual([{ id: 1 }])

      await user.selectOptions(screen.getByLabelText('Status'), 'open')
      await user.selectOptions(screen.getByLabelText('Priority'), 'high')
      await user.click(screen.getByRole('button', { name: 'Export Markdown' }))
      await waitFor(() => expect(saved).toHaveLength(2))
      expect(saved[1].filename).toMatch(/^feedback-export-\d{4}-\d{2}-\d{2}\.md$/)
      expect(exportCalls).toEqual(['', '?status=open&priority=high'])
      expect(callsOf(fetchMock)).toContain('GET /api/feedback/export/markdown')
    })
  })
})

describe('the evidence of an entry (issue 17)', () => {
  const withEvidence = () => [
    entry({
      id: 7,
      message: 'The totals are wrong',
      screenshotUrl: '/api/feedback/7/screenshot',
      context: {
        browser: 'Chrome 131',
        viewport: '390x844',
        title: '<img src=x onerror=alert(1)> Documents',
        console: [{ level: 'error', message: 'TypeError: <b>total</b> is undefined', at: '2026-11-23T10:00:00.000Z' }],
        network: [{ method: 'GET', url: '/api/documents', status: 0 }],
      },
    }),
    entry({ id: 8, message: 'No evidence here' }),
  ]

  it('shows the screenshot as a thumbnail that opens larger, with alt text', async () => {
    const user = userEvent.setup()
    renderPage(feedbackApi('staff', withEvidence()))
    const thumbnail = await within(await waitFor(() => card(7))).findByRole('img', {
      name: 'Screenshot sent with feedback #7',
    })
    expect(thumbnail).toHaveAttribute('src', '/api/feedback/7/screenshot')
    expect(within(card(8)).queryByRole('img')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'View the screenshot of feedback #7' }))
    const dialog = await screen.findByRole('dialog', { name: 'Screenshot of feedback #7' })
    expect(within(dialog).getByRole('img', { name: 'Screenshot sent with feedback #7' })).toBeVisible()
    expect(within(dialog).getByRole('link', { name: 'Open full size' })).toHaveAttribute(
      'href',
      '/api/feedback/7/screenshot',
    )
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('keeps the context collapsed until asked, then shows captured text as text', async () => {
    const user = userEvent.setup()
    renderPage(feedbackApi('staff', withEvidence()))
    const trigger = await screen.findByRole('button', { name: 'Show the page context of feedback #7' })
    expect(trigger).toHaveTextContent('Page context (1 console line, 1 failed request)')
    expect(screen.queryByText('Chrome 131')).toBeNull()
    expect(within(card(8)).queryByText(/Page context/)).toBeNull()

    await user.click(trigger)
    const panel = card(7)
    expect(within(panel).getByText('Chrome 131')).toBeVisible()
    expect(within(panel).getByText('<img src=x onerror=alert(1)> Documents')).toBeVisible()
    expect(within(panel).getByText(/TypeError: <b>total<\/b> is undefined/)).toBeVisible()
    expect(within(panel).getByText('GET /api/documents — no answer')).toBeVisible()
    expect(panel.querySelector('b, img[src="x"]')).toBeNull()
    expect(screen.getByRole('button', { name: 'Hide the page context of feedback #7' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  })
})
