// The defects of issues 13 and 15 that need no server, each as a person meets it at the command line.
import { spawn } from 'node:child_process'
import { lstatSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../apps/api/test/free-port.js'
import { BIN, REPO_ROOT, runCli, tempDatabase } from './helpers.js'

const database = tempDatabase()
const env = database.env
const scratch = () => mkdtempSync(join(database.dir, 'scratch-'))

beforeAll(async () => {
  const seeded = await runCli(['seed'], env)
  expect(seeded.code, seeded.stderr).toBe(0)
})
afterAll(() => database.cleanup())

const user = (overrides: Record<string, string>) => {
  const options = {
    '--email': 'pat@example.com',
    '--first-name': 'Pat',
    '--last-name': 'Lee',
    '--role': 'staff',
    '--password': 'a-long-enough-password',
    ...overrides,
  }
  return ['users', 'add', ...Object.entries(options).flat()]
}

describe('the database settings', () => {
  it('reports an unreachable database on stderr only: no knex warning, no stack, no password', async () => {
    const port = await freePort()
    const result = await runCli(['users', 'list'], {
      ...env,
      DATABASE_URL: `postgres://ledgerline:hunter2@127.0.0.1:${port}/ledgerline`,
    })
    expect(result.code).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr).toContain('Cannot open the database (PostgreSQL postgres://ledgerline:***@127.0.0.1')
    expect(result.stderr).not.toMatch(/Acquire connection error|\n\s+at |hunter2/)
  })

  it('needs no SESSION_PASSWORD in production and writes no data/session-password', async () => {
    const dir = scratch()
    const production = { NODE_ENV: 'production', DATA_DIR: dir, DATABASE_URL: join(dir, 'prod.sqlite') }
    const migrated = await runCli(['migrate'], production)
    expect(migrated.code, migrated.stderr).toBe(0)
    const listed = await runCli(['users', 'list', '--json'], production)
    expect(listed.code, listed.stderr).toBe(0)
    expect(JSON.parse(listed.stdout)).toEqual([])
    expect(readdirSync(dir).filter((name) => !name.startsWith('prod.sqlite'))).toEqual([])
  })

  it('refuses a database it does not speak (mysql://) without making a folder of it', async () => {
    const cwd = scratch()
    const result = await runCli(
      ['users', 'list'],
      { ...env, DATABASE_URL: 'mysql://root:hunter2@db/ledgerline' },
      { cwd },
    )
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('DATABASE_URL: mysql:// is not supported')
    expect(result.stderr).not.toContain('hunter2')
    expect(readdirSync(cwd)).toEqual([])
  })
})

describe('input checks', () => {
  it('refuses impossible dates instead of rolling them over', async () => {
    const [since, expires] = await Promise.all([
      runCli(['export', '--format', 'json', '--since', '2027-02-30'], env),
      runCli(['tokens', 'create', '--name', 'Rolled over', '--expires', '2027-02-30'], env),
    ])
    expect(since.code).toBe(2)
    expect(since.stderr).toContain('--since must be an ISO date')
    expect(expires.code).toBe(2)
    expect(expires.stderr).toContain('--expires must be an ISO date')
    const tokens = await runCli(['tokens', 'list', '--json'], env)
    expect(tokens.stdout).not.toContain('Rolled over')
  })

  it('names options, not internal fields, in validation messages', async () => {
    const result = await runCli(user({ '--email': 'casey@example.com', '--first-name': ' ' }), env)
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('--first-name')
    expect(result.stderr).not.toContain('firstName')
  })

  it('refuses a blank or short password for a new user', async () => {
    const [blank, short] = await Promise.all([
      runCli(user({ '--email': 'blank@example.com', '--password': ' '.repeat(16) }), env),
      runCli(user({ '--email': 'short@example.com', '--password': 'elevenchars' }), env),
    ])
    expect(blank.code).toBe(2)
    expect(blank.stderr).toContain('"--password" must not be blank')
    expect(short.code).toBe(2)
    expect(short.stderr).toContain('"--password" length must be at least 12 characters long')
    const listed = await runCli(['users', 'list', '--json'], env)
    expect(listed.stdout).not.toMatch(/blank@|short@/)
  })
})

describe('export --api', () => {
  it('refuses a server URL carrying a password, without echoing it', async () => {
    const port = await freePort()
    const result = await runCli(['export', '--api', `http://admin:hunter2@127.0.0.1:${port}`, '--format', 'json'], {
      ...env,
      LEDGERLINE_TOKEN: 'llt_whatever',
    })
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('--api must not carry a user or password')
    expect(result.stderr).not.toContain('hunter2')
  })
})

