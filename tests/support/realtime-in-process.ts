import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'

import { createRealtimeServer } from '../../src/server/realtime'
import { bootPayload } from './payload'

export type InProcessRealtime = { payload: Payload; url: string; close: () => Promise<void> }

/**
 * The chat's Socket.IO server in this process, attached to a plain HTTP server as server.ts attaches
 * it, on a Payload booted on a fresh database: for tests that reach into Payload (transactions, token
 * lifetimes) while clients talk to the socket server.
 */
export async function startRealtimeInProcess(databaseName: string): Promise<InProcessRealtime> {
  const ctx = await bootPayload(databaseName)
  const http = createServer()
  const realtime = createRealtimeServer(http, ctx.payload, { redisPrefix: 'test' })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  return {
    payload: ctx.payload,
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    close: async () => {
      await realtime.close()
      await new Promise((resolve) => http.close(resolve))
      await ctx.close()
    },
  }
}
