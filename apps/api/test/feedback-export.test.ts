import { get } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Feedback } from '@ledgerline/contracts'
import { describe, expect, it } from 'vitest'
import { EXPORT_BATCH_SIZE } from '../src/feedback/export.js'
import { useApi } from './helpers.js'

const api = useApi({ signIn: ['staff'] })

const today = () => new Date().toISOString().slice(0, 10)
const exportOf = (format: string, query = '') =>
  api.server.inject({ url: `/api/feedback/export/${format}${query}`, headers: { cookie: api.cookies.staff } })

describe('feedback export', () => {
  it('sends JSON as an attachment named by date, holding every entry as the API shows it', async () => {
    const res = await exportOf('json')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(res.headers['content-disposition']).toBe(`attachment; filename="feedback-export-${today()}.json"`)
    const entries = JSON.parse(res.payload) as Feedback[]
    const list = (await api.server.inject({ url: '/api/feedback', headers: { cookie: api.cookies.staff } }))
      .result as Feedback[]
    expect(entries.length).toBe(list.length)
    expect([...entries].sort((a, b) => a.id - b.id)).toEqual([...list].sort((a, b) => a.id - b.id))
  })

  it('sends Markdown as an .md attachment with one section per entry', async () => {
    const res = await exportOf('markdown')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8')
    expect(res.headers['content-disposition']).toBe(`attachment; filename="feedback-export-${today()}.md"`)
    const count = Number((await api.server.app.db('feedback').count({ n: '*' }).first())!.n)
    expect(res.payload.startsWith('# Feedback export\n')).toBe(true)
    expect(res.payload.match(/^## Feedback #\d+$/gm)).toHaveLength(count)
    expect(res.payload).toContain(`${count} entries exported.`)
  })

  it('filters by status, priority and since', async () => {
    const byStatus = JSON.parse((await exportOf('json', '?status=resolved')).payload) as Feedback[]
    expect(byStatus.length).toBeGreaterThan(0)
    for (const f of byStatus) expect(f.status).toBe('resolved')
    const byPriority = JSON.parse((await exportOf('json', '?priority=high&status=open')).payload) as Feedback[]
    for (const f of byPriority) expect(f).toMatchObject({ priority: 'high', status: 'open' })
    const since = new Date(Date.now() - 24 * 3600_000).toISOString()
    const recent = JSON.parse((await exportOf('json', `?since=${encodeURIComponent(since)}`)).payload) as Feedback[]
    expect(recent.length).toBeGreaterThan(0)
    for (const f of recent) expect(Date.parse(f.createdAt)).toBeGreaterThanOrEqual(Date.parse(since))
    const all = JSON.parse((await exportOf('json')).payload) as Feedback[]
    expect(recent.length).toBeLessThan(all.length)
    const md = (await exportOf('markdown', '?status=locked')).payload
    expect(md).toContain('Filters: status locked.')
    expect(md).not.toMatch(/\*\*Status:\*\* (open|resolved)/)
    expect(JSON.parse((await exportOf('json', '?status=open&since=2999-01-01')).payload)).toEqual([])
  })

  it('refuses an unknown format or filter', async () => {
    expect((await exportOf('csv')).statusCode).toBe(400)
    expect((await exportOf('json', '?since=yesterday')).statusCode).toBe(400)
    expect((await exportOf('json', '?status=closed')).statusCode).toBe(400)
    expect((await exportOf('json', '?q=x')).statusCode).toBe(400)
  })

  it('refuses a since beyond year 9999, naming it', async () => {
    for (const since of ['%2B275760-09-13', '-000001-01-01', '275760-09-13']) {
      const res = await exportOf('json', `?since=${since}`)
      expect(res.statusCode).toBe(400)
      expect((res.result as { message: string }).message).toMatch(/since/)
    }
    const expanded = await exportOf('json', '?since=%2B275760-09-13')
    expect((expanded.result as { message: string }).message).toBe(
      '"since" must be an ISO date or date-time with a four-digit year',
    )
  })

  it("tells where each reporter's name came from", async () => {
    const entries = JSON.parse((await exportOf('json')).payload) as Feedback[]
    for (const entry of entries) expect(['account', 'typed', 'site']).toContain(entry.reporterSource)
    const md = (await exportOf('markdown')).payload
    expect(md.match(/^- \*\*Reporter source:\*\* (account|typed|site)$/gm)).toHaveLength(entries.length)
  })

  it('escapes hostile text so it cannot add headings, tables, lists, links or HTML', async () => {
    const hostile = {
      message:
        '# Owned\n| a | b |\n|---|---|\n- list item\n1. numbered\n    indented code\n<script>alert(1)</script>\n[click](javascript:alert(1))\n---\n===',
      category: 'broken',
      pageUrl: '/x"><img src=x onerror=alert(1)>',
      reporterName: 'Eve\n## Fake section\n<b>bold</b>',
      elementText: '**strong** `code` & more',
    }
    const created = await api.server.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie: api.cookies.staff },
      payload: hostile,
    })
    expect(created.statusCode).toBe(201)
    const id = (created.result as Feedback).id
    const md = (await exportOf('markdown')).payload
    // The newest entry is the last section, before the closing count line.
    const section = md.slice(md.indexOf(`## Feedback #${id}\n`)).replace(/\d+ entries exported\.\n$/, '')
    expect(section).not.toContain('<')
    for (const line of section.split('\n').slice(1)) {
      // Our own lines only: list items with a bold label, quoted message lines, blanks.
      expect(line).toMatch(/^(- \*\*[A-Za-z ]+:\*\* .*|> .*|>|)$/)
    }
    expect(section).toContain('> \\# Owned')
    expect(section).toContain('> \\| a \\| b \\|')
    expect(section).toContain('> \\- list item')
    expect(section).toContain('> 1\\. numbered')
    expect(section).toContain('> indented code')
    expect(section).toContain('> &lt;script&gt;alert\\(1\\)&lt;/script&gt;')
    expect(section).toContain('> \\[click\\]\\(javascript:alert\\(1\\)\\)')
    expect(section).toContain('- **Reporter:** Eve \\#\\# Fake section &lt;b&gt;bold&lt;/b&gt;')
    expect(section).toContain('- **Element:** \\*\\*strong\\*\\* \\`code\\` &amp; more')
    // The JSON export keeps the text as it was written: escaping is Markdown's business.
    const json = JSON.parse((await exportOf('json')).payload) as Feedback[]
    expect(json.find((f) => f.id === id)).toMatchObject(hostile)
  })
})