describe('sites and origins', () => {
  it('accepts origins with a default port, in upper case or IDN, stored as browsers send them', async () => {
    const added = await runCli(
      [
        'sites',
        'add',
        '--name',
        'Normalised',
        '--origin',
        'https://WWW.Example.COM:443',
        '--origin',
        'http://bücher.example:80/',
        '--json',
      ],
      env,
    )
    expect(added.code, added.stderr).toBe(0)
    expect(JSON.parse(added.stdout).origins).toEqual(['http://xn--bcher-kva.example', 'https://www.example.com'])
  })

  it('names the origin at fault among several, never echoing a password', async () => {
    const result = await runCli(
      [
        'sites',
        'add',
        '--name',
        'Bad',
        '--origin',
        'https://ok.example',
        '--origin',
        'https://bad.example/pricing',
        '--origin',
        'https://user:hunter2@secret.example',
      ],
      env,
    )
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('"https://bad.example/pricing" must be an origin')
    expect(result.stderr).not.toContain('hunter2')
  })

  it('asks for --yes before removing a site without a terminal, and answers --json', async () => {
    const added = await runCli(['sites', 'add', '--name', 'Doomed', '--origin', 'https://doomed.example'], env)
    const key = added.stdout.trim()
    const unconfirmed = await runCli(['sites', 'remove', key], env)
    expect(unconfirmed.code).toBe(2)
    expect(unconfirmed.stderr).toContain('pass --yes')
    expect((await runCli(['sites', 'list', '--json'], env)).stdout).toContain(key)

    const removed = await runCli(['sites', 'remove', key, '--yes', '--json'], env)
    expect(removed.code, removed.stderr).toBe(0)
    expect(JSON.parse(removed.stdout)).toEqual({ removed: expect.objectContaining({ name: 'Doomed', key }) })
    expect((await runCli(['sites', 'list', '--json'], env)).stdout).not.toContain(key)
  })
})

describe('tokens', () => {
  it('revokes a leaked token given whole, without printing it back', async () => {
    const created = await runCli(['tokens', 'create', '--name', 'Leaked', '--json'], env)
    const { token, id } = JSON.parse(created.stdout) as { token: string; id: number }
    const revoked = await runCli(['tokens', 'revoke', token, '--json'], env)
    expect(revoked.code, revoked.stderr).toBe(0)
    expect(JSON.parse(revoked.stdout)).toEqual({ revoked: `${token.slice(0, 12)}…` })
    expect(revoked.stdout + revoked.stderr).not.toContain(token)
    const listed = JSON.parse((await runCli(['tokens', 'list', '--json'], env)).stdout) as Array<{
      id: number
      state: string
    }>
    expect(listed.find((t) => t.id === id)?.state).toBe('revoked')
  })
})

