import type { Knex } from 'knex'

/** Users, sessions, sign-in throttling, embedding sites and API tokens. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id')
    t.string('email', 320).notNullable().unique()
    t.string('username', 200).notNullable().unique()
    t.string('passwordHash', 300).nullable()
    t.string('role', 20).nullable().checkIn(['admin', 'manager', 'staff', 'client'])
    t.string('firstName', 100).nullable()
    t.string('lastName', 100).nullable()
    t.string('profileImageUrl', 2048).nullable()
    t.boolean('vipStatus').notNullable().defaultTo(false)
    t.boolean('isActive').notNullable().defaultTo(true)
    t.timestamp('createdAt', { useTz: true }).notNullable()
    t.timestamp('updatedAt', { useTz: true }).notNullable()
  })

  await knex.schema.createTable('sessions', (t) => {
    // sha256 of the random id the cookie carries: a leaked table cannot be replayed.
    t.string('id', 64).primary()
    t.integer('userId').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
    t.timestamp('createdAt', { useTz: true }).notNullable()
    t.timestamp('lastSeenAt', { useTz: true }).notNullable()
    t.timestamp('expiresAt', { useTz: true }).notNullable()
    t.string('ip', 64).nullable()
    t.string('userAgent', 512).nullable()
    t.index(['userId'])
  })

  await knex.schema.createTable('throttleEvents', (t) => {
    t.increments('id')
    t.string('key', 400).notNullable()
    t.timestamp('createdAt', { useTz: true }).notNullable()
    t.index(['key', 'createdAt'])
  })

  await knex.schema.createTable('sites', (t) => {
    t.increments('id')
    t.string('name', 200).notNullable()
    t.string('key', 100).notNullable().unique()
    t.timestamp('createdAt', { useTz: true }).notNullable()
  })

  await knex.schema.createTable('siteOrigins', (t) => {
    t.increments('id')
    t.integer('siteId').unsigned().notNullable().references('id').inTable('sites').onDelete('CASCADE')
    t.string('origin', 300).notNullable()
    t.unique(['siteId', 'origin'])
    t.index(['origin'])
  })

  await knex.schema.createTable('apiTokens', (t) => {
    t.increments('id')
    t.string('name', 200).notNullable()
    t.string('tokenHash', 64).notNullable().unique()
    t.string('prefix', 16).notNullable()
    t.string('scopes', 200).notNullable()
    t.timestamp('createdAt', { useTz: true }).notNullable()
    t.timestamp('expiresAt', { useTz: true }).nullable()
    t.timestamp('revokedAt', { useTz: true }).nullable()
    t.timestamp('lastUsedAt', { useTz: true }).nullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['apiTokens', 'siteOrigins', 'sites', 'throttleEvents', 'sessions', 'users']) {
    await knex.schema.dropTableIfExists(table)
  }
}
