import { createHmac, timingSafeEqual } from 'node:crypto'

export const SIGNATURE_HEADER = 'Ledgerline-Signature'
/** How old a signature a receiver should accept (what `verifySignature` allows by default). */
export const SIGNATURE_TOLERANCE_S = 300

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` (DECISIONS.md §12, in the manner of Stripe's and
 * Standard Webhooks' signatures): the timestamp is signed with the body, so a captured delivery cannot be
 * replayed later with a fresh time.
 */
export function signatureHeader(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`
}

/** What a receiver does: checks the header against the raw body, in constant time, within the tolerance. */
export function verifySignature(
  secret: string,
  body: string,
  header: string | undefined,
  now = Math.floor(Date.now() / 1000),
  toleranceS = SIGNATURE_TOLERANCE_S,
): boolean {
  if (!header) return false
  const parts = new Map<string, string[]>()
  for (const part of header.split(',')) {
    const i = part.indexOf('=')
    if (i > 0) parts.set(part.slice(0, i).trim(), [...(parts.get(part.slice(0, i).trim()) ?? []), part.slice(i + 1)])
  }
  const timestamp = Number(parts.get('t')?.[0])
  if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > toleranceS) return false
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex')
  return (parts.get('v1') ?? []).some((candidate) => {
    const given = Buffer.from(candidate, 'hex')
    return given.length === expected.length && timingSafeEqual(given, expected)
  })
}
