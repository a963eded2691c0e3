// 100,000 feedback entries for the export figures, written straight into the database.
import knexFactory from 'knex'

const STATUSES = ['open', 'open', 'locked', 'resolved']
const PRIORITIES = ['low', 'normal', 'normal', 'high']
const CATEGORIES = ['broken', 'improvement', 'update', 'feature', 'navigation']

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

/** knex on a PostgreSQL URL or a SQLite file. */
export function openDatabase(connection) {
  return connection.startsWith('postgres')
    ? knexFactory({ client: 'pg', connection, pool: { min: 0, max: 2 } })
    : knexFactory({ client: 'sqlite3', connection: { filename: connection }, useNullAsDefault: true })
}

/** Replaces the feedback table's rows by exactly `count` entries. */
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
    const [{ n }] = await db('feedback').count({ n: '*' })
    return Number(n)
  } finally {
    await db.destroy()
  }
}

/** How many feedback rows the database holds. */
export async function countFeedback(connection) {
  const db = openDatabase(connection)
  try {
    const [{ n }] = await db('feedback').count({ n: '*' })
    return Number(n)
  } finally {
    await db.destroy()
  }
}
