import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Transporter } from 'nodemailer'
import type { Config } from '../platform/config.js'
import type { OutboxHandler } from './job.js'
import { emailPayloadSchema, type EmailMessage } from './schemas.js'

/** SMTP timeouts well inside the job's lease, so a stuck server cannot outlive a claim. */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 }

/** An .eml file name that sorts by time and never clashes between instances. */
const emlName = (id: number) => `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`

/**
 * The outbox's e-mail handler: nodemailer over SMTP_URL, or, without it, each message written as an
 * .eml file in data/outbox/ (development and tests read them there). MAIL_FROM is the sender.
 */
export function createEmailHandler(mail: Config['mail']): OutboxHandler {
  const defaults = { from: mail.from }
  // nodemailer is loaded with the first message, not by every idle server (a few MB of resident memory).
  let transport: Promise<Transporter> | undefined
  const transporter = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      mail.smtpUrl
        ? nodemailer.createTransport({ url: mail.smtpUrl, ...SMTP_TIMEOUTS }, defaults)
        : nodemailer.createTransport({ streamTransport: true, buffer: true }, defaults),
    ))
  return {
    async deliver({ id, payload }) {
      const { value, error } = emailPayloadSchema.validate(payload)
      if (error) throw new Error(`Malformed e-mail in the outbox: ${error.message}`)
      const message: EmailMessage = value
      const sender = await transporter()
      if (mail.smtpUrl) {
        await sender.sendMail(message)
        return
      }
      const info = await sender.sendMail(message)
      await mkdir(mail.outboxDir, { recursive: true, mode: 0o700 })
      const target = join(mail.outboxDir, emlName(id))
      // Written whole, then renamed: a reader never sees half a message.
      await writeFile(`${target}.tmp`, info.message as Buffer, { mode: 0o600 })
      await rename(`${target}.tmp`, target)
    },
  }
}
