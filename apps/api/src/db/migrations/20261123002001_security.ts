import type { Knex } from 'knex'

/**
 * Issue 13: one atomic counter row per throttle key (instead of a row per event), gate passes kept
 * server-side like sessions, and each embedding site's daily ceiling.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('throttleCounters', (t) => {
    // `login-account:<email>`, `login-address:<ip>`, `gate-address:<ip>`, `site-address:<site>:<ip>`, `site-day:<site>`.
    t.string('key', 400).primary()
    t.integer('hits').notNullable()
    // Epoch milliseconds: the window began at the first counted attempt and ends here.
    t.bigInteger('expiresAt').notNullable()
    t.index(['expiresAt'])
  })
  await knex.schema.dropTableIfExists('throttleEvents')

  await knex.schema.createTable('gatePasses', (t) => {
    // sha256 of the random id the gate cookie carries.
    t.string('id', 64).primary()
    // Which gate credentials it was issued for (an HMAC of them): a new gate password ends every pass.
    t.string('credentials', 64).notNullable()
    t.timestamp('createdAt', { useTz: true }).notNullable()
    t.timestamp('expiresAt', { useTz: true }).notNullable()
    t.index(['expiresAt'])
  })

  await knex.schema.alterTable('sites', (t) => {
    t.integer('dailyLimit').notNullable().defaultTo(10_000)
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sites', (t) => {
    t.dropColumn('dailyLimit')
  })
  await knex.schema.dropTableIfExists('gatePasses')
  await knex.schema.dropTableIfExists('throttleCounters')
  await knex.schema.createTable('throttleEvents', (t) => {
    t.increments('id')
    t.string('key', 400).notNullable()
    t.timestamp('createdAt', { useTz: true }).notNullable()
    t.index(['key', 'createdAt'])
  })
}
