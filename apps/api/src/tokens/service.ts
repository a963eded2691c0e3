import { createHash, randomBytes } from 'node:crypto'
import Boom from '@hapi/boom'
import Joi from 'joi'
import { auditService, SYSTEM_ACTOR } from '../audit/service.js'
import type { Db } from '../db/knex.js'
import { ApiToken } from '../models/ApiToken.js'
import { now } from '../models/BaseModel.js'

/**
 * What a pipeline token may do: export feedback (`feedback:export`, which also reads the report), or only
 * read the summary report (`feedback:report`, counts and short entry lines). Nothing else.
 */
export const TOKEN_SCOPES = ['feedback:export', 'feedback:report'] as const
export type TokenScope = (typeof TOKEN_SCOPES)[number]

export interface TokenSummary {
  id: number
  name: string
  prefix: string
  scopes: string[]
  createdAt: string
  expiresAt: string | null
  revokedAt: string | null
  lastUsedAt: string | null
}

/** How much of a token `tokens list` shows and `revoke` accepts: `llt_` and 8 characters. */
const TOKEN_PREFIX_LENGTH = 12

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

const createSchema = Joi.object({
  name: Joi.string().trim().min(1).max(200).required(),
  expiresAt: Joi.date().iso().greater('now').allow(null),
  scopes: Joi.array()
    .items(Joi.string().valid(...TOKEN_SCOPES))
    .min(1)
    .unique()
    .default(['feedback:export']),
})

function toSummary(token: ApiToken): TokenSummary {
  return {
    id: token.id,
    name: token.name,
    prefix: token.prefix,
    scopes: token.scopes.split(' ').filter(Boolean),
    createdAt: token.createdAt,
    expiresAt: token.expiresAt,
    revokedAt: token.revokedAt,
    lastUsedAt: token.lastUsedAt,
  }
}

export const tokensService = {
  /** Creates a token. The secret is in the answer once; only its hash is stored. */
  async create(
    db: Db,
    input: { name: string; expiresAt?: string | Date | null; scopes?: TokenScope[] },
    actor = SYSTEM_ACTOR,
  ): Promise<{ token: string; summary: TokenSummary }> {
    const { value, error } = createSchema.validate(input)
    if (error) throw Boom.badRequest(error.message)
    const token = `llt_${randomBytes(24).toString('base64url')}`
    const record = await db.transaction(async (trx) => {
      const inserted = await ApiToken.query(trx).insert({
        name: value.name,
        tokenHash: hashToken(token),
        prefix: token.slice(0, TOKEN_PREFIX_LENGTH),
        scopes: (value.scopes as TokenScope[]).join(' '),
        createdAt: now(),
        expiresAt: value.expiresAt ? new Date(value.expiresAt).toISOString() : null,
      })
      await auditService.record(trx, actor, {
        action: 'token.created',
        target: { type: 'token', id: inserted.id, label: value.name },
        details: { prefix: inserted.prefix, expiresAt: inserted.expiresAt },
      })
      return inserted
    })
    return { token, summary: toSummary(record) }
  },

  async list(db: Db): Promise<TokenSummary[]> {
    return (await ApiToken.query(db).orderBy('id')).map(toSummary)
  },

  /**
   * Revokes by id, by the token's visible prefix or by the whole token (a leaked secret is revoked as it was
   * found); answers whether a live token was revoked.
   */
  async revoke(db: Db, idPrefixOrToken: string | number, actor = SYSTEM_ACTOR): Promise<boolean> {
    const target = String(idPrefixOrToken).trim()
    return db.transaction(async (trx) => {
      const live = ApiToken.query(trx).whereNull('revokedAt')
      const token = /^\d+$/.test(target)
        ? await live.findById(Number(target))
        : target.startsWith('llt_') && target.length > TOKEN_PREFIX_LENGTH
          ? await live.findOne({ tokenHash: hashToken(target) })
          : await live.findOne({ prefix: target })
      if (!token) return false
      await ApiToken.query(trx).patch({ revokedAt: now() }).where('id', token.id)
      await auditService.record(trx, actor, {
        action: 'token.revoked',
        target: { type: 'token', id: token.id, label: token.name },
      })
      return true
    })
  },

  /** The live token for a secret, or undefined when unknown, revoked or expired. */
  async verify(db: Db, token: string): Promise<ApiToken | undefined> {
    if (!token.startsWith('llt_') || token.length > 200) return undefined
    const record = await ApiToken.query(db).where('tokenHash', hashToken(token)).whereNull('revokedAt').first()
    if (!record) return undefined
    if (record.expiresAt && Date.parse(record.expiresAt) <= Date.now()) return undefined
    await ApiToken.query(db).patch({ lastUsedAt: now() }).where('id', record.id)
    return record
  },
}
