import { ConfigError } from './platform/config.js'
import { startUpDone } from './platform/heap.js'
import { start } from './server.js'

/** `npm start` (through start.ts): migrate, seed an empty database, listen; stop cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const server = await start({ migrate: true, seed: true })
  startUpDone()
  const { config } = server.app
  const where = config.database.client === 'pg' ? 'PostgreSQL' : config.database.connection
  console.log(
    `Ledgerline is listening on ${server.info.uri} (database: ${where}${config.gate.enabled ? '' : ', gate off'}${config.demoMode ? ', demo mode' : ''})`,
  )

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`${signal} received: stopping`)
    await server.stop({ timeout: 10_000 })
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
