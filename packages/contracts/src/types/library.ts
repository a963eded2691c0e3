// Generated from src/schemas/library.ts by `npm run generate -w @ledgerline/contracts`: edit the schemas, not this file.

export type FlowTemplate = {
  id: number
  title: string
  description: string
  author: string
  isShared: boolean
  lastModified: string
}

/**
 * Action templates and library files share this shape.
 */
export type LibraryItem = {
  id: number
  name: string
  type: string
  owner: string
  lastModified: string
  /**
   * Size in bytes.
   */
  size: number
}
