import type { Server } from '@hapi/hapi'
import type { Feedback, FeedbackContext, FeedbackInput } from '@ledgerline/sdk/types'
import { SCREENSHOT_MAX_BYTES } from '@ledgerline/sdk/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isPostgres } from '../src/db/knex.js'
import { FeedbackWriter, type FeedbackRow } from '../src/feedback/writer.js'
import { parseScreenshotDataUrl } from '../src/feedback/screenshot.js'
import { sitesService } from '../src/sites/service.js'
import { createTestServer, signIn } from './helpers.js'
import {
  bytesOf,
  dataUrl,
  JPEG_DATA_URL,
  makePng,
  PNG_DATA_URL,
  pngChunk,
  WEBP_DATA_URL,
  WEBP_LOSSLESS_DATA_URL,
} from './images.js'

let server: Server
let client: string
let otherClient: string
let staff: string
let siteKey: string
const SITE_ORIGIN = 'https://embedding.example'

beforeAll(async () => {
  server = await createTestServer()
  const db = server.app.db
  // A second client account: the same password as the demo client.
  const { id: _id, ...demoClient } = await db('users').where({ email: 'client@example.com' }).first()
  await db('users').insert({ ...demoClient, email: 'other-client@example.com', username: 'other-client' })
  client = await signIn(server, 'client@example.com')
  otherClient = await signIn(server, 'other-client@example.com', 'client')
  staff = await signIn(server, 'staff@ledgerline.example')
  siteKey = (await sitesService.add(db, { name: 'Evidence site', origins: [SITE_ORIGIN] })).key
})
afterAll(async () => {
  await server.stop()
})

const base: FeedbackInput = { message: 'The totals are wrong', category: 'broken', pageUrl: '/client/documents' }
const context: FeedbackContext = {
  browser: 'Chrome 131',
  os: 'macOS',
  viewport: '1366x850',
  language: 'en-US',
  timeZone: 'America/New_York',
  title: 'Documents',
  referrer: 'https://portal.example/client',
  console: [{ level: 'error', message: 'TypeError: x is undefined (SSN [redacted])', at: '2026-11-23T10:00:00.000Z' }],
  network: [{ method: 'GET', url: '/api/documents', status: 500 }],
}

const submit = (payload: unknown, cookie = client, headers: Record<string, string> = {}) =>
  server.inject({ method: 'POST', url: '/api/feedback', headers: { cookie, ...headers }, payload: payload as object })
const read = (url: string, cookie = client, headers: Record<string, string> = {}) =>
  server.inject({ url, headers: { cookie, ...headers } })
const count = async (table: string) => Number((await server.app.db(table).count({ n: '*' }).first())!.n)
const counts = async () => ({ entries: await count('feedback'), images: await count('feedbackScreenshots') })

