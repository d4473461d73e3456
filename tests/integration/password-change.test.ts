import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CLIENT_IP_HEADER } from '../../src/lib/http/client-ip'
import { bootPayload, type TestPayload } from '../support/payload'

let ctx: TestPayload
let payload: Payload

beforeAll(async () => {
  ctx = await bootPayload('password_change', { ADMIN_PASSWORD: 'password-change-admin-password' })
  payload = ctx.payload
})

afterAll(async () => {
  await ctx?.close()
})

async function createUser(username: string, password: string) {
  return payload.create({ collection: 'users', overrideAccess: true, data: { username, password, role: 'support' } })
}

describe('changing one’s own password asks for the current one', () => {
  it('refuses a new password without or with a wrong current password, accepts the right one', async () => {
    const user = await createUser('self-changer', 'self-changer-pw copper lantern')
    const asSelf = { user: { ...user, collection: 'users' as const }, overrideAccess: false as const }
    const change = (data: Record<string, unknown>) =>
      payload.update({ collection: 'users', id: user.id, data, ...asSelf })

    await expect(change({ password: 'new-password-1' })).rejects.toThrow(/currentPassword/)
    await expect(change({ password: 'new-password-1', currentPassword: 'not-it' })).rejects.toThrow(/currentPassword/)
    await expect(
      change({ password: 'new-password-1', currentPassword: ['self-changer-pw copper lantern'] }),
    ).rejects.toThrow(/currentPassword/)
    expect(
      (
        await payload.login({
          collection: 'users',
          data: { username: 'self-changer', password: 'self-changer-pw copper lantern' },
        })
      ).user?.username,
    ).toBe('self-changer')

    // Other changes need no password.
    expect((await change({ name: 'Self Changer' })).name).toBe('Self Changer')

    const changed = await change({ password: 'new-password-1', currentPassword: 'self-changer-pw copper lantern' })
    expect(changed).not.toHaveProperty('currentPassword')
    expect(
      (await payload.login({ collection: 'users', data: { username: 'self-changer', password: 'new-password-1' } }))
        .user?.username,
    ).toBe('self-changer')
  })

  it('an admin sets another user’s password without knowing it', async () => {
    const user = await createUser('reset-by-admin', 'reset-by-admin-pw copper lantern')
    const admin = (
      await payload.find({ collection: 'users', where: { username: { equals: 'admin' } }, overrideAccess: true })
    ).docs[0]!
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { password: 'set-by-admin-pw copper lantern' },
      user: { ...admin, collection: 'users' as const },
      overrideAccess: false,
    })
    expect(
      (
        await payload.login({
          collection: 'users',
          data: { username: 'reset-by-admin', password: 'set-by-admin-pw copper lantern' },
        })
      ).user?.username,
    ).toBe('reset-by-admin')
  })

  it('through REST: 400 naming currentPassword without it, 200 with it', async () => {
    await createUser('rest-changer', 'rest-changer-pw copper lantern')
    const { token } = await payload.login({
      collection: 'users',
      data: { username: 'rest-changer', password: 'rest-changer-pw copper lantern' },
    })
    const { default: config } = await import('@payload-config')
    const me = (
      await payload.find({ collection: 'users', where: { username: { equals: 'rest-changer' } }, overrideAccess: true })
    ).docs[0]!
    const patch = (body: Record<string, unknown>) =>
      handleEndpoints({
        config,
        request: new Request(`http://localhost:3000/api/users/${me.id}`, {
          method: 'PATCH',
          headers: {
            'content-type': 'application/json',
            origin: 'http://localhost:3000',
            authorization: `JWT ${token}`,
            [CLIENT_IP_HEADER]: '192.0.2.77',
          },
          body: JSON.stringify(body),
        }),
      })
    const refused = await patch({ password: 'rest-new-password' })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain('currentPassword')
    const accepted = await patch({ password: 'rest-new-password', currentPassword: 'rest-changer-pw copper lantern' })
    expect(accepted.status).toBe(200)
    expect(JSON.stringify(await accepted.json())).not.toContain('rest-changer-pw copper lantern')
  })
})
