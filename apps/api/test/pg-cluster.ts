import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './free-port.js'

export interface PgCluster {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string
  stop(): void
}

/** The folder of Debian's PostgreSQL binaries, newest version first, or undefined. */
export function findPgBin(): string | undefined {
  if (process.env.PG_BIN && existsSync(join(process.env.PG_BIN, 'initdb'))) return process.env.PG_BIN
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return undefined
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a))
  return versions.map((v) => join(base, v, 'bin')).find((bin) => existsSync(join(bin, 'initdb')))
}

/** The URL of another database in the same cluster. */
export function pgDatabaseUrl(clusterUrl: string, name: string): string {
  const url = new URL(clusterUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** Creates a database, optionally as a copy of a template, on a connection of its own that is closed at once. */
export async function createPgDatabase(clusterUrl: string, name: string, template?: string | null): Promise<void> {
  const { default: knexFactory } = await import('knex')
  const admin = knexFactory({ client: 'pg', connection: clusterUrl, pool: { min: 0, max: 1 } })
  try {
    await admin.raw(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`)
  } finally {
    await admin.destroy()
  }
}

/**
 * A throw-away PostgreSQL cluster in a temp folder on a free loopback port. PostgreSQL refuses to run as
 * root, so as root the folder belongs to `postgres` and the binaries run through `runuser`.
 */
export async function startPgCluster(bin = findPgBin()): Promise<PgCluster> {
  if (!bin) throw new Error('PostgreSQL binaries not found (apt-get install -y postgresql, or set PG_BIN)')
  const dir = mkdtempSync(join(tmpdir(), 'ledgerline-pg-'))
  const data = join(dir, 'data')
  const port = await freePort()
  const asRoot = process.getuid?.() === 0
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args]]
      : [join(bin, cmd), args]
    execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'pipe'] })
  }
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    chownSync(dir, uid, gid)
  }
  run('initdb', ['-A', 'trust', '-U', 'postgres', '-D', data, '--no-sync', '-E', 'UTF8', '--locale=C'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`
  run('pg_ctl', ['-w', '-D', data, '-o', options, '-l', join(dir, 'log'), 'start'])
  let stopped = false
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return
      stopped = true
      const args = ['-w', '-D', data, '-m', 'immediate', 'stop']
      if (asRoot) spawnSync('runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), ...args], { stdio: 'ignore' })
      else spawnSync(join(bin, 'pg_ctl'), args, { stdio: 'ignore' })
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
