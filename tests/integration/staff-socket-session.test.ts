import { handleEndpoints, type Payload } from 'payload'
import type { Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '../../src/payload-types'
import { ask, chatSocket, connected, socketPool } from '../support/chat-clients'
import { type InProcessRealtime, startRealtimeInProcess } from '../support/realtime-in-process'

/**
 * The chat's Socket.IO server in this process (as server.ts attaches it), on the test's Payload:
 * staff sockets must end as soon as the signed-in user's password, role, account or session changes.
 */
let realtime: InProcessRealtime
let payload: Payload
let url: string
let admin: User
const sockets = socketPool()

beforeAll(async () => {
  realtime = await startRealtimeInProcess('staff_socket_session')
  payload = realtime.payload
  url = realtime.url
  admin = (await payload.find({ collection: 'users', where: { username: { equals: 'admin' } }, overrideAccess: true }))
    .docs[0]!
})

afterAll(async () => {
  sockets.closeAll()
  await realtime?.close()
})

const asAdmin = () => ({ user: { ...admin, collection: 'users' as const }, overrideAccess: false as const })

async function supportUser(username: string) {
  const user = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { username, password: `${username}-pw copper lantern`, role: 'support' },
  })
  const { token } = await payload.login({
    collection: 'users',
    data: { username, password: `${username}-pw copper lantern` },
  })
  return { user, token: token! }
}

/** A signed-in console socket that answers staff:list. */
async function consoleSocket(token: string): Promise<Socket> {
  const socket = await sockets.open(url, 'staff', `payload-token=${token}`)
  expect(await ask(socket, 'staff:list')).toMatchObject({ ok: true })
  return socket
}

function ended(socket: Socket, ms = 5_000): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!socket.connected) return resolve('already disconnected')
    const timer = setTimeout(() => reject(new Error('the staff socket stayed connected')), ms)
    socket.once('disconnect', (reason) => {
      clearTimeout(timer)
      resolve(reason)
    })
  })
}

/** A new socket with the same (old) token is refused. */
async function refusedAgain(token: string) {
  const socket = sockets.track(chatSocket(url, 'staff', `payload-token=${token}`))
  await expect(connected(socket)).rejects.toThrow(/sign-in required/i)
}

describe('staff sockets end when the credentials or session behind them change', () => {
  it('an admin changes a support user’s password', async () => {
    const { user, token } = await supportUser('pw-changed-by-admin')
    const socket = await consoleSocket(token)
    const disconnect = ended(socket)
    await payload.update({ collection: 'users', id: user.id, data: { password: 'a-brand-new-password' }, ...asAdmin() })
    expect(await disconnect).toBe('io server disconnect')
    await refusedAgain(token)
  })

  it('the user changes their own password (giving the current one)', async () => {
    const { user, token } = await supportUser('pw-changed-by-self')
    const socket = await consoleSocket(token)
    const disconnect = ended(socket)
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { password: 'my-own-new-password', currentPassword: 'pw-changed-by-self-pw copper lantern' },
      user: { ...user, collection: 'users' as const },
      overrideAccess: false,
    })
    expect(await disconnect).toBe('io server disconnect')
  })

  it('a refused password change (wrong current password) leaves the socket alone', async () => {
    const { user, token } = await supportUser('pw-change-refused')
    const socket = await consoleSocket(token)
    await expect(
      payload.update({
        collection: 'users',
        id: user.id,
        data: { password: 'my-own-new-password', currentPassword: 'wrong' },
        user: { ...user, collection: 'users' as const },
        overrideAccess: false,
      }),
    ).rejects.toThrow(/currentPassword/)
    // An ending would have been sent before the answer to a later request on the same socket.
    expect(await ask(socket, 'staff:list')).toMatchObject({ ok: true })
    expect(socket.connected).toBe(true)

    // The same change with the right current password does end it.
    const disconnect = ended(socket)
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { password: 'my-own-new-password', currentPassword: 'pw-change-refused-pw copper lantern' },
      user: { ...user, collection: 'users' as const },
      overrideAccess: false,
    })
    expect(await disconnect).toBe('io server disconnect')
  })

  it('the role changes', async () => {
    const { user, token } = await supportUser('role-changed')
    const socket = await consoleSocket(token)
    const disconnect = ended(socket)
    await payload.update({ collection: 'users', id: user.id, data: { role: 'editor' }, ...asAdmin() })
    expect(await disconnect).toBe('io server disconnect')
    await refusedAgain(token)
  })

  it('the account is deleted', async () => {
    const { user, token } = await supportUser('deleted-user')
    const socket = await consoleSocket(token)
    const disconnect = ended(socket)
    await payload.delete({ collection: 'users', id: user.id, ...asAdmin() })
    expect(await disconnect).toBe('io server disconnect')
    await refusedAgain(token)
  })

  it('the user signs out everywhere', async () => {
    const { token } = await supportUser('signed-out')
    const socket = await consoleSocket(token)
    const disconnect = ended(socket)
    const { default: config } = await import('@payload-config')
    const response = await handleEndpoints({
      config,
      request: new Request(`${url}/api/users/logout?allSessions=true`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url, authorization: `JWT ${token}` },
        body: '{}',
      }),
    })
    expect(response.status).toBe(200)
    expect(await disconnect).toBe('io server disconnect')
    await refusedAgain(token)
  })

  it('a name change leaves the socket alone', async () => {
    const { user, token } = await supportUser('renamed')
    const socket = await consoleSocket(token)
    await payload.update({ collection: 'users', id: user.id, data: { name: 'Renamed' }, ...asAdmin() })
    // An ending would have been sent before the answer to a later request on the same socket.
    expect(await ask(socket, 'ping')).toMatchObject({ ok: true })
    expect(socket.connected).toBe(true)

    // The same update path with a role change does end it.
    const disconnect = ended(socket)
    await payload.update({ collection: 'users', id: user.id, data: { role: 'editor' }, ...asAdmin() })
    expect(await disconnect).toBe('io server disconnect')
  })
})
