import { randomBytes } from 'node:crypto'
import Boom from '@hapi/boom'
import Joi from 'joi'
import { auditService, SYSTEM_ACTOR } from '../audit/service.js'
import type { Db } from '../db/knex.js'
import { now } from '../models/BaseModel.js'
import { Site, SiteOrigin } from '../models/Site.js'

export interface SiteSummary {
  id: number
  name: string
  key: string
  origins: string[]
  /** Submissions accepted from this site per 24 hours, whatever the address. */
  dailyLimit: number
  createdAt: string
}

export const DEFAULT_SITE_DAILY_LIMIT = 10_000

/** An origin as a message may show it: any user name or password in it replaced by ***. */
export function redactUrl(value: string): string {
  return value.replace(/^([a-z][a-z\d+.-]*:\/\/)[^/?#]*@/i, '$1***@')
}

/**
 * An origin is scheme://host[:port] and nothing more. It is stored as browsers send it: host in lower case
 * and in punycode (IDN), default port dropped (https://Example.COM:443 is https://example.com).
 */
const originSchema = Joi.string()
  .max(300)
  .custom((value: string, helpers) => {
    let url: URL
    try {
      url = new URL(value.trim())
    } catch {
      return helpers.error('any.invalid', { origin: redactUrl(value) })
    }
    if (
      (url.protocol !== 'http:' && url.protocol !== 'https:') ||
      !/^https?:\/\/[^/?#]+\/?$/i.test(value.trim()) ||
      url.username ||
      url.password
    ) {
      return helpers.error('any.invalid', { origin: redactUrl(value) })
    }
    return url.origin
  })
  .messages({
    'any.invalid':
      '{{#label}} "{{#origin}}" must be an origin such as https://www.example.com (no path, no user or password)',
  })

const addSchema = Joi.object({
  name: Joi.string().trim().min(1).max(200).required(),
  origins: Joi.array().items(originSchema.label('origin')).min(1).unique().required().messages({
    'array.unique': '{{#label}} lists {{#value}} twice',
  }),
  dailyLimit: Joi.number().integer().min(1).max(10_000_000).default(DEFAULT_SITE_DAILY_LIMIT),
})

/** Normalises an origin the way browsers send it (no trailing slash, lower-case host). */
export function normalizeOrigin(origin: string): string {
  return new URL(origin).origin
}

function toSummary(site: Site): SiteSummary {
  return {
    id: site.id,
    name: site.name,
    key: site.key,
    origins: (site.origins ?? []).map((o) => o.origin).sort(),
    dailyLimit: site.dailyLimit,
    createdAt: site.createdAt,
  }
}

export const sitesService = {
  async add(
    db: Db,
    input: { name: string; origins: string[]; dailyLimit?: number },
    actor = SYSTEM_ACTOR,
  ): Promise<SiteSummary> {
    const { value, error } = addSchema.validate(input)
    if (error) throw Boom.badRequest(error.message)
    const key = `lls_${randomBytes(18).toString('base64url')}`
    const id = await db.transaction(async (trx) => {
      const site = await Site.query(trx).insert({
        name: value.name,
        key,
        dailyLimit: value.dailyLimit,
        createdAt: now(),
      })
      // One statement for every origin: knex batches on both databases (objection's array insert is PostgreSQL-only).
      await trx(SiteOrigin.tableName).insert(value.origins.map((origin: string) => ({ siteId: site.id, origin })))
      await auditService.record(trx, actor, {
        action: 'site.added',
        target: { type: 'site', id: site.id, label: value.name },
        details: { origins: value.origins },
      })
      return site.id
    })
    return this.get(db, id)
  },

  async get(db: Db, id: number): Promise<SiteSummary> {
    const site = await Site.query(db).findById(id).withGraphFetched('origins').throwIfNotFound()
    return toSummary(site)
  },

  async list(db: Db): Promise<SiteSummary[]> {
    const sites = await Site.query(db).withGraphFetched('origins').orderBy('id')
    return sites.map(toSummary)
  },

  /** Removes a site by id or key; answers whether one was removed. */
  async remove(db: Db, idOrKey: string | number, actor = SYSTEM_ACTOR): Promise<boolean> {
    return db.transaction(async (trx) => {
      const site = /^\d+$/.test(String(idOrKey))
        ? await Site.query(trx).findById(Number(idOrKey))
        : await Site.query(trx).findOne({ key: String(idOrKey) })
      if (!site) return false
      await Site.query(trx).deleteById(site.id)
      await auditService.record(trx, actor, {
        action: 'site.removed',
        target: { type: 'site', id: site.id, label: site.name },
      })
      return true
    })
  },

  /** The site a key belongs to, if the request's origin is one of its origins. */
  async findForSubmission(db: Db, key: string, origin: string): Promise<Site | undefined> {
    return Site.query(db)
      .select('sites.*')
      .joinRelated('origins')
      .where('sites.key', key)
      .andWhere('origins.origin', origin)
      .first()
  },

  async isRegisteredOrigin(db: Db, origin: string): Promise<boolean> {
    const row = await SiteOrigin.query(db).where('origin', origin).first()
    return Boolean(row)
  },
}
