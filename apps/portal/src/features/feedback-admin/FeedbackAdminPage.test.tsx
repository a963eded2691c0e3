import type { Feedback } from '@ledgerline/sdk'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { callsOf, type FakeRoutes } from '@/test/fake-api'
import { makeUser, renderWithProviders } from '@/test/render'
import FeedbackAdminPage from './FeedbackAdminPage'
import { makeFeedback as entry } from './testFeedback'

function seed(): Feedback[] {
  return [
    entry({ id: 1, message: 'Chart labels overlap', reporterName: 'Maria Lopez', pageUrl: '/staff', priority: 'high' }),
    entry({
      id: 2,
      message: 'Upload is slow',
      reporterName: '',
      pageUrl: '/client/documents',
      status: 'locked',
      priority: 'urgent',
    }),
    entry({
      id: 3,
      message: 'Typo in heading',
      reporterName: 'Sam Reed',
      pageUrl: '/library',
      status: 'resolved',
      priority: 'low',
      positionX: null,
      positionY: null,
    }),
  ]
}

/** A small in-memory feedback API that applies writes, as the server would. */
function feedbackApi(role: 'admin' | 'staff' | 'client' = 'staff') {
  let entries = seed()
  const routes: FakeRoutes = {
    'GET /api/auth/user': { body: makeUser(role) },
    'GET /api/feedback': () => ({ body: entries }),
    'GET /api/feedback/count': () => ({ body: { count: entries.filter((e) => e.status === 'open').length } }),
  }
  for (const id of [1, 2, 3]) {
    routes[`PATCH /api/feedback/${id}`] = ({ body }) => {
      entries = entries.map((e) => (e.id === id ? { ...e, ...(body as Partial<Feedback>) } : e))
      return { body: entries.find((e) => e.id === id) }
    }
    routes[`DELETE /api/feedback/${id}`] = () => {
      entries = entries.filter((e) => e.id !== id)
      return { status: 204 }
    }
  }
  return routes
}

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

  it('shows the loading text, then the summary and each entry with its details', async () => {
    let answer: (value: { body: Feedback[] }) => void = () => {}
    renderPage({ ...feedbackApi(), 'GET /api/feedback': () => new Promise((resolve) => (answer = resolve)) })
    expect(await screen.findByText('Loading feedback entries...')).toBeInTheDocument()
    answer({ body: seed() })
    await screen.findByText('Chart labels overlap')

    const summary = within(screen.getByLabelText('Feedback summary'))
    for (const [label, value] of [
      ['Total Entries', '3'],
      ['Open', '1'],
      ['Locked', '1'],
      ['Resolved', '1'],
    ]) {
      expect(summary.getByText(label).nextElementSibling).toHaveTextContent(value)
    }

    const first = within(card(1))
    expect(first.getByText('Position 120,340')).toBeInTheDocument()
    expect(first.getByText('Client: Maria Lopez')).toBeInTheDocument()
    expect(first.getByText('Open')).toBeInTheDocument()
    expect(first.getByText('High')).toBeInTheDocument()
    expect(first.getByRole('link', { name: '/staff' })).toHaveAttribute('target', '_blank')
    expect(first.getByText('Jan 5, 2026', { exact: false })).toBeInTheDocument()
    expect(within(card(2)).getByText('Client: Anonymous')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/')
  })

  it('never turns a script address into a link', async () => {
    renderPage({ ...feedbackApi(), 'GET /api/feedback': { body: [entry({ id: 9, pageUrl: 'javascript:alert(1)' })] } })
    const nine = within(await screen.findByTestId('feedback-entry'))
    expect(nine.getByText('javascript:alert(1)')).toBeInTheDocument()
    expect(nine.queryByRole('link')).not.toBeInTheDocument()
  })

  it('filters by search over message, reporter and page, by status and by priority', async () => {
    const user = userEvent.setup()
    renderPage()
    await screen.findByText('Chart labels overlap')
    const search = screen.getByLabelText('Search feedback')

    await user.type(search, 'sam reed')
    expect(shown()).toEqual(['#3'])
    await user.clear(search)
    await user.type(search, '/client/')
    expect(shown()).toEqual(['#2'])
    await user.clear(search)
    await user.type(search, 'OVERLAP')
    expect(shown()).toEqual(['#1'])
    await user.clear(search)

    await user.selectOptions(screen.getByLabelText('Status'), 'locked')
    expect(shown()).toEqual(['#2'])
    await user.selectOptions(screen.getByLabelText('Status'), 'all')
    await user.selectOptions(screen.getByLabelText('Priority'), 'low')
    expect(shown()).toEqual(['#3'])
    await user.selectOptions(screen.getByLabelText('Status'), 'open')
    expect(shown()).toEqual([])
    expect(screen.getByText('No feedback entries found.')).toBeInTheDocument()
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
    expect(shown()).toEqual(['#1', '#3'])
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
