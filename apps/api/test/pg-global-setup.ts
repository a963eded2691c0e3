import type { TestProject } from 'vitest/node'
import { init } from '../src/server.js'
import { createPgDatabase, pgDatabaseUrl, startPgCluster, type PgCluster } from './pg-cluster.js'
import { testEnv } from './test-env.js'

const TEMPLATE = 'll_template'
let cluster: PgCluster | undefined

/**
 * The `api-pg` project: one throw-away cluster for the run, with a template database migrated and seeded
 * once; each test server gets its own copy of it.
 */
export async function setup(project: TestProject) {
  cluster = await startPgCluster()
  await createPgDatabase(cluster.url, TEMPLATE)
  const server = await init({ env: testEnv({ DATABASE_URL: pgDatabaseUrl(cluster.url, TEMPLATE) }), seed: true })
  await server.stop()
  project.provide('pgUrl', cluster.url)
  project.provide('pgTemplate', TEMPLATE)
  console.log(`PostgreSQL pass: throw-away cluster at ${cluster.url}`)
}

export async function teardown() {
  cluster?.stop()
}
