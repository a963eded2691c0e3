import Boom from '@hapi/boom'
import type { UserCredentials } from '@hapi/hapi'
import {
  DOCUMENT_CATEGORIES,
  INTERNAL_ROLES,
  type Document as ApiDocument,
  type DocumentCategory,
  type DocumentFilters,
} from '@ledgerline/contracts'
import type { Db } from '../db/knex.js'
import { Client } from '../models/Client.js'
import { Document } from '../models/Document.js'

type Actor = Pick<UserCredentials, 'id' | 'role'>

const isInternal = (actor: Actor) => (INTERNAL_ROLES as readonly string[]).includes(actor.role ?? '')

/** The client record a signed-in client owns, if any. */
async function ownClientId(db: Db, actor: Actor): Promise<number | undefined> {
  const client = await Client.query(db).findOne({ userId: actor.id }).select('id')
  return client?.id
}

/** A client sees its own documents; internal roles see all, or one client's with clientId. */
async function list(db: Db, actor: Actor, filters: DocumentFilters): Promise<ApiDocument[]> {
  const query = Document.query(db)
  if (isInternal(actor)) {
    if (filters.clientId !== undefined) query.where('clientId', filters.clientId)
  } else {
    const clientId = await ownClientId(db, actor)
    if (clientId === undefined) return []
    // A client's clientId filter can only narrow to its own record.
    if (filters.clientId !== undefined && filters.clientId !== clientId) return []
    query.where('clientId', clientId)
  }
  const rows = await query.orderBy('uploadedDate', 'desc').orderBy('id', 'desc')
  return rows.map((row) => row.toApi())
}

function categories(): DocumentCategory[] {
  return [...DOCUMENT_CATEGORIES]
}

/**
 * Starts AI processing: only from `uploaded` (else 409). The conditional update makes two
 * concurrent starts of one document end in one 202 and one 409. The background job does the rest.
 */
async function startProcessing(db: Db, actor: Actor, id: number): Promise<ApiDocument> {
  const document = await Document.query(db).findById(id)
  if (!document) throw Boom.notFound('Document not found')
  if (!isInternal(actor) && document.clientId !== (await ownClientId(db, actor)))
    throw Boom.notFound('Document not found')
  const updated = await Document.query(db)
    .patch({ status: 'processing', processingClaimedAt: null })
    .where({ id, status: 'uploaded' })
  if (updated === 0) throw Boom.conflict(`Document is ${document.status}; only an uploaded document can be processed`)
  return (await Document.query(db).findById(id))!.toApi()
}

export const documentsService = { list, categories, startProcessing }
