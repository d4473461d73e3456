/**
 * Idle keep-alive connections are kept longer than proxies keep theirs (server.ts), so a client
 * reusing one after a pause gets an answer, never a reset from a socket the server was closing.
 */
import http from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sharedSite } from '../support/shared-site'

let server: { url: string }
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })

function health(): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${server.url}/api/health`, { agent }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }))
    })
    req.on('error', reject)
  })
}

beforeAll(async () => {
  server = await sharedSite()
}, 120_000)

afterAll(() => {
  agent.destroy()
})

describe('keep-alive', () => {
  it(
    'a connection left idle past Node’s default 5 s is still open and answers on reuse',
    { timeout: 30_000 },
    async () => {
      expect(await health()).toEqual({ status: 200, reused: false })
      // Time is what is tested here: the connection sits idle past Node's default keep-alive timeout.
      await new Promise((resolve) => setTimeout(resolve, 6_500))
      expect(await health()).toEqual({ status: 200, reused: true })
    },
  )
})
