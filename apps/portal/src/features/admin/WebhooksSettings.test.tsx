import type { WebhookEndpoint } from '@ledgerline/sdk'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { callsOf } from '@/test/fake-api'
import { makeUser, renderWithProviders } from '@/test/render'
import { WebhooksSettings } from './WebhooksSettings'

const endpoint = (overrides: Partial<WebhookEndpoint>): WebhookEndpoint => ({
  id: 1,
  url: 'https://hooks.example.com/a',
  events: ['feedback.created'],
  format: 'slack',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastAttemptAt: '2026-11-21T10:00:00.000Z',
  lastStatus: 'retrying',
  lastStatusCode: 500,
  lastError: 'HTTP 500',
  ...overrides,
})

describe('Webhooks in admin settings', () => {
  it('lists endpoints with their latest delivery, adds one and shows its secret once, tests and removes', async () => {
    let endpoints = [endpoint({})]
    const { fetchMock } = renderWithProviders(<WebhooksSettings />, {
      api: {
        'GET /api/auth/user': { body: makeUser('admin') },
        'GET /api/webhooks': () => ({ body: endpoints }),
        'POST /api/webhooks': ({ body }) => {
          const added = endpoint({
            id: 2,
            ...(body as object),
            lastStatus: null,
            lastStatusCode: null,
            lastError: null,
          })
          endpoints = [...endpoints, added]
          return { status: 201, body: { ...added, secret: 'whsec_abc' } }
        },
        'POST /api/webhooks/1/test': { body: { status: 200 } },
        'DELETE /api/webhooks/1': () => {
          endpoints = endpoints.filter((e) => e.id !== 1)
          return { status: 204 }
        },
      },
    })
    const list = await screen.findByRole('list', { name: 'Webhook endpoints' })
    expect(within(list).getByText(/retrying/)).toBeInTheDocument()
    expect(within(list).getByText(/HTTP 500/, { selector: 'span' })).toBeInTheDocument()

    await userEvent.type(screen.getByLabelText('Endpoint URL'), 'https://ci.example.com/hook')
    await userEvent.click(screen.getByRole('checkbox', { name: 'feedback.status_changed' }))
    await userEvent.selectOptions(screen.getByLabelText('Format'), 'GitHub issue')
    await userEvent.click(screen.getByRole('button', { name: 'Add webhook' }))
    expect(await screen.findByText('whsec_abc')).toBeInTheDocument()
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!
    expect(JSON.parse(post[1]!.body as string)).toEqual({
      url: 'https://ci.example.com/hook',
      events: ['feedback.created', 'feedback.status_changed'],
      format: 'github',
    })
    expect(await within(list).findByText('https://ci.example.com/hook')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Send a test delivery to webhook #1' }))
    await userEvent.click(screen.getByRole('button', { name: 'Remove webhook #1' }))
    await within(list).findByText('#2')
    expect(within(list).queryByText('#1')).toBeNull()
    expect(callsOf(fetchMock)).toEqual(expect.arrayContaining(['POST /api/webhooks/1/test', 'DELETE /api/webhooks/1']))
  })

  it('tells staff and managers that only admins manage webhooks, without asking for them', async () => {
    const { fetchMock } = renderWithProviders(<WebhooksSettings />, {
      api: { 'GET /api/auth/user': { body: makeUser('manager') } },
    })
    expect(await screen.findByText('Only admins manage webhooks.')).toBeInTheDocument()
    expect(callsOf(fetchMock)).not.toContain('GET /api/webhooks')
  })
})
