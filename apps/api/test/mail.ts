import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Server } from '@hapi/hapi'

export interface SentMail {
  to: string
  subject: string
  text: string
  file: string
}

/** Undoes quoted-printable (nodemailer soft-wraps long lines such as links). */
const fromQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

function parseEml(raw: string, file: string): SentMail {
  const split = raw.search(/\r?\n\r?\n/)
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ')
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '')
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? ''
  const qp = /quoted-printable/i.test(header('Content-Transfer-Encoding'))
  return { to: header('To'), subject: header('Subject'), text: qp ? fromQuotedPrintable(body) : body, file }
}

/** Lets the outbox send what is due, then reads every message it wrote to DATA_DIR/outbox, oldest first. */
export async function sentMail(server: Server, dataDir: string): Promise<SentMail[]> {
  server.plugins.outbox.wake()
  await server.plugins.outbox.job.idle()
  const dir = join(dataDir, 'outbox')
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort()
  return Promise.all(files.map(async (file) => parseEml(await readFile(join(dir, file), 'utf8'), file)))
}

/** The token of the last link to `path` mailed to `to`. */
export async function linkTokenFor(server: Server, dataDir: string, to: string, path: string): Promise<string> {
  const mail = (await sentMail(server, dataDir)).filter((m) => m.to === to)
  const match = new RegExp(`${path}[^#\\s]*#([\\w-]+)`).exec(mail.at(-1)?.text ?? '')
  if (!match) throw new Error(`no ${path} link mailed to ${to}`)
  return match[1]!
}
