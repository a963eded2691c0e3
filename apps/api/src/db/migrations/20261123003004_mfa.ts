import type { Knex } from 'knex'

/**
 * The second factor (issue 19.4): a TOTP secret per user (pending until a first code confirms it), the
 * last time step used (a code cannot be replayed), 10 single-use recovery codes stored hashed, and
 * the sign-ins waiting for their code.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('mfaSecret', 128).nullable()
    t.string('mfaPendingSecret', 128).nullable()
    t.timestamp('mfaEnabledAt', { useTz: true }).nullable()
    t.bigInteger('mfaLastStep').nullable()
  })
  await knex.schema.createTable('mfaRecoveryCodes', (t) => {
    t.increments('id')
    t.integer('userId').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
    t.string('codeHash', 64).notNullable()
    t.timestamp('usedAt', { useTz: true }).nullable()
    t.index(['userId'])
  })
  await knex.schema.createTable('mfaChallenges', (t) => {
    // sha256 of the random id the ll_mfa cookie carries.
    t.string('id', 64).primary()
    t.integer('userId').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
    t.string('portal', 10).notNullable()
    t.timestamp('expiresAt', { useTz: true }).notNullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('mfaChallenges')
  await knex.schema.dropTableIfExists('mfaRecoveryCodes')
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('mfaSecret')
    t.dropColumn('mfaPendingSecret')
    t.dropColumn('mfaEnabledAt')
    t.dropColumn('mfaLastStep')
  })
}
