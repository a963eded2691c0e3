import type { Knex } from 'knex'

const PIN_PREDICATE = `status IN ('open', 'locked') AND "positionX" IS NOT NULL AND "positionY" IS NOT NULL`
const SEARCHED = ['message', 'reporterName', 'pageUrl'] as const

/**
 * Feedback at scale (1,000,000 entries): keyset indexes for the paged list and its filters, one index for
 * the newest pins of a page, a text index for the search box (FTS5 with the trigram tokenizer on SQLite,
 * pg_trgm on PostgreSQL: both match substrings, as the search always did), where a reporter's name came
 * from, and idempotency keys of submissions (unique per submitter).
 */
export async function up(knex: Knex): Promise<void> {
  const pg = knex.client.config.client === 'pg'
  // Plain SQL, the same on both: SQLite adds a column with its CHECK without rebuilding the table.
  await knex.raw(
    `ALTER TABLE feedback ADD COLUMN "reporterSource" varchar(10) NOT NULL DEFAULT 'typed'
       CHECK ("reporterSource" IN ('account', 'typed', 'site'))`,
  )
  await knex.raw(`ALTER TABLE feedback ADD COLUMN "idempotencyScope" varchar(100) NULL`)
  await knex.raw(`ALTER TABLE feedback ADD COLUMN "idempotencyKey" varchar(100) NULL`)
  await knex.raw(
    `UPDATE feedback SET "reporterSource" = CASE
       WHEN "siteId" IS NOT NULL THEN 'site'
       WHEN "reporterName" = (SELECT username FROM users WHERE users.id = feedback."userId") THEN 'account'
       ELSE 'typed' END`,
  )
  await knex.raw(
    `CREATE UNIQUE INDEX feedback_idempotency ON feedback ("idempotencyScope", "idempotencyKey")
       WHERE "idempotencyKey" IS NOT NULL`,
  )

  // The list is newest first by id; a filter walks its own index in id order.
  await knex.schema.alterTable('feedback', (t) => {
    t.dropIndex(['status'])
    t.index(['status', 'id'], 'feedback_status_id')
    t.index(['priority', 'id'], 'feedback_priority_id')
  })

  // The newest unresolved, positioned entries of one page. A B-tree entry is capped near 2.7 KB on
  // PostgreSQL, less than a 2048-character URL can take, so there the page is indexed by its md5.
  if (pg) {
    await knex.raw('DROP INDEX feedback_pageurl_hash')
    await knex.raw(`CREATE INDEX feedback_pins ON feedback (md5("pageUrl"), id) WHERE ${PIN_PREDICATE}`)
  } else {
    await knex.schema.alterTable('feedback', (t) => t.dropIndex(['pageUrl', 'status']))
    await knex.raw(`CREATE INDEX feedback_pins ON feedback ("pageUrl", id) WHERE ${PIN_PREDICATE}`)
  }

  if (pg) {
    // pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it.
    await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm')
    for (const column of SEARCHED) {
      await knex.raw(`CREATE INDEX feedback_search_${column} ON feedback USING gin (lower("${column}") gin_trgm_ops)`)
    }
  } else {
    const columns = SEARCHED.map((c) => `"${c}"`).join(', ')
    const values = (row: 'new' | 'old') => SEARCHED.map((c) => `${row}."${c}"`).join(', ')
    await knex.raw(
      `CREATE VIRTUAL TABLE feedback_search USING fts5(${columns}, content='feedback', content_rowid='id', tokenize='trigram')`,
    )
    await knex.raw(
      `CREATE TRIGGER feedback_search_insert AFTER INSERT ON feedback BEGIN
         INSERT INTO feedback_search (rowid, ${columns}) VALUES (new.id, ${values('new')}); END`,
    )
    await knex.raw(
      `CREATE TRIGGER feedback_search_delete AFTER DELETE ON feedback BEGIN
         INSERT INTO feedback_search (feedback_search, rowid, ${columns}) VALUES ('delete', old.id, ${values('old')}); END`,
    )
    await knex.raw(
      `CREATE TRIGGER feedback_search_update AFTER UPDATE OF ${columns} ON feedback BEGIN
         INSERT INTO feedback_search (feedback_search, rowid, ${columns}) VALUES ('delete', old.id, ${values('old')});
         INSERT INTO feedback_search (rowid, ${columns}) VALUES (new.id, ${values('new')}); END`,
    )
    await knex.raw(`INSERT INTO feedback_search (feedback_search) VALUES ('rebuild')`)
  }
}

export async function down(knex: Knex): Promise<void> {
  const pg = knex.client.config.client === 'pg'
  if (pg) {
    for (const column of SEARCHED) await knex.raw(`DROP INDEX feedback_search_${column}`)
    await knex.raw('DROP INDEX feedback_pins')
    await knex.raw(`CREATE INDEX feedback_pageurl_hash ON feedback USING hash ("pageUrl")`)
  } else {
    for (const trigger of ['insert', 'delete', 'update'])
      await knex.raw(`DROP TRIGGER IF EXISTS feedback_search_${trigger}`)
    await knex.raw('DROP TABLE IF EXISTS feedback_search')
    await knex.raw('DROP INDEX feedback_pins')
    await knex.schema.alterTable('feedback', (t) => t.index(['pageUrl', 'status']))
  }
  await knex.raw('DROP INDEX feedback_idempotency')
  await knex.schema.alterTable('feedback', (t) => {
    t.dropIndex(['status', 'id'], 'feedback_status_id')
    t.dropIndex(['priority', 'id'], 'feedback_priority_id')
    t.index(['status'])
  })
  await knex.schema.alterTable('feedback', (t) => {
    t.dropColumn('idempotencyKey')
    t.dropColumn('idempotencyScope')
    t.dropColumn('reporterSource')
  })
}