describe('export --out', () => {
  it('ends with a summary line (entries, size, time) and draws no progress without a terminal', async () => {
    const dir = scratch()
    const result = await runCli(['export', '--format', 'json', '--out', join(dir, 'all.json')], env)
    expect(result.code, result.stderr).toBe(0)
    const entries = (JSON.parse(readFileSync(join(dir, 'all.json'), 'utf8')) as unknown[]).length
    expect(result.stderr).toMatch(
      new RegExp(
        `^Exported ${entries} entries \\(\\d+(\\.\\d)? (B|KB)\\) in \\d+\\.\\d s to ${join(dir, 'all.json')}\\.\\n$`,
      ),
    )
  })

  it('never follows a symlink planted where its temporary file could be', async () => {
    const dir = scratch()
    const victim = join(dir, 'victim.txt')
    writeFileSync(victim, 'precious\n')
    // The old temporary name was <out>.<pid>.partial: plant one for every pid the child may get.
    const probe = spawn(process.execPath, ['-e', '0'])
    await new Promise((resolve) => probe.on('exit', resolve))
    for (let pid = probe.pid!; pid < probe.pid! + 3000; pid++)
      symlinkSync(victim, join(dir, `report.json.${pid}.partial`))
    const result = await runCli(['export', '--format', 'json', '--out', join(dir, 'report.json')], env)
    expect(result.code, result.stderr).toBe(0)
    expect(readFileSync(victim, 'utf8')).toBe('precious\n')
    expect(JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')).length).toBeGreaterThan(0)
  })

  it('writes into a FIFO as it is instead of replacing it with a file', async () => {
    const dir = scratch()
    const fifo = join(dir, 'pipe')
    await new Promise((resolve, reject) =>
      spawn('mkfifo', [fifo]).on('exit', (code) => (code === 0 ? resolve(code) : reject(new Error('mkfifo')))),
    )
    // A reader on the FIFO, as `ledgerline export --out >(gzip)` or a named pipe in a pipeline has.
    const reader = spawn('cat', [fifo])
    let received = ''
    reader.stdout.setEncoding('utf8').on('data', (chunk: string) => (received += chunk))
    const readerDone = new Promise((resolve) => reader.on('exit', resolve))
    const result = await runCli(['export', '--format', 'json', '--out', fifo], env)
    expect(result.code, result.stderr).toBe(0)
    await readerDone
    expect(JSON.parse(received).length).toBeGreaterThan(0)
    expect(lstatSync(fifo).isFIFO()).toBe(true)
    expect(readdirSync(dir)).toEqual(['pipe'])
  })
})

describe('the program', () => {
  it('prints its version from package.json with -v and --version', async () => {
    const { version } = JSON.parse(readFileSync(join(REPO_ROOT, 'tools/cli/package.json'), 'utf8')) as {
      version: string
    }
    for (const flag of ['-v', '--version']) {
      const result = await runCli([flag], {})
      expect(result.code).toBe(0)
      expect(result.stdout).toBe(`${version}\n`)
    }
  })

  it('completes commands, subcommands, options and their values in bash', async () => {
    const script = (await runCli(['completion', 'bash'], {})).stdout
    const complete = (...words: string[]) =>
      new Promise<string>((resolve) => {
        const bash = spawn('bash', [
          '--norc',
          '-c',
          `${script}\nCOMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _ledgerline; echo "\${COMPREPLY[*]}"`,
        ])
        let out = ''
        bash.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
        bash.on('exit', () => resolve(out.trim()))
      })
    expect(await complete('ledgerline', 'to')).toBe('tokens')
    expect((await complete('ledgerline', 'tokens', '')).split(' ')).toEqual(
      expect.arrayContaining(['create', 'list', 'revoke']),
    )
    expect(await complete('ledgerline', 'export', '--format', '')).toBe('json markdown')
    expect(await complete('ledgerline', 'users', 'add', '--email', 'a@b.c', '--first')).toBe('--first-name')
    const zsh = await runCli(['completion', 'zsh'], {})
    expect(zsh.stdout).toMatch(/^#compdef ledgerline\n/)
    expect((await runCli(['completion', 'fish'], {})).code).toBe(2)
  })
})

describe('a server that never answers', () => {
  it('is given up on after --timeout with exit 1, leaving no file behind', async () => {
    const { createServer } = await import('node:net')
    const sockets: import('node:net').Socket[] = []
    const silent = createServer((socket) => sockets.push(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as { port: number }
    const dir = scratch()
    try {
      const result = await runCli(
        ['export', '--api', `http://127.0.0.1:${port}`, '--format', 'json', '--timeout', '1', '--out', dir],
        { ...env, LEDGERLINE_TOKEN: 'llt_whatever' },
      )
      expect(result.code).toBe(1)
      expect(result.stderr).toContain(`The server at http://127.0.0.1:${port} sent nothing for 1 s`)
      expect(readdirSync(dir)).toEqual([])
    } finally {
      for (const socket of sockets) socket.destroy()
      silent.close()
    }
  })

  it('removes the temporary file when stopped with SIGTERM or SIGINT mid-export', async () => {
    const { createServer } = await import('node:http')
    // Answers the export's headers and a first row, then stalls: an export in progress.
    const stalling = createServer((_request, response) => {
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-disposition': 'attachment; filename="feedback-export-2026-01-01.json"',
      })
      response.write('[\n{"id":1}')
    })
    await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.1', resolve))
    const { port } = stalling.address() as { port: number }
    try {
      for (const [signal, code] of [
        ['SIGTERM', 143],
        ['SIGINT', 130],
      ] as const) {
        const dir = scratch()
        const child = spawn(
          process.execPath,
          [BIN, 'export', '--api', `http://127.0.0.1:${port}`, '--format', 'json', '--out', dir],
          {
            cwd: REPO_ROOT,
            env: { PATH: process.env.PATH ?? '', ...env, LEDGERLINE_TOKEN: 'llt_whatever' },
            stdio: 'ignore',
          },
        )
        const exited = new Promise<number | null>((resolve) => child.on('exit', (status) => resolve(status)))
        // The signal that the export is under way: its temporary file exists.
        while (!readdirSync(dir).some((name) => name.endsWith('.partial'))) {
          if (child.exitCode !== null) throw new Error('the export ended before it started writing')
          await new Promise((resolve) => setTimeout(resolve, 20))
        }
        child.kill(signal)
        expect(await exited).toBe(code)
        expect(readdirSync(dir)).toEqual([])
      }
    } finally {
      stalling.closeAllConnections()
      stalling.close()
    }
  })
})
