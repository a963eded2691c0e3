import type { Knex } from 'knex'

/**
 * The outbox (DECISIONS.md §12): e-mails and webhook deliveries written in the same transaction as
 * the change that causes them, then sent by the outbox job. The value lists are copied, not imported.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('outbox', (t) => {
    t.increments('id')
    t.string('kind', 20).notNullable().checkIn(['email', 'webhook'])
    // JSON text: the same on SQLite and PostgreSQL.
    t.text('payload').notNullable()
    t.string('status', 20).notNullable().checkIn(['pending', 'sent', 'failed'])
    t.integer('attempts').notNullable().defaultTo(0)
    t.timestamp('nextAttemptAt', { useTz: true }).notNullable()
    // Lease of the job: a claim that ran out may be taken again by any instance.
    t.timestamp('claimedUntil', { useTz: true }).nullable()
    t.text('lastError').nullable()
    t.timestamp('createdAt', { useTz: true }).notNullable()
    t.timestamp('sentAt', { useTz: true }).nullable()
    t.index(['status', 'nextAttemptAt'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('outbox')
}
