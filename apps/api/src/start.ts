// `npm start`'s entry. The heap's sizing (platform/heap.ts) is set first; the server's modules and their
// dependencies are imported only after it, so that their start-up allocations already obey it (static imports
// would all be evaluated before this module's first line).
import { leanHeap } from './platform/heap.js'

leanHeap({ startUp: true })
await import('./main.js')
