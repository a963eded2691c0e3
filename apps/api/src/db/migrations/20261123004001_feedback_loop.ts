import type { Knex } from 'knex'

/**
 * Closing the feedback loop: staff's note when they lock or resolve an entry, when its status last
 * changed (the reporter's "My reports" shows it), and a site visitor's optional address to be told.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('feedback', (t) => {
    t.text('resolutionNote').nullable()
    t.timestamp('statusChangedAt', { useTz: true }).nullable()
    t.string('notifyEmail', 320).nullable()
    // "My reports": one person's entries, newest first.
    t.index(['userId', 'id'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('feedback', (t) => {
    t.dropIndex(['userId', 'id'])
    t.dropColumn('notifyEmail')
    t.dropColumn('statusChangedAt')
    t.dropColumn('resolutionNote')
  })
}
