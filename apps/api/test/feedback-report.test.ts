import type { FeedbackReport } from '@ledgerline/contracts'
import { describe, expect, it } from 'vitest'
import { tokensService } from '../src/tokens/service.js'
import { useApi } from './helpers.js'

const api = useApi({ signIn: ['staff'] })

const count = async (where: Record<string, unknown> = {}) =>
  Number(((await api.server.app.db('feedback').where(where).count({ n: '*' }).first()) as { n: number | string }).n)

describe('GET /api/feedback/report', () => {
  it('counts by status, priority, category and page, and what matches failOn', async () => {
    const res = await api.server.inject({
      url: '/api/feedback/report?failOn=priority%3E%3Dnormal,status%3Dopen%7Clocked&since=2000-01-01&top=2',
      headers: { cookie: api.cookies.staff },
    })
    expect(res.statusCode).toBe(200)
    const report = res.result as FeedbackReport
    expect(report.total).toBe(await count())
    expect(report.byStatus.open).toBe(await count({ status: 'open' }))
    expect(report.byPriority.low).toBe(await count({ priority: 'low' }))
    expect(report.topPages).toHaveLength(2)
    expect(report.newSince!.count).toBe(await count())
    const matching = Number(
      (
        (await api.server.app
          .db('feedback')
          .whereIn('priority', ['normal', 'high', 'urgent'])
          .whereIn('status', ['open', 'locked'])
          .count({ n: '*' })
          .first()) as { n: number | string }
      ).n,
    )
    expect(report.failOn).toMatchObject({ expression: 'priority>=normal,status=open|locked', count: matching })
    expect(report.failOn!.entries.map((e) => e.priority)).toEqual(
      [...report.failOn!.entries.map((e) => e.priority)].sort(
        (a, b) => ['urgent', 'high', 'normal', 'low'].indexOf(a) - ['urgent', 'high', 'normal', 'low'].indexOf(b),
      ),
    )
  })

  it('answers 400 naming the mistake in failOn', async () => {
    const res = await api.server.inject({
      url: '/api/feedback/report?failOn=status%3Eopen',
      headers: { cookie: api.cookies.staff },
    })
    expect(res.statusCode).toBe(400)
    expect(JSON.parse(res.payload).message).toContain('"failOn" status has no order: use = or !=')
  })

  it('opens to a report-scoped token, which the export refuses', async () => {
    const { token } = await tokensService.create(api.server.app.db, {
      name: 'report only',
      scopes: ['feedback:report'],
    })
    const headers = { authorization: `Bearer ${token}` }
    expect((await api.server.inject({ url: '/api/feedback/report', headers })).statusCode).toBe(200)
    expect((await api.server.inject({ url: '/api/feedback/export/json', headers })).statusCode).toBe(403)
  })
})
