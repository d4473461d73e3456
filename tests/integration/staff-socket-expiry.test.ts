import type { Payload } from 'payload'
import type { Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ask, chatSocket, connected, socketPool } from '../support/chat-clients'
import { type InProcessRealtime, startRealtimeInProcess } from '../support/realtime-in-process'

/**
 * A staff console socket lives no longer than the sign-in that opened it. The sign-in lifetime is
 * the users collection's tokenExpiration (8 hours); here it is shortened for one sign-in, so the
 * token really expires within seconds. The chat's Socket.IO server runs in this process, as server.ts attaches it.
 */
const SHORT_TOKEN_S = 10
let realtime: InProcessRealtime
let payload: Payload
let url: string
const sockets = socketPool()

beforeAll(async () => {
  realtime = await startRealtimeInProcess('staff_socket_expiry')
  payload = realtime.payload
  url = realtime.url
})

afterAll(async () => {
  sockets.closeAll()
  await realtime?.close()
})

/** Signs a new support user in; with `lifetimeS`, that sign-in's token lasts only so long. */
async function signIn(username: string, lifetimeS?: number): Promise<{ token: string; exp: number }> {
  const password = `${username}-pw copper lantern`
  await payload.create({ collection: 'users', overrideAccess: true, data: { username, password, role: 'support' } })
  const auth = payload.collections.users.config.auth
  const usual = auth.tokenExpiration
  if (lifetimeS) auth.tokenExpiration = lifetimeS
  try {
    const { token, exp } = await payload.login({ collection: 'users', data: { username, password } })
    return { token: token!, exp: exp! * 1000 }
  } finally {
    auth.tokenExpiration = usual
  }
}

function endedAt(socket: Socket, withinMs: number): Promise<{ reason: string; at: number }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the staff socket stayed connected for ${withinMs} ms`)), withinMs)
    socket.once('disconnect', (reason) => {
      clearTimeout(timer)
      resolve({ reason, at: Date.now() })
    })
  })
}

describe('a staff socket when its sign-in expires', () => {
  it('is ended by the server when the token expires, while a socket of a longer sign-in stays', async () => {
    // The lasting sign-in first: hashing its password must not eat into the short token's life.
    const long = await signIn('lasting-support')
    const short = await signIn('expiring-support', SHORT_TOKEN_S)
    expect(long.exp - Date.now()).toBeGreaterThan(60 * 60 * 1000)

    const expiring = await sockets.open(url, 'staff', `payload-token=${short.token}`)
    const lasting = await sockets.open(url, 'staff', `payload-token=${long.token}`)
    const ended = endedAt(expiring, short.exp - Date.now() + 5_000)
    // Signed in and working until then.
    expect(await ask(expiring, 'staff:list')).toMatchObject({ ok: true })

    const { reason, at } = await ended
    expect(reason).toBe('io server disconnect')
    // Not before the token's expiry, and soon after it.
    expect(at).toBeGreaterThanOrEqual(short.exp - 50)
    expect(at).toBeLessThan(short.exp + 2_000)

    expect(lasting.connected).toBe(true)
    expect(await ask(lasting, 'staff:list')).toMatchObject({ ok: true })
  })

  it('the expired token opens no new socket; a fresh sign-in does', async () => {
    const short = await signIn('expired-support', 1)
    // Time is what is tested here: the token's lifetime passes.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, short.exp - Date.now()) + 100))
    const refused = sockets.track(chatSocket(url, 'staff', `payload-token=${short.token}`))
    await expect(connected(refused)).rejects.toThrow(/sign-in required/i)

    const fresh = await payload.login({
      collection: 'users',
      data: { username: 'expired-support', password: 'expired-support-pw copper lantern' },
    })
    const socket = await sockets.open(url, 'staff', `payload-token=${fresh.token}`)
    expect(await ask(socket, 'staff:list')).toMatchObject({ ok: true })
  })
})
