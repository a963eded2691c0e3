import type { Knex } from 'knex'

/**
 * Single-use links sent by e-mail: invitations (72 hours) and password resets (30 minutes).
 * Only the sha256 of the random token is stored; `usedAt` makes a link work once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('accountLinks', (t) => {
    t.increments('id')
    t.integer('userId').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
    t.string('purpose', 20).notNullable().checkIn(['invitation', 'reset'])
    t.string('tokenHash', 64).notNullable().unique()
    t.timestamp('createdAt', { useTz: true }).notNullable()
    t.timestamp('expiresAt', { useTz: true }).notNullable()
    t.timestamp('usedAt', { useTz: true }).nullable()
    t.index(['userId', 'purpose'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('accountLinks')
}
