import type { Knex } from 'knex'

const REFUSAL = 'audit_events is append-only'

/**
 * The audit trail (DECISIONS.md §12): append-only. The actor is kept by id and by name, without a
 * foreign key, so an event outlives its actor. Triggers refuse UPDATE and DELETE on both databases
 * (and TRUNCATE on PostgreSQL), so not even a bug in the application can rewrite history.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('audit_events', (t) => {
    t.increments('id')
    t.timestamp('createdAt', { useTz: true }).notNullable()
    t.integer('actorId').nullable()
    t.string('actorLabel', 320).notNullable()
    t.string('action', 60).notNullable()
    t.string('targetType', 40).nullable()
    t.string('targetId', 100).nullable()
    t.string('targetLabel', 320).nullable()
    t.string('ip', 64).nullable()
    t.string('userAgent', 512).nullable()
    // JSON text of an object (filters of an export, old and new role…): the same on both databases.
    t.text('details').nullable()
    t.index(['createdAt'])
    t.index(['actorId'])
    t.index(['action'])
  })
  if (knex.client.config.client === 'pg') {
    await knex.raw(`
      CREATE FUNCTION audit_events_append_only() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION '${REFUSAL}'; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER audit_events_no_update BEFORE UPDATE OR DELETE ON audit_events
        FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
      CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
        FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();`)
  } else {
    await knex.raw(
      `CREATE TRIGGER audit_events_no_update BEFORE UPDATE ON audit_events BEGIN SELECT RAISE(ABORT, '${REFUSAL}'); END`,
    )
    await knex.raw(
      `CREATE TRIGGER audit_events_no_delete BEFORE DELETE ON audit_events BEGIN SELECT RAISE(ABORT, '${REFUSAL}'); END`,
    )
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('audit_events')
  if (knex.client.config.client === 'pg') await knex.raw('DROP FUNCTION IF EXISTS audit_events_append_only()')
}
