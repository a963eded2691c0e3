import type { Server as HttpServer } from 'node:http'

/**
 * How many connections the kernel may hold for the server before it accepts them (capped by the system's
 * net.core.somaxconn, 4096 on current Linux). Node listens with 511: when thousands of visitors open connections
 * at the same moment (DECISIONS.md §10: 10,000 submissions at once), the connections past it are dropped and their
 * clients retry only after 1, 3, 7, 15 and 31 seconds, so the last of them waited close to the 30 s budget.
 */
export const LISTEN_BACKLOG = 4096

/** Makes hapi's `listener.listen(port[, host], callback)` listen with LISTEN_BACKLOG. */
export function listenWithBacklog(listener: HttpServer, backlog = LISTEN_BACKLOG): void {
  const listen = listener.listen.bind(listener) as (
    options: { port?: number; host?: string; path?: string; backlog: number },
    callback?: () => void,
  ) => HttpServer
  listener.listen = ((port: number | string, ...rest: unknown[]) => {
    const host = rest.find((arg): arg is string => typeof arg === 'string')
    const callback = rest.find((arg): arg is () => void => typeof arg === 'function')
    const where = typeof port === 'string' && !/^\d+$/.test(port) ? { path: port } : { port: Number(port), host }
    return listen({ ...where, backlog }, callback)
  }) as HttpServer['listen']
}
