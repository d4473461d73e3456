import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { LOGIN_FAILURES_PER_IP_PER_DAY } from '../../src/lib/auth/login-throttle'
import { CLIENT_IP_HEADER } from '../../src/lib/http/client-ip'
import { bootPayload, type TestPayload } from '../support/payload'

const ADMIN_PASSWORD = 'throttle-admin-password'

// The users collection's check for an unknown username, counted: it must cost one password hashing
// (what that costs is checked in src/lib/auth/password.test.ts), which a timing cannot show reliably.
const hashedForNothing = vi.hoisted(() => ({ count: 0 }))
vi.mock('../../src/lib/auth/password', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/lib/auth/password')>()
  return {
    ...actual,
    hashForNothing: async (password: unknown) => {
      hashedForNothing.count += 1
      return actual.hashForNothing(password)
    },
  }
})

let ctx: TestPayload
let payload: Payload

beforeAll(async () => {
  ctx = await bootPayload('login_throttle', { ADMIN_PASSWORD })
  payload = ctx.payload
})

afterAll(async () => {
  await ctx?.close()
})

type Answer = { status: number; message?: string; retryAfter: string | null; token?: string }

/** POST /api/users/login through Payload's REST handler, as server.ts hands it on (the client IP in its header). */
async function login(ip: string, username: string, password: string): Promise<Answer> {
  const { default: config } = await import('@payload-config')
  const origin = new URL(process.env.SITE_URL ?? 'http://localhost:3000').origin
  const response = await handleEndpoints({
    config,
    request: new Request(`${origin}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, [CLIENT_IP_HEADER]: ip },
      body: JSON.stringify({ username, password }),
    }),
  })
  const body = (await response.json()) as { errors?: { message: string }[]; token?: string }
  return { status: response.status, message: body.errors?.[0]?.message, retryAfter: response.headers.get('retry-after'), token: body.token }
}

async function createUser(username: string, password: string) {
  return payload.create({ collection: 'users', overrideAccess: true, data: { username, password, role: 'support' } })
}

describe('login throttling instead of an account lock', () => {
  it('100 wrong passwords for admin from IP A do not lock admin out: the right password from IP B signs in', async () => {
    const answers: Answer[] = []
    for (let i = 0; i < 100; i++) answers.push(await login('203.0.113.10', 'admin', `wrong-${i}`))
    expect(answers.slice(0, 6).map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 401])
    expect(answers.at(-1)?.status).toBe(429)
    expect(answers.every((a) => a.status === 401 || a.status === 429)).toBe(true)

    const fromB = await login('198.51.100.20', 'admin', ADMIN_PASSWORD)
    expect(fromB.status).toBe(200)
    expect(fromB.token).toBeTruthy()
  })

  it('the per-IP block holds: after 100 failures IP A waits, whatever username and password it tries', async () => {
    await createUser('ip-block-user', 'ip-block-user-pw copper lantern')
    for (let i = 0; i < 100; i++) await login('203.0.113.30', 'admin', `wrong-${i}`)
    const other = await login('203.0.113.30', 'ip-block-user', 'ip-block-user-pw copper lantern')
    expect(other.status).toBe(429)
    expect(Number(other.retryAfter)).toBeGreaterThan(23 * 60 * 60)
    expect((await login('203.0.113.30', 'admin', ADMIN_PASSWORD)).status).toBe(429)
    // A new IP of its own is not affected.
    expect((await login('203.0.113.31', 'ip-block-user', 'ip-block-user-pw copper lantern')).status).toBe(200)
    expect(LOGIN_FAILURES_PER_IP_PER_DAY).toBe(100)
  })

  it('known and unknown usernames get the same answers, throttled included, and both cost a password hashing', async () => {
    await createUser('known-user', 'known-user-pw copper lantern')
    const ipKnown = '192.0.2.1'
    const ipUnknown = '192.0.2.2'
    for (let i = 0; i < 8; i++) {
      const known = await login(ipKnown, 'known-user', `wrong-${i}`)
      const before = hashedForNothing.count
      const unknown = await login(ipUnknown, 'no-such-user', `wrong-${i}`)
      expect([unknown.status, unknown.message, unknown.retryAfter === null], `attempt ${i + 1}`).toEqual([known.status, known.message, known.retryAfter === null])
      if (known.status === 429) expect(Math.abs(Number(known.retryAfter) - Number(unknown.retryAfter))).toBeLessThanOrEqual(1)
      // An answered guess at an unknown name costs one password hashing, as a wrong password does.
      if (unknown.status === 401) expect(hashedForNothing.count - before, `attempt ${i + 1}`).toBe(1)
    }
    expect(hashedForNothing.count).toBeGreaterThan(0)
    const throttled = await login(ipKnown, 'known-user', 'known-user-pw copper lantern')
    expect(throttled.status).toBe(429)
    expect(throttled.message).toMatch(/too many sign-in attempts/i)
  })

  it('a successful sign-in forgets the failures of that username from that IP', async () => {
    await createUser('forgetful', 'forgetful-pw copper lantern')
    const ip = '192.0.2.50'
    for (let i = 0; i < 4; i++) expect((await login(ip, 'forgetful', `wrong-${i}`)).status).toBe(401)
    expect((await login(ip, 'forgetful', 'forgetful-pw copper lantern')).status).toBe(200)
    for (let i = 0; i < 5; i++) expect((await login(ip, 'forgetful', `again-${i}`)).status).toBe(401)
  })

  it('no account lock fields: a hostile body is refused with 4xx, never 500', async () => {
    for (const body of [{ username: 'x'.repeat(100_000), password: 'p' }, { username: ['admin'], password: { $ne: 1 } }, { username: 'admin' }]) {
      const { default: config } = await import('@payload-config')
      const response = await handleEndpoints({
        config,
        request: new Request('http://localhost:3000/api/users/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', [CLIENT_IP_HEADER]: '192.0.2.99' },
          body: JSON.stringify(body),
        }),
      })
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
    }
  })
})

describe('changing one’s own password asks for the current one', () => {
  it('refuses a new password without or with a wrong current password, accepts the right one', async () => {
    const user = await createUser('self-changer', 'self-changer-pw copper lantern')
    const asSelf = { user: { ...user, collection: 'users' as const }, overrideAccess: false as const }
    const change = (data: Record<string, unknown>) => payload.update({ collection: 'users', id: user.id, data, ...asSelf })

    await expect(change({ password: 'new-password-1' })).rejects.toThrow(/currentPassword/)
    await expect(change({ password: 'new-password-1', currentPassword: 'not-it' })).rejects.toThrow(/currentPassword/)
    await expect(change({ password: 'new-password-1', currentPassword: ['self-changer-pw copper lantern'] })).rejects.toThrow(/currentPassword/)
    expect((await payload.login({ collection: 'users', data: { username: 'self-changer', password: 'self-changer-pw copper lantern' } })).token).toBeTruthy()

    // Other changes need no password.
    expect((await change({ name: 'Self Changer' })).name).toBe('Self Changer')

    const changed = await change({ password: 'new-password-1', currentPassword: 'self-changer-pw copper lantern' })
    expect(changed).not.toHaveProperty('currentPassword')
    expect((await payload.login({ collection: 'users', data: { username: 'self-changer', password: 'new-password-1' } })).token).toBeTruthy()
  })

  it('an admin sets another user’s password without knowing it', async () => {
    const user = await createUser('reset-by-admin', 'reset-by-admin-pw copper lantern')
    const admin = (await payload.find({ collection: 'users', where: { username: { equals: 'admin' } }, overrideAccess: true })).docs[0]!
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { password: 'set-by-admin-pw copper lantern' },
      user: { ...admin, collection: 'users' as const },
      overrideAccess: false,
    })
    expect((await payload.login({ collection: 'users', data: { username: 'reset-by-admin', password: 'set-by-admin-pw copper lantern' } })).token).toBeTruthy()
  })

  it('through REST: 400 naming currentPassword without it, 200 with it', async () => {
    await createUser('rest-changer', 'rest-changer-pw copper lantern')
    const { token } = await login('192.0.2.77', 'rest-changer', 'rest-changer-pw copper lantern')
    const { default: config } = await import('@payload-config')
    const me = (await payload.find({ collection: 'users', where: { username: { equals: 'rest-changer' } }, overrideAccess: true })).docs[0]!
    const patch = (body: Record<string, unknown>) =>
      handleEndpoints({
        config,
        request: new Request(`http://localhost:3000/api/users/${me.id}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', authorization: `JWT ${token}`, [CLIENT_IP_HEADER]: '192.0.2.77' },
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
