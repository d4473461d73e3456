import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'

import { createRealtimeServer } from '../../src/server/realtime'
import { bootPayload } from './payload'

export type InProcessRealtime = { payload: Payload; url: string; urls: string[]; close: () => Promise<void> }

type Options = {
  /**
   * Socket.IO servers on the one Payload, each on its own port; with `redisUrl` they share rooms as app processes do.
   */
  nodes?: number
  redisUrl?: string
  /** Environment for the config, set before it is first imported. */
  env?: Record<string, string>
}

/**
 * The chat's Socket.IO server in this process, attached to a plain HTTP server as server.ts attaches
 * it, on a Payload booted on a fresh database: for tests that reach into Payload (transactions, token
 * lifetimes) while clients talk to the socket server.
 */
export async function startRealtimeInProcess(
  databaseName: string,
  { nodes = 1, redisUrl, env }: Options = {},
): Promise<InProcessRealtime> {
  const ctx = await bootPayload(databaseName, env)
  const servers = await Promise.all(
    Array.from({ length: nodes }, async () => {
      const http = createServer()
      const realtime = createRealtimeServer(http, ctx.payload, {
        redisUrl,
        redisPrefix: `test-${databaseName}-${process.pid}`,
      })
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
      return { http, realtime, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` }
    }),
  )
  const urls = servers.map((server) => server.url)
  return {
    payload: ctx.payload,
    url: urls[0]!,
    urls,
    close: async () => {
      for (const { http, realtime } of servers) {
        await realtime.close()
        await new Promise((resolve) => http.close(resolve))
      }
      await ctx.close()
    },
  }
}
