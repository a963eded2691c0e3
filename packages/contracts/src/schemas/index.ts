// `@ledgerline/contracts/schemas`: the joi schemas the API validates requests and responses with. The types
// of `@ledgerline/contracts` are generated from them (src/generate.ts); this entry point is the one that needs joi.
export { named } from './named.js'
export * from './common.js'
export * from './auth.js'
export * from './users.js'
export * from './conversations.js'
export * from './documents.js'
export * from './notifications.js'
export * from './library.js'
export * from './clients.js'
export * from './firm.js'
export * from './audit.js'
export * from './webhooks.js'
