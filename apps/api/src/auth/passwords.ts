import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const KEY_LENGTH = 64
const R = 8
const P = 1

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)))
  })
}

// 128 * N * r bytes are needed; Node's default maxmem (32 MB) refuses N = 2^17.
const maxmem = (N: number) => 256 * N * R + 1024 * 1024

/**
 * scrypt with a per-password salt, stored as `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` (base64),
 * so a later change of cost still verifies old hashes.
 */
export async function hashPassword(password: string, log2N: number): Promise<string> {
  const N = 2 ** log2N
  const salt = randomBytes(16)
  const key = await scryptAsync(password, salt, { N, r: R, p: P, maxmem: maxmem(N) })
  return ['scrypt', log2N, R, P, salt.toString('base64'), key.toString('base64')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, log2N, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !log2N || !r || !p || !salt || !hash) return false
  const N = 2 ** Number(log2N)
  const expected = Buffer.from(hash, 'base64')
  const key = await scryptAsync(password, Buffer.from(salt, 'base64'), {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: maxmem(N),
  })
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** A hash of a random password: verifying against it costs what a real check costs, for unknown accounts. */
export async function decoyHash(log2N: number): Promise<string> {
  return hashPassword(randomBytes(16).toString('hex'), log2N)
}
