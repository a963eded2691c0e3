import type { Plugin } from '@hapi/hapi'
import { listActionTemplatesRoute } from './routes/action-templates.js'
import { listLibraryFilesRoute } from './routes/files.js'
import { listFlowTemplatesRoute } from './routes/flow-templates.js'

/** The library's flow templates, action templates and files (SPEC.md §2.11). */
export const libraryPlugin: Plugin<void> = {
  name: 'library',
  register(server) {
    server.route([listFlowTemplatesRoute, listActionTemplatesRoute, listLibraryFilesRoute])
  },
}