describe('a submission with a screenshot', () => {
  it.each([
    ['PNG', PNG_DATA_URL, 'image/png'],
    ['JPEG', JPEG_DATA_URL, 'image/jpeg'],
    ['WebP', WEBP_DATA_URL, 'image/webp'],
    ['lossless WebP', WEBP_LOSSLESS_DATA_URL, 'image/webp'],
  ])('stores a %s with its entry and serves it to the reporter with the sniffed type', async (_name, url, type) => {
    const res = await submit({ ...base, screenshot: url, context })
    expect(res.statusCode).toBe(201)
    const entry = res.result as Feedback
    expect(entry.screenshotUrl).toBe(`/api/feedback/${entry.id}/screenshot`)
    expect(entry.context).toEqual(context)

    const image = await read(entry.screenshotUrl!)
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe(type)
    expect(image.headers['x-content-type-options']).toBe('nosniff')
    expect(image.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/)
    expect(image.headers['content-disposition']).toMatch(/^inline; filename="feedback-\d+\.(png|jpg|webp)"$/)
    expect(image.headers['cache-control']).toMatch(/^private/)
    expect(image.headers['cross-origin-resource-policy']).toBe('same-origin')
    // What comes back is a whole image of that type, of the same size in pixels.
    expect(parseScreenshotDataUrl(dataUrl(type, image.rawPayload))).toMatchObject({ type, width: 12, height: 8 })
    const stored = await server.app.db('feedbackScreenshots').where({ feedbackId: entry.id }).first()
    expect(stored).toMatchObject({ type, width: 12, height: 8, size: image.rawPayload.length })
  })

  it('answers 304 to a revalidation with the ETag it gave', async () => {
    const entry = (await submit({ ...base, screenshot: PNG_DATA_URL })).result as Feedback
    const first = await read(entry.screenshotUrl!)
    const again = await read(entry.screenshotUrl!, client, { 'if-none-match': first.headers.etag as string })
    expect(again.statusCode).toBe(304)
  })

  it('carries the evidence in every answer: one entry, the list, the pins and My reports', async () => {
    const entry = (
      await submit({
        ...base,
        pageUrl: '/evidence-pins',
        positionX: 1,
        positionY: 2,
        screenshot: PNG_DATA_URL,
        context,
      })
    ).result as Feedback
    const one = await read(`/api/feedback/${entry.id}`)
    expect(one.result).toMatchObject({ id: entry.id, screenshotUrl: entry.screenshotUrl, context })
    const list = (await read('/api/feedback', staff)).result as Feedback[]
    expect(list.find((f) => f.id === entry.id)).toMatchObject({ screenshotUrl: entry.screenshotUrl, context })
    const pins = (await read('/api/feedback?pageUrl=%2Fevidence-pins')).result as Feedback[]
    expect(pins).toEqual([expect.objectContaining({ id: entry.id, screenshotUrl: entry.screenshotUrl, context })])
    const mine = (await read('/api/feedback/mine')).result as Feedback[]
    expect(mine.find((f) => f.id === entry.id)).toMatchObject({ screenshotUrl: entry.screenshotUrl, context })
    const plain = (await submit(base)).result as Feedback
    expect(plain).toMatchObject({ screenshotUrl: null, context: null })
    expect((await read(`/api/feedback/${plain.id}/screenshot`)).statusCode).toBe(404)
  })

  it('is accepted from an embedding site through its key', async () => {
    const res = await submit({ ...base, screenshot: PNG_DATA_URL, context }, '', {
      'x-ledgerline-site-key': siteKey,
      origin: SITE_ORIGIN,
    })
    expect(res.statusCode).toBe(201)
    const entry = res.result as Feedback
    expect((await read(entry.screenshotUrl!, staff)).statusCode).toBe(200)
  })
})

