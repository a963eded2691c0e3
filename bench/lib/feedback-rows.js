// 100,000 feedback entries for the export figures, written straight into the database.
import knexFactory from 'knex'

const STATUSES = ['open', 'open', 'locked', 'resolved']
const PRIORITIES = ['low', 'normal', 'normal', 'high']
const CATEGORIES = ['broken', 'improvement', 'update', 'feature', 'navigation']

/**
 * @param {number} n
 * @param {string} at ISO timestamp
 */
function entry(n, at) {
  return {
    // Markdown and HTML in the text, so the export's escaping does its real work.
    message: `Entry ${n}: the *total* on [the summary](x) is off by 1.5 <b>again</b>.\nSecond line # not a heading | with a pipe.`,
    reporterName: `Reporter ${n % 97}`,
    pageUrl: `/client/documents?page=${n % 50}`,
    status: STATUSES[n % STATUSES.length],
    priority: PRIORITIES[n % PRIORITIES.length],
    category: CATEGORIES[n % CATEGORIES.length],
    subcategory: null,
    elementText: 'Upload',
    elementSelector: 'main > section.uploads > button.primary',
    positionX: n % 1200,
    positionY: n % 800,
    elementBounds: JSON.stringify({ x: 10, y: 20, width: 120, height: 32 }),
    userId: null,
    siteId: null,
    createdAt: at,
    updatedAt: at,
  }
}

/**
 * knex on a PostgreSQL URL or a SQLite file.
 * @param {string} connection
 * @returns {import('knex').Knex}
 */
export function openDatabase(connection) {
  return connection.startsWith('postgres')
    ? knexFactory({ client: 'pg', connection, pool: { min: 0, max: 2 } })
    : knexFactory({ client: 'sqlite3', connection: { filename: connection }, useNullAsDefault: true })
}

/**
 * How many rows the feedback table holds.
 * @param {import('knex').Knex} db
 * @returns {Promise<number>}
 */
async function rowCount(db) {
  const [row] = await db('feedback').count({ n: '*' })
  if (row?.n === undefined) throw new Error('count(*) of feedback returned no row')
  return Number(row.n)
}

/**
 * Replaces the feedback table's rows by exactly `count` entries.
 * @param {string} connection
 * @param {number} count
 * @returns {Promise<number>} the rows the table holds afterwards
 */
export async function fillFeedback(connection, count) {
  const db = openDatabase(connection)
  try {
    await db.transaction(async (trx) => {
      await trx('feedback').delete()
      const at = new Date().toISOString()
      // knex writes a SQLite multi-row insert as one compound SELECT, which SQLite caps at 500 terms.
      for (let start = 0; start < count; start += 400) {
        const rows = []
        for (let n = start; n < Math.min(count, start + 400); n++) rows.push(entry(n + 1, at))
        await trx('feedback').insert(rows)
      }
    })
    return await rowCount(db)
  } finally {
    await db.destroy()
  }
}

/** The word of the searched page: it occurs in one generated entry in a thousand. */
export const LARGE_NEEDLE = 'ref7x'
/** A page of the generated entries, for the pins figure: one entry in 50 is on it. */
export const LARGE_PIN_PAGE = '/client/documents?page=7'

/**
 * Replaces the feedback table's rows by `count` entries generated inside the database, 100,000 per
 * statement (the same columns as `entry`, with `ref<n % 1000>x` in every message for the searched page).
 * @param {string} connection
 * @param {number} count
 * @param {(written: number) => void} [onProgress] called with the entries written so far
 * @returns {Promise<void>}
 */
export async function fillGenerated(connection, count, onProgress = () => {}) {
  const db = openDatabase(connection)
  const pg = connection.startsWith('postgres')
  const chunk = 100_000
  try {
    await db('feedback').delete()
    const at = new Date().toISOString()
    for (let start = 1; start <= count; start += chunk) {
      const end = Math.min(count, start + chunk - 1)
      const numbers = pg
        ? 'SELECT i FROM generate_series(?::int, ?::int) AS n(i)'
        : 'WITH RECURSIVE n(i) AS (SELECT ? UNION ALL SELECT i + 1 FROM n WHERE i < ?) SELECT i FROM n'
      await db.raw(
        `INSERT INTO feedback (message, "reporterName", "pageUrl", status, priority, category, "elementText",
           "elementSelector", "positionX", "positionY", "elementBounds", "createdAt", "updatedAt")
         SELECT 'Entry ' || i || ': the *total* on [the summary](x) is off by 1.5 <b>again</b>, see ref' || (i % 1000) || 'x. Second sentence # not a heading | with a pipe.',
           'Reporter ' || (i % 97), ? || (i % 50),
           CASE i % 4 WHEN 2 THEN 'locked' WHEN 3 THEN 'resolved' ELSE 'open' END,
           CASE i % 7 WHEN 0 THEN 'low' WHEN 5 THEN 'high' WHEN 6 THEN 'urgent' ELSE 'normal' END,
           CASE i % 5 WHEN 0 THEN 'broken' WHEN 1 THEN 'improvement' WHEN 2 THEN 'update' WHEN 3 THEN 'feature' ELSE 'navigation' END,
           'Upload', 'main > section.uploads > button.primary', i % 1200, i % 800,
           '{"x":10,"y":20,"width":120,"height":32}', ?, ?
         FROM (${numbers}) AS numbers`,
        ['/client/documents?page=', at, at, start, end],
      )
      onProgress(end)
    }
    if (pg) await db.raw('ANALYZE feedback')
  } finally {
    await db.destroy()
  }
}

/**
 * How many feedback rows the database holds.
 * @param {string} connection
 * @returns {Promise<number>}
 */
export async function countFeedback(connection) {
  const db = openDatabase(connection)
  try {
    return await rowCount(db)
  } finally {
    await db.destroy()
  }
}
