import type { TestProject } from 'vitest/node'
import { startPgCluster, type PgCluster } from './pg-cluster.js'

let cluster: PgCluster | undefined

/** The `api-pg` project: one throw-away cluster for the run; each test server gets its own database in it. */
export async function setup(project: TestProject) {
  cluster = await startPgCluster()
  project.provide('pgUrl', cluster.url)
  console.log(`PostgreSQL pass: throw-away cluster at ${cluster.url}`)
}

export async function teardown() {
  cluster?.stop()
}
