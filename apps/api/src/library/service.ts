import type {
  ActionTemplate as ApiActionTemplate,
  FlowTemplate as ApiFlowTemplate,
  LibraryFile as ApiLibraryFile,
} from '@ledgerline/contracts'
import type { Db } from '../db/knex.js'
import { FlowTemplate } from '../models/FlowTemplate.js'
import { ActionTemplate, LibraryFile } from '../models/LibraryItem.js'

/** The library's three lists (SPEC.md §2.11), most recently modified first. */
async function listFlowTemplates(db: Db): Promise<ApiFlowTemplate[]> {
  const rows = await FlowTemplate.query(db).orderBy('lastModified', 'desc').orderBy('id')
  return rows.map((row) => row.toApi())
}

async function listActionTemplates(db: Db): Promise<ApiActionTemplate[]> {
  const rows = await ActionTemplate.query(db).orderBy('lastModified', 'desc').orderBy('id')
  return rows.map((row) => row.toApi())
}

async function listFiles(db: Db): Promise<ApiLibraryFile[]> {
  const rows = await LibraryFile.query(db).orderBy('lastModified', 'desc').orderBy('id')
  return rows.map((row) => row.toApi())
}

export const libraryService = { listFlowTemplates, listActionTemplates, listFiles }
