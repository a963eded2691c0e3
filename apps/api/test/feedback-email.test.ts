import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Feedback } from '@ledgerline/contracts'
import { describe, expect, it } from 'vitest'
import { sitesService } from '../src/sites/service.js'
import { signIn, useApi } from './helpers.js'

/** Issue 18: a site visitor who leaves an address is told by e-mail, through the outbox (.eml without SMTP). */
const ORIGIN = 'https://www.embedding.example'
let siteKey = ''
const api = useApi({
  dataDir: true,
  env: { FIRM_NAME: 'Acme Tax' },
  seed: async (server) => {
    siteKey = (await sitesService.add(server.app.db, { name: 'Marketing', origins: [ORIGIN] })).key
  },
  signIn: ['staff'],
})

const visitorSubmits = (payload: object) =>
  api.server.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: { 'x-ledgerline-site-key': siteKey, origin: ORIGIN },
    payload: { message: 'The pricing table overlaps the footer', category: 'broken', pageUrl: '/pricing', ...payload },
  })

async function emails(): Promise<string[]> {
  api.server.plugins.outbox.wake()
  await api.server.plugins.outbox.job.idle()
  const dir = join(api.dataDir, 'outbox')
  const files = await readdir(dir).catch(() => [] as string[])
  // Long lines arrive quoted-printable: join its soft line breaks.
  return Promise.all(files.sort().map(async (file) => (await readFile(join(dir, file), 'utf8')).replace(/=\r?\n/g, '')))
}

describe('a site visitor’s e-mail address', () => {
  it('receives the resolve, with staff’s note, as an e-mail queued in the outbox', async () => {
    const created = await visitorSubmits({ notifyEmail: ' visitor@example.org ' })
    expect(created.statusCode).toBe(201)
    const entry = created.result as Feedback
    expect(JSON.stringify(entry)).not.toContain('visitor@example.org')
    expect(await emails()).toEqual([])

    const res = await api.server.inject({
      method: 'PATCH',
      url: `/api/feedback/${entry.id}`,
      headers: { cookie: api.cookies.staff },
      payload: { status: 'resolved', note: "Fixed in today's release" },
    })
    expect(res.statusCode).toBe(200)
    const [eml] = await emails()
    expect(eml).toMatch(/^To: visitor@example\.org$/m)
    expect(eml).toMatch(/^Subject: Your feedback was resolved$/m)
    expect(eml).toContain('The pricing table overlaps the footer')
    expect(eml).toContain("Fixed in today's release")
    expect(eml).toContain('Acme Tax')
  })

  it('is optional, must be a valid address, and is not kept for signed-in reporters', async () => {
    const before = (await emails()).length
    const bad = await visitorSubmits({ notifyEmail: 'not-an-address' })
    expect(bad.statusCode).toBe(400)
    expect(JSON.parse(bad.payload).message).toContain('"notifyEmail" must be a valid email')

    const none = (await visitorSubmits({ notifyEmail: '' })).result as Feedback
    const own = await api.server.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie: await signIn(api.server, 'client@example.com') },
      payload: { message: 'Mine', category: 'broken', pageUrl: '/client', notifyEmail: 'client@example.com' },
    })
    expect(own.statusCode).toBe(201)
    for (const id of [none.id, (own.result as Feedback).id]) {
      expect((await api.server.app.db('feedback').where({ id }).first()).notifyEmail).toBeNull()
      await api.server.inject({
        method: 'PATCH',
        url: `/api/feedback/${id}`,
        headers: { cookie: api.cookies.staff },
        payload: { status: 'locked' },
      })
    }
    expect(await emails()).toHaveLength(before)
  })
})
