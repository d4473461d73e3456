import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { LOGIN_FAILURES_PER_IP_PER_DAY, LOGIN_FREE_ATTEMPTS } from '../../src/lib/auth/login-throttle'
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

type Answer = { status: number; message?: string; retryAfter: string | null; token?: string; username?: string }

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
  const body = (await response.json()) as {
    errors?: { message: string }[]
    token?: string
    user?: { username?: string }
  }
  return {
    status: response.status,
    message: body.errors?.[0]?.message,
    retryAfter: response.headers.get('retry-after'),
    token: body.token,
    username: body.user?.username,
  }
}

async function createUser(username: string, password: string) {
  return payload.create({ collection: 'users', overrideAccess: true, data: { username, password, role: 'support' } })
}

describe('login throttling instead of an account lock', () => {
  it(`${LOGIN_FAILURES_PER_IP_PER_DAY} wrong passwords for admin from IP A do not lock admin out: the right password from IP B signs in`, async () => {
    const answers: Answer[] = []
    for (let i = 0; i < LOGIN_FAILURES_PER_IP_PER_DAY; i++)
      answers.push(await login('203.0.113.10', 'admin', `wrong-${i}`))
    // The free attempts and the one after them are checked; from then on the wait answers.
    const statuses = answers.map((a) => a.status)
    expect(statuses.slice(0, LOGIN_FREE_ATTEMPTS + 2)).toEqual([
      ...Array<number>(LOGIN_FREE_ATTEMPTS + 1).fill(401),
      429,
    ])
    expect(statuses.slice(LOGIN_FREE_ATTEMPTS + 1).every((status) => status === 429)).toBe(true)

    const fromB = await login('198.51.100.20', 'admin', ADMIN_PASSWORD)
    expect([fromB.status, fromB.username, typeof fromB.token]).toEqual([200, 'admin', 'string'])
  })

  it(`the per-IP block holds: after ${LOGIN_FAILURES_PER_IP_PER_DAY} failures IP A waits a day, whatever username and password it tries`, async () => {
    await createUser('ip-block-user', 'ip-block-user-pw copper lantern')
    // One username: past its free attempts that pair's own wait answers, so few passwords are hashed.
    for (let i = 0; i < LOGIN_FAILURES_PER_IP_PER_DAY - 1; i++) await login('203.0.113.30', 'admin', `wrong-${i}`)
    // The IP's last attempt of the day: a username it has not tried yet is still checked.
    expect((await login('203.0.113.30', 'no-such-user', 'wrong')).status).toBe(401)
    const other = await login('203.0.113.30', 'ip-block-user', 'ip-block-user-pw copper lantern')
    expect(other.status).toBe(429)
    expect(Number(other.retryAfter)).toBeGreaterThan(23 * 60 * 60)
    expect((await login('203.0.113.30', 'admin', ADMIN_PASSWORD)).status).toBe(429)
    // A new IP of its own is not affected.
    expect((await login('203.0.113.31', 'ip-block-user', 'ip-block-user-pw copper lantern')).status).toBe(200)
  })

  it('known and unknown usernames get the same answers, throttled included, and both cost a password hashing', async () => {
    await createUser('known-user', 'known-user-pw copper lantern')
    const ipKnown = '192.0.2.1'
    const ipUnknown = '192.0.2.2'
    const statuses: number[] = []
    // How long after the known name's attempt the unknown name's came, in the last answered round:
    // both waits opened then, that far apart.
    let openedApartMs = 0
    for (let i = 0; i < LOGIN_FREE_ATTEMPTS + 3; i++) {
      const knownAt = Date.now()
      const known = await login(ipKnown, 'known-user', `wrong-${i}`)
      const before = hashedForNothing.count
      const unknownAt = Date.now()
      const unknown = await login(ipUnknown, 'no-such-user', `wrong-${i}`)
      statuses.push(known.status)
      expect([unknown.status, unknown.message, unknown.retryAfter === null], `attempt ${i + 1}`).toEqual([
        known.status,
        known.message,
        known.retryAfter === null,
      ])
      if (known.status === 429) {
        // The same wait: its two Retry-After values differ by how much further apart the two attempts came now, in
        // whole seconds.
        const slack = Math.ceil(Math.abs(unknownAt - knownAt - openedApartMs) / 1000) + 1
        expect(Math.abs(Number(known.retryAfter) - Number(unknown.retryAfter)), `attempt ${i + 1}`).toBeLessThanOrEqual(
          slack,
        )
      } else {
        openedApartMs = unknownAt - knownAt
        // An answered guess at an unknown name costs one password hashing, as a wrong password does.
        expect(hashedForNothing.count - before, `attempt ${i + 1}`).toBe(1)
      }
    }
    // Both kinds of round were checked: the answered attempts, then the throttled ones.
    expect(statuses).toEqual([...Array<number>(LOGIN_FREE_ATTEMPTS + 1).fill(401), 429, 429])
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
    for (const body of [
      { username: 'x'.repeat(100_000), password: 'p' },
      { username: ['admin'], password: { $ne: 1 } },
      { username: 'admin' },
    ]) {
      const { default: config } = await import('@payload-config')
      const response = await handleEndpoints({
        config,
        request: new Request('http://localhost:3000/api/users/login', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: 'http://localhost:3000',
            [CLIENT_IP_HEADER]: '192.0.2.99',
          },
          body: JSON.stringify(body),
        }),
      })
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
    }
  })
})