describe('a refused screenshot', () => {
  const png = bytesOf(PNG_DATA_URL)
  const cases: Array<[string, string, RegExp]> = [
    ['a truncated PNG', dataUrl('image/png', png.subarray(0, png.length - 10)), /not a whole PNG image/],
    [
      'HTML declared as PNG',
      dataUrl('image/png', Buffer.from('<!doctype html><script>alert(1)</script>')),
      /unknown magic number/,
    ],
    [
      'a JPEG declared as PNG',
      dataUrl('image/png', bytesOf(JPEG_DATA_URL)),
      /declared as image\/png but its bytes are image\/jpeg/,
    ],
    [
      'an SVG',
      dataUrl('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
      /data: URL|PNG, JPEG or WebP/,
    ],
    ['bad base64', 'data:image/png;base64,iVBORw0KGgo%%%', /not valid base64/],
    [
      'a PNG with HTML after IEND',
      dataUrl('image/png', makePng(4, 4, { trailer: Buffer.from('<html><script>alert(1)</script>') })),
      /after IEND/,
    ],
    [
      'markup in a PNG chunk',
      dataUrl('image/png', makePng(4, 4, { extra: [pngChunk('bKGD', Buffer.from('<script>x</script>'))] })),
      /markup/,
    ],
    ['a URL', 'https://example.com/image.png', /data: URL/],
  ]
  it.each(cases)('refuses %s with 400 naming the problem, writing nothing', async (_name, screenshot, problem) => {
    const before = await counts()
    const res = await submit({ ...base, screenshot })
    expect(res.statusCode).toBe(400)
    expect((res.result as { message: string }).message).toMatch(/^"screenshot" /)
    expect((res.result as { message: string }).message).toMatch(problem)
    expect(await counts()).toEqual(before)
  })

  it('refuses more than SCREENSHOT_MAX_BYTES with 413, writing nothing', async () => {
    const before = await counts()
    const big = makePng(4, 4, { extra: [pngChunk('tEXt', Buffer.alloc(SCREENSHOT_MAX_BYTES, 0x61))] })
    const res = await submit({ ...base, screenshot: dataUrl('image/png', big) })
    expect(res.statusCode).toBe(413)
    expect((res.result as { message: string }).message).toMatch(/larger than 2000000 bytes/)
    expect(await counts()).toEqual(before)
  })

  it('takes the largest screenshot allowed, and refuses a body beyond the grown limit with 413', async () => {
    const fits = makePng(4, 4, { extra: [pngChunk('tEXt', Buffer.alloc(SCREENSHOT_MAX_BYTES - 200, 0x61))] })
    expect(fits.length).toBeLessThanOrEqual(SCREENSHOT_MAX_BYTES)
    const res = await submit({ ...base, message: 'x'.repeat(5000), screenshot: dataUrl('image/png', fits), context })
    expect(res.statusCode).toBe(201)
    const before = await counts()
    const tooMuch = await submit({ ...base, screenshot: PNG_DATA_URL, padding: 'x'.repeat(3_000_000) })
    expect(tooMuch.statusCode).toBe(413)
    expect(await counts()).toEqual(before)
  })
})

describe('the context of a submission', () => {
  const refused = async (value: unknown, problem: RegExp) => {
    const before = await counts()
    const res = await submit({ ...base, context: value })
    expect(res.statusCode).toBe(400)
    expect((res.result as { message: string }).message).toMatch(problem)
    expect(await counts()).toEqual(before)
  }

  it('refuses unknown keys, long lists, long strings and NUL characters', async () => {
    await refused({ cookies: 'session=1' }, /"context.cookies" is not allowed/)
    await refused({ console: [{ level: 'error', message: 'x', at: '2026-11-23T10:00:00Z', stack: 'y' }] }, /stack/)
    const line = { level: 'warn', message: 'x', at: '2026-11-23T10:00:00Z' }
    await refused(
      { console: Array.from({ length: 21 }, () => line) },
      /"context.console" must contain less than or equal to 20 items/,
    )
    await refused({ network: Array.from({ length: 21 }, () => ({ method: 'GET', url: '/a', status: 0 })) }, /20 items/)
    await refused({ title: 'x'.repeat(501) }, /"context.title" length must be less than or equal to 500/)
    await refused({ title: 'a\u0000b' }, /NUL/)
    await refused({ console: [{ ...line, level: 'info' }] }, /level/)
    await refused({ viewport: '100 by 200' }, /viewport/)
    await refused('{"title":"x"}', /"context" must be of type object/)
  })

  it('keeps a failed request without its query string or fragment', async () => {
    const res = await submit({
      ...base,
      context: { network: [{ method: 'POST', url: '/api/x?ssn=123-45-6789#top', status: 0 }] },
    })
    expect(res.statusCode).toBe(201)
    expect((res.result as Feedback).context).toEqual({ network: [{ method: 'POST', url: '/api/x', status: 0 }] })
  })
})

describe('who may see an entry and its screenshot', () => {
  it('the reporter and internal roles; another client, a site key and no session never', async () => {
    const entry = (await submit({ ...base, screenshot: PNG_DATA_URL })).result as Feedback
    for (const url of [`/api/feedback/${entry.id}`, entry.screenshotUrl!]) {
      expect((await read(url, client)).statusCode).toBe(200)
      expect((await read(url, staff)).statusCode).toBe(200)
      for (const email of ['manager@ledgerline.example', 'admin@ledgerline.example'])
        expect((await read(url, await signIn(server, email))).statusCode).toBe(200)
      expect((await read(url, otherClient)).statusCode).toBe(404)
      expect((await read(url, '', { 'x-ledgerline-site-key': siteKey, origin: SITE_ORIGIN })).statusCode).toBe(401)
      expect((await read(url, '')).statusCode).toBe(401)
    }
    // An entry a site visitor or staff sent is not a client's to read, image or not.
    const fromStaff = (await submit({ ...base, screenshot: PNG_DATA_URL }, staff)).result as Feedback
    expect((await read(fromStaff.screenshotUrl!, client)).statusCode).toBe(404)
    expect((await read(`/api/feedback/${fromStaff.id}`, client)).statusCode).toBe(404)
    expect((await read('/api/feedback/999999999/screenshot', staff)).statusCode).toBe(404)
  })

  it('deleting an entry deletes its screenshot', async () => {
    const entry = (await submit({ ...base, screenshot: PNG_DATA_URL })).result as Feedback
    const removed = await server.inject({
      method: 'DELETE',
      url: `/api/feedback/${entry.id}`,
      headers: { cookie: staff },
    })
    expect(removed.statusCode).toBe(204)
    expect(await server.app.db('feedbackScreenshots').where({ feedbackId: entry.id }).first()).toBeUndefined()
    expect((await read(entry.screenshotUrl!, staff)).statusCode).toBe(404)
  })
})

describe('an idempotent replay with a screenshot', () => {
  it('answers the original entry and stores no second image', async () => {
    const headers = { 'idempotency-key': 'evidence-replay-1' }
    const first = await submit({ ...base, screenshot: PNG_DATA_URL, context }, client, headers)
    expect(first.statusCode).toBe(201)
    const before = await counts()
    const again = await Promise.all([
      submit({ ...base, screenshot: PNG_DATA_URL, context }, client, headers),
      submit({ ...base, screenshot: JPEG_DATA_URL, context }, client, headers),
    ])
    for (const res of again) {
      expect(res.statusCode).toBe(200)
      expect(res.result).toMatchObject({
        id: (first.result as Feedback).id,
        screenshotUrl: (first.result as Feedback).screenshotUrl,
      })
    }
    expect(await counts()).toEqual(before)
  })
})

describe('screenshots in the group commit', () => {
  /** Makes the database refuse any screenshot 13 pixels wide, as a failing image insert inside a batch. */
  async function poisonWidth13(): Promise<() => Promise<void>> {
    const db = server.app.db
    if (isPostgres(db)) {
      await db.raw(`CREATE FUNCTION refuse_width_13() RETURNS trigger AS $$
        BEGIN IF NEW.width = 13 THEN RAISE EXCEPTION 'poisoned image'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`)
      await db.raw(
        `CREATE TRIGGER poison BEFORE INSERT ON "feedbackScreenshots" FOR EACH ROW EXECUTE FUNCTION refuse_width_13()`,
      )
      return async () => {
        await db.raw('DROP TRIGGER poison ON "feedbackScreenshots"')
        await db.raw('DROP FUNCTION refuse_width_13()')
      }
    }
    await db.raw(`CREATE TRIGGER poison BEFORE INSERT ON "feedbackScreenshots" WHEN NEW.width = 13
      BEGIN SELECT RAISE(ABORT, 'poisoned image'); END`)
    return async () => {
      await db.raw('DROP TRIGGER poison')
    }
  }

  const at = new Date().toISOString()
  const row = (message: string, hasScreenshot: boolean): FeedbackRow => ({
    message,
    reporterName: 'Writer test',
    reporterSource: 'typed',
    pageUrl: '/writer-evidence',
    status: 'open',
    priority: 'normal',
    category: 'broken',
    subcategory: null,
    elementText: null,
    elementSelector: null,
    positionX: null,
    positionY: null,
    elementBounds: null,
    userId: null,
    siteId: null,
    notifyEmail: null,
    idempotencyScope: null,
    idempotencyKey: null,
    createdAt: at,
    updatedAt: at,
    context: null,
    hasScreenshot,
  })

  it('fails exactly the request whose image insert fails, and stores every other row with its image', async () => {
    const good = parseScreenshotDataUrl(PNG_DATA_URL)
    const bad = parseScreenshotDataUrl(dataUrl('image/png', makePng(13, 2)))
    const cleanUp = await poisonWidth13()
    try {
      // A long delay: the four rows are one batch, and that batch fails before each is retried on its own.
      const writer = new FeedbackWriter(server.app.db, 50, 50)
      const results = await Promise.allSettled([
        writer.insert(row('batch good image', true), good),
        writer.insert(row('batch bad image', true), bad),
        writer.insert(row('batch no image', false)),
        writer.insert(row('batch second good image', true), good),
      ])
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled'])
      expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/poisoned image/)
      const stored = await server.app.db('feedback').where({ pageUrl: '/writer-evidence' }).orderBy('id')
      expect(stored.map((r: { message: string }) => r.message)).toEqual([
        'batch good image',
        'batch no image',
        'batch second good image',
      ])
      const images = await server.app.db('feedbackScreenshots').whereIn(
        'feedbackId',
        stored.map((r: { id: number }) => r.id),
      )
      expect(images.map((i: { feedbackId: number }) => i.feedbackId).sort()).toEqual(
        [stored[0].id, stored[2].id].sort(),
      )

      // Through the API: the poisoned submission fails alone and leaves nothing behind.
      const before = await counts()
      const answers = await Promise.all([
        submit({ ...base, message: 'api good', screenshot: PNG_DATA_URL }),
        submit({ ...base, message: 'api bad', screenshot: dataUrl('image/png', makePng(13, 2)) }),
        submit({ ...base, message: 'api plain' }),
      ])
      expect(answers.map((a) => a.statusCode)).toEqual([201, 500, 201])
      expect(await counts()).toEqual({ entries: before.entries + 2, images: before.images + 1 })
      expect(await server.app.db('feedback').where({ message: 'api bad' }).first()).toBeUndefined()
    } finally {
      await cleanUp()
    }
  })
})