describe('exporting 100,000 entries', () => {
  /** Generates the rows inside the database (one statement, the same SQL on SQLite and PostgreSQL). */
  const insertEntries = async (count: number) => {
    const message = 'A realistic feedback message about the staff dashboard that keeps going for a while. '.repeat(6)
    const createdAt = new Date().toISOString()
    await api.server.app.db.raw(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO feedback (message, "reporterName", "pageUrl", status, priority, category, subcategory, "positionX", "positionY", "createdAt", "updatedAt")
       SELECT ?, 'Load Test', '/staff', 'open', 'normal', 'broken', 'performance', 10, 20, ?, ? FROM n`,
      [count, message, createdAt, createdAt],
    )
  }

  /** Downloads the export through a real socket, discarding the bytes, and samples the heap meanwhile. */
  const download = (port: number, format: string) =>
    new Promise<{ bytes: number; peakHeap: number; status: number }>((resolve, reject) => {
      let peakHeap = process.memoryUsage().heapUsed
      const sample = setInterval(() => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)), 5)
      get({ port, path: `/api/feedback/export/${format}`, headers: { cookie: api.cookies.staff } }, (res) => {
        let bytes = 0
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length
          peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)
        })
        res.on('end', () => {
          clearInterval(sample)
          resolve({ bytes, peakHeap, status: res.statusCode ?? 0 })
        })
        res.on('error', reject)
      }).on('error', reject)
    })

  it('streams in batches, with memory that does not grow with the number of rows', { timeout: 120_000 }, async () => {
    const base = Number((await api.server.app.db('feedback').count({ n: '*' }).first())!.n)
    await insertEntries(10_000)
    const queries: string[] = []
    const onQuery = (q: { sql: string }) => {
      if (/from .feedback./i.test(q.sql) && /^select/i.test(q.sql)) queries.push(q.sql)
    }
    api.server.app.db.on('query', onQuery)

    const listening = await createTestServerListening()
    try {
      const port = listening
      const heapAt = () => process.memoryUsage().heapUsed
      const small = await download(port, 'json')
      const smallGrowth = small.peakHeap - heapAt()
      // Markdown reads the same batched rows; one pass over 10,000 is enough to check it streams too.
      const md = await download(port, 'markdown')
      await insertEntries(90_000)
      queries.length = 0
      const before = heapAt()
      const large = await download(port, 'json')
      const largeGrowth = large.peakHeap - before

      expect(small.status).toBe(200)
      expect(large.status).toBe(200)
      expect(md.status).toBe(200)
      expect(md.bytes).toBeGreaterThan(small.bytes * 0.8)
      // 100,000 rows of ~600 characters: ~70 MB of JSON went through...
      expect(large.bytes).toBeGreaterThan(60_000_000)
      expect(large.bytes / small.bytes).toBeGreaterThan(9)
      // ...read from the database batch by batch, never in one result...
      const rows = base + 100_000
      expect(queries.filter((q) => /limit/i.test(q)).length).toBeGreaterThanOrEqual(
        Math.floor(rows / EXPORT_BATCH_SIZE),
      )
      // ...while the heap grew by a fraction of that, no more than for a tenth of the rows.
      expect(largeGrowth).toBeLessThan(40_000_000)
      expect(largeGrowth).toBeLessThan(Math.max(smallGrowth, 0) + 30_000_000)
      console.log(
        `export: 10k rows ${(small.bytes / 1e6).toFixed(1)} MB, heap +${(smallGrowth / 1e6).toFixed(1)} MB; ` +
          `100k rows ${(large.bytes / 1e6).toFixed(1)} MB, heap +${(largeGrowth / 1e6).toFixed(1)} MB; markdown of 10k rows ${(md.bytes / 1e6).toFixed(1)} MB`,
      )
    } finally {
      api.server.app.db.off('query', onQuery)
      await api.server.stop()
    }
  })

  /** Starts the shared test server on a free port (it was only initialized). */
  async function createTestServerListening(): Promise<number> {
    api.server.settings.port = 0
    await api.server.start()
    return (api.server.listener.address() as AddressInfo).port
  }
})
