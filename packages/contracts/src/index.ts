// `@ledgerline/contracts`: the shapes the Ledgerline API sends and accepts, as TypeScript types, and its
// constants. The types are generated from the joi schemas of `@ledgerline/contracts/schemas` (src/generate.ts);
// this entry point imports no joi, so browsers (the portal, the widget) can use it at no cost.
import type { LibraryItem } from './types/library.js'

export * from './constants.js'
export type * from './types/common.js'
export type * from './types/auth.js'
export type * from './types/users.js'
export type * from './types/conversations.js'
export type * from './types/documents.js'
export type * from './types/notifications.js'
export type * from './types/library.js'
export type * from './types/clients.js'
export type * from './types/firm.js'
export type * from './types/audit.js'
export type * from './types/webhooks.js'
export type * from './types/feedback.js'

/** Action templates and library files share the LibraryItem shape. */
export type ActionTemplate = LibraryItem
export type LibraryFile = LibraryItem
