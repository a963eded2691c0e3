import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join } from 'node:path'
import Boom from '@hapi/boom'
import Inert from '@hapi/inert'
import type { Plugin, Request, ResponseToolkit } from '@hapi/hapi'
import { gateExempt } from '../auth/access.js'
import type { Config } from './config.js'

const WIDGET_FILE = 'feedback-widget.js'

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ledgerline</title></head>
<body><main><h1>Ledgerline</h1><p>The API is running. The portal is not built yet: run <code>npm run build</code>.</p></main></body></html>`

/** A content hash of the widget bundle, recomputed when the file changes (a rebuild while the server runs). */
function widgetVersion(file: string): () => string | undefined {
  let cached: { mtimeMs: number; hash: string } | undefined
  return () => {
    if (!existsSync(file)) return undefined
    const { mtimeMs } = statSync(file)
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, hash: createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16) }
    }
    return cached.hash
  }
}

/**
 * Serves the built portal (with the SPA fallback to index.html, where the portal shows its 404),
 * the widget bundle for embedding sites, and 404 JSON for unknown /api paths.
 */
export const portalPlugin: Plugin<{ config: Config }> = {
  name: 'portal',
  async register(server, { config }) {
    await server.register(Inert)
    const indexFile = join(config.portalDir, 'index.html')
    const widgetFile = join(config.widgetDir, WIDGET_FILE)
    const version = widgetVersion(widgetFile)

    server.route({
      // Listed, not '*': hapi prefers a method-specific route, and GET /{path*} would answer with the portal.
      method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      path: '/api/{any*}',
      options: { auth: false, plugins: gateExempt },
      handler: () => Boom.notFound('No such API route'),
    })

    // The widget: revalidated by its content hash, and cacheable for a year under a hashed name. Its other files
    // (language files, chunks: /widget/locales/es.json…) are served from the same folder, scripts and JSON only.
    const widgetTypes: Record<string, string> = {
      '.js': 'text/javascript; charset=utf-8',
      '.json': 'application/json; charset=utf-8',
    }
    server.route<{ Params: { file?: string } }>({
      method: 'GET',
      path: '/widget/{file*}',
      options: { auth: false },
      handler(request, h) {
        const hash = version()
        if (!hash) throw Boom.notFound('The feedback widget is not built: run npm run build')
        const { file = '' } = request.params
        const immutable = file === `feedback-widget.${hash}.js`
        const other = join(config.widgetDir, file)
        // Only the script tag's own files: its chunks and its language files, never the npm build's.
        const servesOther =
          file !== WIDGET_FILE &&
          !immutable &&
          /^(feedback-widget-[a-z]+\.js|locales\/[a-z]{2}\.json)$/.test(file) &&
          existsSync(other) &&
          statSync(other).isFile()
        if (file !== WIDGET_FILE && !immutable && !servesOther) throw Boom.notFound()
        const response = servesOther
          ? h.file(other, { confine: config.widgetDir }).type(widgetTypes[extname(file)]!)
          : h.file(widgetFile, { confine: false, etagMethod: false }).type('text/javascript; charset=utf-8').etag(hash)
        return response
          .header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600, stale-while-revalidate=86400',
          )
          .header('cross-origin-resource-policy', 'cross-origin')
          .header('access-control-allow-origin', '*')
      },
    })

    server.route({
      method: 'GET',
      path: '/assets/{file*}',
      options: {
        auth: false,
        // Vite names assets by content: cache them for good (this route's answers only).
        ext: {
          onPreResponse: {
            method: (request: Request, h: ResponseToolkit) => {
              const { response } = request
              if (!Boom.isBoom(response) && 'header' in response)
                response.header('cache-control', 'public, max-age=31536000, immutable')
              return h.continue
            },
          },
        },
      },
      handler: {
        directory: { path: join(config.portalDir, 'assets'), redirectToSlash: false, index: false, listing: false },
      },
    })

    server.route<{ Params: { path?: string } }>({
      method: 'GET',
      path: '/{path*}',
      options: { auth: false },
      handler(request, h) {
        const path = request.params.path ?? ''
        if (extname(path) && !path.includes('..')) {
          const file = join(config.portalDir, path)
          if (file.startsWith(config.portalDir) && existsSync(file) && statSync(file).isFile())
            return h.file(file, { confine: config.portalDir })
        }
        if (!existsSync(indexFile)) return h.response(PLACEHOLDER).type('text/html; charset=utf-8')
        return h.file(indexFile, { confine: false }).header('cache-control', 'no-cache')
      },
    })
  },
}
