// Every domain's schemas, by the name of its generated file in src/types/ (src/generate.ts).
export * as common from './common.js'
export * as auth from './auth.js'
export * as users from './users.js'
export * as conversations from './conversations.js'
export * as documents from './documents.js'
export * as notifications from './notifications.js'
