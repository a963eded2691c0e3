import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LISTEN_BACKLOG, listenWithBacklog } from './backlog.js'

describe('listenWithBacklog', () => {
  let server: Server | undefined
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

  it('listens where hapi asks, with the larger backlog, and calls back once listening', async () => {
    server = createServer((_request, response) => response.end('ok'))
    const listen = vi.spyOn(server, 'listen')
    listenWithBacklog(server)
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    expect(listen).toHaveBeenCalledWith({ port: 0, host: '127.0.0.1', backlog: LISTEN_BACKLOG }, expect.any(Function))
    const { address, port } = server.address() as AddressInfo
    expect(address).toBe('127.0.0.1')
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok')
  })

  it('keeps hapi’s form without a host', async () => {
    server = createServer()
    const listen = vi.spyOn(server, 'listen')
    listenWithBacklog(server, 1024)
    await new Promise<void>((resolve) => server!.listen(0, resolve))
    expect(listen).toHaveBeenCalledWith({ port: 0, host: undefined, backlog: 1024 }, expect.any(Function))
    expect((server.address() as AddressInfo).port).toBeGreaterThan(0)
  })
})
