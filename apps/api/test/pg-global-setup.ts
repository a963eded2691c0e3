import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { createPgDatabase, pgDatabaseUrl, startPgCluster, type PgCluster } from './pg-cluster.js'

const TEMPLATE = 'll_template'
let cluster: PgCluster | undefined

/**
 * The `api-pg` project: one throw-away cluster for the run, with a template database migrated and seeded
 * once; each test server gets its own copy of it.
 */
export async function setup(project: TestProject) {
  cluster = await startPgCluster()
  await createPgDatabase(cluster.url, TEMPLATE)
  // In a process of its own: vitest's global setup cannot resolve the workspace packages to their sources.
  const template = spawnSync(
    process.execPath,
    [
      '--conditions=@ledgerline/source',
      '--import',
      'tsx',
      fileURLToPath(new URL('./pg-template.ts', import.meta.url)),
      pgDatabaseUrl(cluster.url, TEMPLATE),
    ],
    { stdio: 'inherit' },
  )
  if (template.status !== 0) throw new Error(`Migrating the PostgreSQL template failed (exit ${template.status})`)
  project.provide('pgUrl', cluster.url)
  project.provide('pgTemplate', TEMPLATE)
  console.log(`PostgreSQL pass: throw-away cluster at ${cluster.url}`)
}

export async function teardown() {
  cluster?.stop()
}
