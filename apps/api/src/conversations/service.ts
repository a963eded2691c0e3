import type {
  Conversation as ApiConversation,
  ConversationFilters,
  ServiceType as ApiServiceType,
} from '@ledgerline/contracts'
import type { Db } from '../db/knex.js'
import { Conversation } from '../models/Conversation.js'
import { containsClauses } from '../models/search.js'
import { ServiceType } from '../models/ServiceType.js'

/** The staff inbox, newest activity first (SPEC.md §9), with the drawer's filters (SPEC.md §5). */
async function list(db: Db, filters: ConversationFilters): Promise<ApiConversation[]> {
  const query = Conversation.query(db)
  if (filters.status) query.where('status', filters.status)
  if (filters.serviceTypeId !== undefined) query.where('serviceTypeId', filters.serviceTypeId)
  if (filters.assignedTo !== undefined) query.where('assignedTo', filters.assignedTo)
  if (filters.q) {
    const clauses = containsClauses(['title', 'assignedTo'], filters.q)
    query.where((q) => {
      for (const c of clauses) q.orWhereRaw(c.sql, c.bindings)
    })
  }
  const rows = await query.orderBy('lastActivity', 'desc').orderBy('id', 'desc')
  return rows.map((row) => row.toApi())
}

async function listServiceTypes(db: Db): Promise<ApiServiceType[]> {
  const rows = await ServiceType.query(db).orderBy('name')
  return rows.map((row) => row.toApi())
}

export const conversationsService = { list, listServiceTypes }
