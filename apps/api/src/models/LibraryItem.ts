import type { LibraryItem as ApiLibraryItem } from '@ledgerline/contracts'
import type { Pojo } from 'objection'
import { BaseModel } from './BaseModel.js'

/** Action templates and library files share one shape (SPEC.md §3), in two tables. */
abstract class LibraryItemModel extends BaseModel {
  static override dateColumns = ['lastModified']

  declare id: ApiLibraryItem['id']
  declare name: ApiLibraryItem['name']
  declare type: ApiLibraryItem['type']
  declare owner: ApiLibraryItem['owner']
  declare lastModified: ApiLibraryItem['lastModified']
  declare size: ApiLibraryItem['size']

  // size is a bigint that pg hands back as a string.
  override $parseDatabaseJson(json: Pojo): Pojo {
    const parsed = super.$parseDatabaseJson(json)
    if (parsed.size !== undefined && parsed.size !== null) parsed.size = Number(parsed.size)
    return parsed
  }

  toApi(): ApiLibraryItem {
    return {
      id: this.id,
      name: this.name,
      type: this.type,
      owner: this.owner,
      lastModified: this.lastModified,
      size: this.size,
    }
  }
}

export class ActionTemplate extends LibraryItemModel {
  static override tableName = 'actionTemplates'
}

export class LibraryFile extends LibraryItemModel {
  static override tableName = 'libraryFiles'
}
