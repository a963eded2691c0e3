import type { Knex } from 'knex'

const CONVERSATION_STATUSES = ['new', 'in_progress', 'completed', 'overdue']
const NOTIFICATION_TYPES = ['info', 'warning', 'success', 'error']
const DOCUMENT_STATUSES = ['uploaded', 'processing', 'processed', 'verified']
const FEEDBACK_STATUSES = ['open', 'locked', 'resolved']
const FEEDBACK_PRIORITIES = ['low', 'normal', 'high', 'urgent']
const FEEDBACK_CATEGORIES = ['broken', 'improvement', 'update', 'feature', 'navigation']

/**
 * The firm's workspace: conversations, notifications, clients and their documents, the library
 * and feedback. The value lists are copied, not imported: a shipped migration must never change
 * when the code's constants do.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('serviceTypes', (t) => {
    t.increments('id')
    t.string('name', 200).notNullable().unique()
  })

  await knex.schema.createTable('conversations', (t) => {
    t.increments('id')
    t.string('title', 300).notNullable()
    t.string('status', 20).notNullable().checkIn(CONVERSATION_STATUSES)
    t.string('assignedTo', 200).nullable()
    t.integer('serviceTypeId').unsigned().nullable().references('id').inTable('serviceTypes').onDelete('SET NULL')
    t.timestamp('lastActivity', { useTz: true }).notNullable()
    t.integer('messageCount').nullable()
    t.boolean('isUnread').notNullable().defaultTo(false)
    t.string('lastMessageSender', 200).nullable()
    t.text('lastMessageContent').nullable()
    t.timestamp('createdAt', { useTz: true }).notNullable()
    t.index(['lastActivity'])
  })

  await knex.schema.createTable('notifications', (t) => {
    t.increments('id')
    t.integer('userId').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
    t.string('type', 20).notNullable().checkIn(NOTIFICATION_TYPES)
    t.string('title', 300).notNullable()
    t.text('description').nullable()
    t.boolean('read').notNullable().defaultTo(false)
    t.timestamp('createdAt', { useTz: true }).notNullable()
    t.index(['userId', 'read'])
  })

  await knex.schema.createTable('clients', (t) => {
    t.increments('id')
    // The portal account of this client, if it has one.
    t.integer('userId').unsigned().nullable().unique().references('id').inTable('users').onDelete('SET NULL')
    t.string('firstName', 100).notNullable()
    t.string('lastName', 100).notNullable()
    t.string('email', 320).notNullable().unique()
    t.string('phone', 50).nullable()
    t.string('address', 500).nullable()
    t.string('profileImageUrl', 2048).nullable()
    t.boolean('isVip').notNullable().defaultTo(false)
    t.timestamp('createdAt', { useTz: true }).notNullable()
  })

  await knex.schema.createTable('documents', (t) => {
    t.increments('id')
    t.integer('clientId').unsigned().notNullable().references('id').inTable('clients').onDelete('CASCADE')
    t.string('filename', 500).notNullable()
    t.string('type', 200).notNullable()
    t.bigInteger('size').notNullable()
    t.string('uploadedBy', 200).notNullable()
    t.timestamp('uploadedDate', { useTz: true }).notNullable()
    t.string('status', 20).notNullable().checkIn(DOCUMENT_STATUSES)
    t.string('thumbnail', 2048).nullable()
    t.string('category', 100).nullable()
    t.string('subCategory', 100).nullable()
    // JSON text of a string array: the same on SQLite and PostgreSQL.
    t.text('tags').notNullable().defaultTo('[]')
    t.integer('confidence').nullable()
    t.text('extractedText').nullable()
    t.boolean('isManuallyTagged').notNullable().defaultTo(false)
    // Lease of the background job: a claim older than the lease may be taken again.
    t.timestamp('processingClaimedAt', { useTz: true }).nullable()
    t.index(['clientId'])
    t.index(['status'])
  })

  await knex.schema.createTable('flowTemplates', (t) => {
    t.increments('id')
    t.string('title', 300).notNullable().unique()
    t.text('description').notNullable()
    t.string('author', 200).notNullable()
    t.boolean('isShared').notNullable().defaultTo(false)
    t.timestamp('lastModified', { useTz: true }).notNullable()
  })

  for (const table of ['actionTemplates', 'libraryFiles']) {
    await knex.schema.createTable(table, (t) => {
      t.increments('id')
      t.string('name', 300).notNullable().unique()
      t.string('type', 100).notNullable()
      t.string('owner', 200).notNullable()
      t.timestamp('lastModified', { useTz: true }).notNullable()
      t.bigInteger('size').notNullable()
    })
  }

  await knex.schema.createTable('feedback', (t) => {
    t.increments('id')
    t.text('message').notNullable()
    t.string('reporterName', 200).notNullable()
    t.string('pageUrl', 2048).notNullable()
    t.string('status', 20).notNullable().defaultTo('open').checkIn(FEEDBACK_STATUSES)
    t.string('priority', 20).notNullable().defaultTo('normal').checkIn(FEEDBACK_PRIORITIES)
    t.string('category', 20).notNullable().checkIn(FEEDBACK_CATEGORIES)
    t.string('subcategory', 50).nullable()
    t.string('elementText', 100).nullable()
    t.string('elementSelector', 1000).nullable()
    t.integer('positionX').nullable()
    t.integer('positionY').nullable()
    t.text('elementBounds').nullable()
    t.integer('userId').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
    t.integer('siteId').unsigned().nullable().references('id').inTable('sites').onDelete('SET NULL')
    t.timestamp('createdAt', { useTz: true }).notNullable()
    t.timestamp('updatedAt', { useTz: true }).notNullable()
    // Pins look up one page. A B-tree entry is capped near 2.7 KB on PostgreSQL, less than a 2048-character
    // URL can take in UTF-8, so there the index is a hash index (equality is all pins need).
    if ((knex.client as { config: Knex.Config }).config.client === 'pg')
      t.index(['pageUrl'], 'feedback_pageurl_hash', { storageEngineIndexType: 'hash' })
    else t.index(['pageUrl', 'status'])
    t.index(['status'])
    t.index(['createdAt'])
  })
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'feedback',
    'libraryFiles',
    'actionTemplates',
    'flowTemplates',
    'documents',
    'clients',
    'notifications',
    'conversations',
    'serviceTypes',
  ]) {
    await knex.schema.dropTableIfExists(table)
  }
}
