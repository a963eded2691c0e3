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
  createdAt: string
}

const originSchema = Joi.string()
  .uri({ scheme: ['http', 'https'] })
  .max(300)
  .custom((value: string, helpers) => {
    const url = new URL(value)
    // An origin is scheme://host[:port] and nothing more.
    if (
      url.pathname !== '/' ||
      url.search ||
      url.hash ||
      url.username ||
      url.password ||
      value.replace(/\/$/, '') !== url.origin
    ) {
      return helpers.error('any.invalid')
    }
    return url.origin
  })
  .messages({ 'any.invalid': '{{#label}} must be an origin such as https://www.example.com (no path)' })

const addSchema = Joi.object({
  name: Joi.string().trim().min(1).max(200).required(),
  origins: Joi.array().items(originSchema.label('origin')).min(1).unique().required(),
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
    createdAt: site.createdAt,
  }
}

export const sitesService = {
  async add(db: Db, input: { name: string; origins: string[] }, actor = SYSTEM_ACTOR): Promise<SiteSummary> {
    const { value, error } = addSchema.validate(input)
    if (error) throw Boom.badRequest(error.message)
    const key = `lls_${randomBytes(18).toString('base64url')}`
    const id = await db.transaction(async (trx) => {
      const site = await Site.query(trx).insert({ name: value.name, key, createdAt: now() })
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
