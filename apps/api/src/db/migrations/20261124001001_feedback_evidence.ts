import type { Knex } from 'knex'

/**
 * A report's evidence (issue 17): at most one screenshot per entry, in its own table so that reading the list
 * or exporting never touches image bytes, removed with its entry; and the browser context the widget collected
 * (JSON text of FeedbackContext), a column of the entry. The entry says whether it has a screenshot (written in
 * the same transaction as the image), so the list and the export never look into the images' table.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('feedbackScreenshots', (t) => {
    t.integer('feedbackId').primary().references('id').inTable('feedback').onDelete('CASCADE')
    // The sniffed type, never the one the client declared.
    t.string('type', 20).notNullable().checkIn(['image/png', 'image/jpeg', 'image/webp'])
    t.binary('bytes').notNullable()
    t.integer('width').notNullable()
    t.integer('height').notNullable()
    t.integer('size').notNullable()
    t.timestamp('createdAt', { useTz: true }).notNullable()
  })
  // Nullable, or with a constant default: both databases add them without rewriting a million-row table.
  // hasScreenshot lets every read say whether there is an image without joining the images' table.
  await knex.schema.alterTable('feedback', (t) => {
    t.text('context').nullable()
    t.boolean('hasScreenshot').notNullable().defaultTo(false)
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('feedback', (t) => {
    t.dropColumn('hasScreenshot')
    t.dropColumn('context')
  })
  await knex.schema.dropTableIfExists('feedbackScreenshots')
}
