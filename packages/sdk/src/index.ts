// The framework-free core: nothing reachable from here may import React or SWR (the widget bundles it).
export * from './types.js'
export * from './errors.js'
export * from './client.js'
export { linkTarget } from './link-header.js'
export * from './accounts.js'
