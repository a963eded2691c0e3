import type { Knex } from 'knex'

/**
 * Webhook endpoints (DECISIONS.md §12). Deliveries are rows of the outbox; each endpoint keeps the
 * outcome of its latest attempt so staff see at a glance whether it works. The secret signs the
 * deliveries, so it is kept as is (it is shown once, when the endpoint is added).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('webhookEndpoints', (t) => {
    t.increments('id')
    t.string('url', 2048).notNullable()
    // Space-separated event types.
    t.string('events', 200).notNullable()
    t.string('format', 20).notNullable().checkIn(['json', 'slack', 'github'])
    t.string('secret', 100).notNullable()
    t.timestamp('createdAt', { useTz: true }).notNullable()
    t.timestamp('lastAttemptAt', { useTz: true }).nullable()
    t.string('lastStatus', 20).nullable()
    t.integer('lastStatusCode').nullable()
    t.text('lastError').nullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('webhookEndpoints')
}