describe('the export', () => {
  it('lists the screenshot as an absolute link and the context, escaped in Markdown', async () => {
    const entry = (
      await submit({
        ...base,
        screenshot: PNG_DATA_URL,
        context: { ...context, title: '<b>Documents</b> # [x](javascript:alert(1))' },
      })
    ).result as Feedback
    const json = await read('/api/feedback/export/json', staff)
    expect(json.statusCode).toBe(200)
    const exported = (JSON.parse(json.payload) as Feedback[]).find((f) => f.id === entry.id)!
    const origin = `http://${json.request.info.host}`
    expect(exported.screenshotUrl).toBe(`${origin}/api/feedback/${entry.id}/screenshot`)
    expect(exported.context?.console).toEqual(context.console)
    const markdown = (await read('/api/feedback/export/markdown', staff)).payload
    const section = markdown.slice(markdown.indexOf(`## Feedback #${entry.id}\n`)).split('\n## ')[0]!
    expect(section).toContain(`- **Screenshot:** <${origin}/api/feedback/${entry.id}/screenshot>`)
    expect(section).toContain('  - Browser: Chrome 131')
    expect(section).toContain('  - Title: &lt;b&gt;Documents&lt;/b&gt; \\# \\[x\\]\\(javascript:alert\\(1\\)\\)')
    expect(section).toContain('  - Failed request: GET /api/documents (500)')
    expect(section).not.toContain('<b>')
  })
})
