// Migrates and seeds the template database of the `api-pg` pass. pg-global-setup.ts runs it in a process of its
// own, where the workspace packages resolve to their sources as they do for `npm start`.
import { init } from '../src/server.js'
import { testEnv } from './test-env.js'

const url = process.argv[2]
if (!url) throw new Error('usage: pg-template.ts <database url>')
const server = await init({ env: testEnv({ DATABASE_URL: url }), seed: true })
await server.stop()
