import type { Document } from '@ledgerline/sdk'
import { DOCUMENT_CATEGORIES } from '@ledgerline/sdk'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { callsOf } from '@/test/fake-api'
import { renderWithProviders } from '@/test/render'
import DocumentCenterPage from './DocumentCenterPage'
import { makeDocument } from './testDocument'

const LONG_TEXT = `${'Employer: Acme Corporation. Wages, tips, other compensation 84,250.00. '.repeat(2)}END`

const w2 = makeDocument({
  id: 1,
  filename: 'W2_Acme_2025.pdf',
  category: 'Tax Forms',
  tags: ['W-2', 'Wages', '2025', 'Acme', 'Federal'],
  extractedText: LONG_TEXT,
})
const receipt = makeDocument({
  id: 2,
  filename: 'office-chair.jpg',
  category: 'Business Expenses',
  tags: ['Receipt'],
  status: 'verified',
})
const statement = makeDocument({
  id: 3,
  filename: 'chase-december.pdf',
  status: 'uploaded',
  category: null,
  tags: [],
  confidence: null,
})
const odd = makeDocument({ id: 4, filename: 'mystery.bin', status: 'archived' as Document['status'] })

function renderPage(documents: Document[] | (() => Document[]), extra = {}) {
  const list = typeof documents === 'function' ? documents : () => documents
  return renderWithProviders(<DocumentCenterPage />, {
    route: '/client/documents',
    api: {
      'GET /api/documents': () => ({ body: list() }),
      'GET /api/document-categories': { body: DOCUMENT_CATEGORIES },
      ...extra,
    },
  })
}

function cardFor(filename: string) {
  return screen.getByText(filename).closest('[data-testid="document-card"]') as HTMLElement
}

describe('the document center', () => {
  it('shows the signed-in client’s documents with stats', async () => {
    renderPage([w2, receipt, statement])
    expect(await screen.findByText('W2_Acme_2025.pdf')).toBeInTheDocument()
    const stats = within(screen.getByLabelText('Document statistics'))
    expect(stats.getByText('Total Documents').nextElementSibling).toHaveTextContent('3')
    expect(stats.getByText('Processed').nextElementSibling).toHaveTextContent('2')
    expect(stats.getByText('Awaiting Processing').nextElementSibling).toHaveTextContent('1')
  })

  it('shows at most three tags and counts the rest as +N more', async () => {
    renderPage([w2])
    const card = cardFor(await screen.findByText('W2_Acme_2025.pdf').then((el) => el.textContent!))
    const tags = within(within(card).getByRole('list', { name: 'Tags' })).getAllByRole('listitem')
    expect(tags.map((tag) => tag.textContent)).toEqual(['W-2', 'Wages', '2025', '+2 more'])
  })

  it('cuts the extracted text at 80 characters', async () => {
    renderPage([w2])
    await screen.findByText('W2_Acme_2025.pdf')
    const preview = screen.getByTestId('document-extract')
    expect(preview.textContent).toBe(`${LONG_TEXT.slice(0, 80)}...`)
    expect(preview.textContent).not.toContain('END')
  })

  it('labels an unknown status Unknown', async () => {
    renderPage([odd])
    const card = cardFor(await screen.findByText('mystery.bin').then((el) => el.textContent!))
    expect(within(card).getByTestId('document-status')).toHaveTextContent('Unknown')
  })

  it('offers AI processing only on uploaded documents', async () => {
    renderPage([w2, receipt, statement, odd])
    await screen.findByText('W2_Acme_2025.pdf')
    expect(screen.getAllByRole('button', { name: 'Process with AI' })).toHaveLength(1)
    expect(within(cardFor('chase-december.pdf')).getByRole('button', { name: 'Process with AI' })).toBeInTheDocument()
    for (const name of ['W2_Acme_2025.pdf', 'office-chair.jpg', 'mystery.bin']) {
      expect(within(cardFor(name)).queryByRole('button', { name: 'Process with AI' })).not.toBeInTheDocument()
    }
  })

  it('filters by filename or tag, ignoring case, and by category', async () => {
    const user = userEvent.setup()
    renderPage([w2, receipt, statement])
    await screen.findByText('W2_Acme_2025.pdf')
    const search = screen.getByLabelText('Search')

    await user.type(search, 'RECEIPT')
    expect(screen.getAllByTestId('document-card')).toHaveLength(1)
    expect(screen.getByText('office-chair.jpg')).toBeInTheDocument()

    await user.clear(search)
    await user.type(search, 'chase')
    expect(screen.getAllByTestId('document-card')).toHaveLength(1)
    expect(screen.getByText('chase-december.pdf')).toBeInTheDocument()

    await user.clear(search)
    await user.selectOptions(screen.getByLabelText('Category'), 'Tax Forms')
    expect(screen.getAllByTestId('document-card')).toHaveLength(1)
    expect(screen.getByText('W2_Acme_2025.pdf')).toBeInTheDocument()
  })

  it('offers the eight categories in the filter', async () => {
    renderPage([w2])
    await screen.findByText('W2_Acme_2025.pdf')
    const options = within(screen.getByLabelText('Category'))
      .getAllByRole('option')
      .map((o) => o.textContent)
    expect(options).toEqual(['All Categories', ...DOCUMENT_CATEGORIES])
  })

  it('shows the empty state with its hint when nothing matches', async () => {
    const user = userEvent.setup()
    renderPage([w2, receipt])
    await screen.findByText('W2_Acme_2025.pdf')
    await user.type(screen.getByLabelText('Search'), 'no such document')
    expect(screen.getByText('No documents found')).toBeInTheDocument()
    expect(screen.getByText(/adjust your search or filter/i)).toBeInTheDocument()
    expect(screen.queryByTestId('document-card')).not.toBeInTheDocument()
  })

  it('starts processing, says so, refetches and shows the processed result', async () => {
    const user = userEvent.setup()
    let current: Document = statement
    let listCalls = 0
    const { fetchMock } = renderPage(
      () => {
        listCalls += 1
        // The server finishes its work between two reads.
        if (current.status === 'processing' && listCalls > 2) {
          current = { ...current, status: 'processed', category: 'Bank Statements', tags: ['Chase', 'December'] }
        }
        return [current]
      },
      {
        'POST /api/documents/3/process': () => {
          current = { ...current, status: 'processing' }
          return { status: 202, body: current }
        },
      },
    )
    await user.click(await screen.findByRole('button', { name: 'Process with AI' }))

    expect(await screen.findByText('Processing Started')).toBeInTheDocument()
    expect(screen.getByText('Document is being processed with AI categorization')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('document-status')).toHaveTextContent('Processing'))
    expect(screen.queryByRole('button', { name: 'Process with AI' })).not.toBeInTheDocument()

    await waitFor(() => expect(screen.getByTestId('document-status')).toHaveTextContent('Processed'), { timeout: 4000 })
    expect(within(cardFor('chase-december.pdf')).getByText('Chase')).toBeInTheDocument()
    expect(callsOf(fetchMock)).toContain('POST /api/documents/3/process')
  })

  it('tells the client when processing cannot start', async () => {
    const user = userEvent.setup()
    renderPage([statement], {
      'POST /api/documents/3/process': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'Document is not uploaded' },
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Process with AI' }))
    expect(await screen.findByText(/Processing could not start/)).toBeInTheDocument()
  })
})
