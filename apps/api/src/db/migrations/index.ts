import type { Knex } from 'knex'
import * as identity from './20261122000001_identity.js'
import * as workspace from './20261122000002_workspace.js'
import * as feedbackScale from './20261123001000_feedback_scale.js'
import * as security from './20261123002001_security.js'
import * as outbox from './20261123003001_outbox.js'
import * as audit from './20261123003002_audit.js'
import * as accountLinks from './20261123003003_account_links.js'
import * as mfa from './20261123003004_mfa.js'
import * as feedbackLoop from './20261123004001_feedback_loop.js'
import * as webhooks from './20261123004002_webhooks.js'
import * as feedbackEvidence from './20261124001001_feedback_evidence.js'

interface Migration {
  up: (knex: Knex) => Promise<void>
  down: (knex: Knex) => Promise<void>
}

/**
 * Migrations are listed here rather than read from the folder, so that they run the same under
 * tsx, vitest and a bundler. Append new ones at the end; never rename a shipped one.
 */
const migrations: Record<string, Migration> = {
  '20261122000001_identity': identity,
  '20261122000002_workspace': workspace,
  '20261123001000_feedback_scale': feedbackScale,
  '20261123002001_security': security,
  '20261123003001_outbox': outbox,
  '20261123003002_audit': audit,
  '20261123003003_account_links': accountLinks,
  '20261123003004_mfa': mfa,
  '20261123004001_feedback_loop': feedbackLoop,
  '20261123004002_webhooks': webhooks,
  '20261124001001_feedback_evidence': feedbackEvidence,
}

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: () => Promise.resolve(Object.keys(migrations)),
  getMigrationName: (name) => name,
  getMigration: (name) => Promise.resolve(migrations[name]!),
}
