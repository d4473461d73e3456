/**
 * Experiments on two app processes: an editor starts one on the home page's hero from a saved draft; each visitor (a
 * client address and browser) sees the arm its cookieless daily id gives, the same on both processes; each arm is a
 * cached page of its own, expired when the page is published; visitors, booking clicks and the booked call the
 * scheduler's signed webhook confirms are counted per arm; Publish the winner puts the variant on the page for all.
 */
import { randomBytes } from 'node:crypto'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { signCalendly } from '../../src/lib/bookings/confirmed/signature'
import { armFor } from '../../src/lib/experiments/assign'
import { probabilityToBeat } from '../../src/lib/experiments/stats'
import { type ExperimentReport, MIN_VISITORS_PER_ARM } from '../../src/lib/reports/experiments'
import { visitorId } from '../../src/lib/visits/visitor'
import { assertProductionBuild } from '../support/build'
import { loginAs, type Session } from '../support/login'
import { createTestDatabase, type TestDatabase } from '../support/postgres'
import { redisAnswers, TEST_REDIS_URL } from '../support/redis-server'
import { productionEnv, type ServerProcess, spawnServer } from '../support/server-process'

const ADMIN_PASSWORD = 'experiments-admin copper lantern'
const CALENDLY_KEY = 'calendly-signing-key-for-experiment-tests'
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'
const ORIGINAL = 'Turn Your'
const VARIANT = 'Earn More From the Fans You Already Have'
const WITHIN_MS = 8_000

const redisUp = await redisAnswers(TEST_REDIS_URL)

let db: TestDatabase
let a: ServerProcess
let b: ServerProcess
let pool: pg.Pool
let admin: Session
let experimentId: number

const ips = Array.from({ length: 24 }, (_, index) => `198.51.100.${index + 10}`)

type Seen = { status: number; cache: string | null; body: string }
async function visit(server: ServerProcess, ip: string, path = '/', ua = CHROME, cookie?: string): Promise<Seen> {
  const res = await fetch(`${server.url}${path}`, {
    headers: { accept: HTML, 'user-agent': ua, 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    redirect: 'manual',
  })
  return { status: res.status, cache: res.headers.get('x-nextjs-cache'), body: await res.text() }
}

const headline = (body: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1]?.replace(/<[^>]+>/g, '') ?? ''

async function api(server: ServerProcess, method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: admin.authorization, 'content-type': 'application/json', origin: server.url },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, json: (text ? JSON.parse(text) : {}) as Record<string, unknown>, text }
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = WITHIN_MS): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await read()
    if (ok(value) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The arm the test expects for a visitor, from the day's salt in the database (what every process hashes with). */
async function expectedArm(ip: string): Promise<'original' | 'variant'> {
  const { rows } = await pool.query<{ salt: Buffer }>(
    `SELECT salt FROM analytics_salts WHERE day = (now() AT TIME ZONE 'UTC')::date`,
  )
  expect(rows[0], 'the day’s salt exists').toBeDefined()
  return armFor(experimentId, visitorId(rows[0]!.salt, ip, CHROME), 50)
}

async function homeDraft(hero: Record<string, unknown>) {
  const current = await api(a, 'GET', '/api/globals/home-page?draft=true&depth=0')
  expect(current.status).toBe(200)
  const saved = await api(a, 'POST', '/api/globals/home-page?draft=true', {
    hero: { ...(current.json.hero as object), ...hero },
  })
  expect(saved.status, saved.text).toBe(200)
}

describe.skipIf(!redisUp && !process.env.CI)('experiments on two app processes', () => {
  beforeAll(async () => {
    assertProductionBuild()
    db = await createTestDatabase('experiments')
    const env = productionEnv(db.uri, {
      SEED_CONTENT: 'true',
      ADMIN_PASSWORD,
      TRUST_PROXY: '1',
      VISITS_FLUSH_MS: '200',
      REDIS_URL: TEST_REDIS_URL,
    })
    a = await spawnServer(env)
    b = await spawnServer(env)
    pool = new pg.Pool({ connectionString: db.uri, max: 2 })
    admin = await loginAs(a.url, 'admin', ADMIN_PASSWORD)
    const settings = await api(a, 'POST', '/api/globals/site-settings', { newCalendlyWebhookSecret: CALENDLY_KEY })
    expect(settings.status, settings.text).toBe(200)
  }, 180_000)

  afterAll(async () => {
    await Promise.all([a?.stop('SIGTERM'), b?.stop('SIGTERM')])
    await pool?.end()
    await db?.drop()
  })

  it('cannot start from a draft that says what the page says, nor from one that could not be published', async () => {
    const same = await api(a, 'POST', '/api/experiments', { name: 'Hero test', page: 'home-page' })
    expect(same.status).toBe(400)
    expect(same.text).toContain('saved draft says the same as its published copy')

    await homeDraft({ heading: '' })
    const invalid = await api(a, 'POST', '/api/experiments', { name: 'Hero test', page: 'home-page' })
    expect(invalid.status).toBe(400)
    expect(invalid.text).toContain('hero.heading: This field is required.')
    expect((await pool.query('SELECT count(*)::int AS n FROM experiments')).rows[0].n).toBe(0)
  })

  it('starts on the hero with only the changed section stored, and records who started it', async () => {
    await homeDraft({ heading: VARIANT })
    const started = await api(a, 'POST', '/api/experiments', { name: 'Hero test', page: 'home-page' })
    expect(started.status, started.text).toBe(201)
    const doc = started.json.doc as { id: number; status: string; variant: Record<string, { heading: string }> }
    experimentId = doc.id
    expect(doc.status).toBe('running')
    expect(Object.keys(doc.variant)).toEqual(['hero'])
    expect(doc.variant.hero!.heading).toBe(VARIANT)
    const audit = await pool.query(
      `SELECT action::text, actor_username FROM audit_log WHERE target_collection = 'experiments' ORDER BY id`,
    )
    expect(audit.rows).toEqual([{ action: 'experiment-start', actor_username: 'admin' }])

    const second = await api(a, 'POST', '/api/experiments', { name: 'Another', page: 'home-page' })
    expect(second.status).toBe(400)
    expect(second.text).toContain('is already running on this page')
  })

  it('shows each visitor the arm of their daily id, the same on both processes, each arm cached', async () => {
    const arms: Record<string, string[]> = { original: [], variant: [] }
    const shareImages = new Set<string>()
    for (const ip of ips) {
      const expected = await expectedArm(ip)
      arms[expected]!.push(ip)
      const want = expected === 'variant' ? VARIANT : ORIGINAL
      for (const server of [a, b]) {
        const seen = await until(
          () => visit(server, ip),
          (page) => headline(page.body).includes(want),
        )
        expect(seen.status).toBe(200)
        expect(headline(seen.body), `${ip} on ${server.url}`).toContain(want)
        // A variant names its page: the canonical address is the page's, never the variant's route.
        expect(seen.body).toContain(`<link rel="canonical" href="${server.url}"/>`)
        expect(seen.body).not.toMatch(/rel="canonical" href="[^"]*experiment-variants/)
        // The share image and its text are the published page's in both arms.
        expect(seen.body).not.toContain(`content="${VARIANT}`)
        const image = /<meta property="og:image" content="([^"]+)"/.exec(seen.body)?.[1]
        shareImages.add(image ? image.replace(server.url, '') : 'none')
      }
    }
    expect([...shareImages]).toHaveLength(1)
    expect([...shareImages][0]).toMatch(/\/og\?v=/)
    expect(arms.original!.length).toBeGreaterThan(3)
    expect(arms.variant!.length).toBeGreaterThan(3)
    const again = await until(
      () => visit(b, arms.variant![0]!),
      (page) => page.cache === 'HIT',
    )
    expect(again.cache).toBe('HIT')
    expect(headline(again.body)).toContain(VARIANT)
    expect(
      (
        await until(
          () => visit(b, arms.original![0]!),
          (page) => page.cache === 'HIT',
        )
      ).cache,
    ).toBe('HIT')
  })

  it('shows bots the published page, and answers the variants’ route itself with the 404 page', async () => {
    const bot = await visit(a, ips[0]!, '/', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')
    expect(headline(bot.body)).toContain(ORIGINAL)
    expect((await visit(a, ips[0]!, `/experiment-variants/${experimentId}`)).status).toBe(404)
  })

  it('sends a router request of the variant that Next redirects to the page’s address, never the variants’ route', async () => {
    let variantIp: string | undefined
    for (const ip of ips) if (!variantIp && (await expectedArm(ip)) === 'variant') variantIp = ip
    const router = (path: string) =>
      fetch(`${a.url}${path}`, {
        headers: { rsc: '1', 'user-agent': CHROME, 'x-forwarded-for': variantIp! },
        redirect: 'manual',
      })
    // No `_rsc` that matches the request's router headers (here none: an empty one): Next answers with the address
    // that has it, and that address is the page's.
    const redirected = await router('/?utm_source=news')
    expect(redirected.status).toBe(307)
    const location = redirected.headers.get('location')!
    expect(location).toMatch(/^\/\?utm_source=news&_rsc(=[\w-]*)?$/)
    const followed = await router(location)
    expect(followed.status).toBe(200)
    expect(followed.headers.get('content-type')).toContain('text/x-component')
    expect(await followed.text()).toContain(VARIANT)
  })

  it('counts each visitor once per arm, and carries the arm to a booking click and its booked call', async () => {
    const counts = await until(
      () => api(a, 'GET', `/api/reports/experiments/${experimentId}`),
      (res) => {
        const report = res.json as unknown as ExperimentReport
        return report.arms && report.arms.original.visitors + report.arms.variant.visitors === ips.length
      },
    )
    const report = counts.json as unknown as ExperimentReport
    const byArm = { original: 0, variant: 0 }
    for (const ip of ips) byArm[await expectedArm(ip)]++
    expect(report.arms.original.visitors).toBe(byArm.original)
    expect(report.arms.variant.visitors).toBe(byArm.variant)

    let variantIp = ''
    for (const ip of ips) if ((await expectedArm(ip)) === 'variant') variantIp = ip
    const reference = randomBytes(16).toString('hex')
    const click = await fetch(`${b.url}/api/booking-click`, {
      method: 'POST',
      headers: {
        origin: b.url,
        'content-type': 'application/json',
        'user-agent': CHROME,
        'x-forwarded-for': variantIp,
      },
      body: JSON.stringify({ ref: 'home-hero', page: '/', reference }),
    })
    expect(click.status, await click.text()).toBe(201)
    const body = JSON.stringify({
      created_at: '2026-12-01T17:51:19.000000Z',
      created_by: 'https://api.calendly.com/users/AAAAAAAAAAAAAAAA',
      event: 'invitee.created',
      payload: {
        email: 'zoe@example.com',
        name: 'Zoë Creator',
        status: 'active',
        rescheduled: false,
        timezone: 'Europe/London',
        tracking: { utm_content: reference },
        scheduled_event: {
          uri: 'https://api.calendly.com/scheduled_events/EXP',
          name: 'Strategy call',
          start_time: '2026-12-08T15:00:00.000000Z',
          end_time: '2026-12-08T15:30:00.000000Z',
        },
        uri: 'https://api.calendly.com/scheduled_events/EXP/invitees/EXP1',
      },
    })
    const delivered = await fetch(`${a.url}/api/bookings/webhook/calendly`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'calendly-webhook-signature': signCalendly(CALENDLY_KEY, body, new Date()),
      },
      body,
    })
    expect(delivered.status, await delivered.text()).toBeLessThan(300)

    const after = (await api(a, 'GET', `/api/reports/experiments/${experimentId}`)).json as unknown as ExperimentReport
    expect(after.arms.variant).toMatchObject({ bookingClicks: 1, bookedCalls: 1, cancelled: 0 })
    expect(after.arms.original).toMatchObject({ bookingClicks: 0, bookedCalls: 0 })
    expect(after.sampleRatio?.mismatch).toBe(false)
    // The chance is the one the counted arms give, whatever split the day's salt made: one booked call for the variant
    // raises it above what no booked call at all gives the same visitors (a lopsided split can leave it below 0.5).
    const counted = (arm: 'original' | 'variant', successes: number) => ({
      successes,
      trials: after.arms[arm].visitors,
    })
    const expected = probabilityToBeat(counted('original', 0), counted('variant', 1))!
    expect(after.bookedCalls.beats).toBeCloseTo(expected, 9)
    expect(after.bookedCalls.beats).toBeGreaterThan(probabilityToBeat(counted('original', 0), counted('variant', 0))!)
    // A dozen visitors a version decide nothing, whatever the first booking suggests.
    const smaller = Math.min(after.arms.original.visitors, after.arms.variant.visitors)
    expect(after.bookedCalls.needed!.more).toBeGreaterThanOrEqual(MIN_VISITORS_PER_ARM - smaller)

    // Only admins read the figures.
    expect((await fetch(`${a.url}/api/reports/experiments/${experimentId}`)).status).toBe(401)
    expect((await api(a, 'GET', '/api/reports/experiments/0')).status).toBe(400)
    expect((await api(a, 'GET', '/api/reports/experiments/999999')).status).toBe(404)
  })

  it('keeps a consenting visitor’s arm in a first-party cookie, on both processes and from any address', async () => {
    const armOf = new Map<string, string>()
    for (const ip of ips) armOf.set(ip, await expectedArm(ip))
    const variantIp = ips.find((ip) => armOf.get(ip) === 'variant')!
    const originalIp = ips.find((ip) => armOf.get(ip) === 'original')!
    const keep = (server: ServerProcess, method: string, origin = server.url) =>
      fetch(`${server.url}/api/experiment-arms`, {
        method,
        headers: { origin, 'user-agent': CHROME, 'x-forwarded-for': variantIp },
      })
    const given = await keep(a, 'POST')
    expect(given.status).toBe(204)
    const setCookie = given.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(
      new RegExp(`^experiment-arms=[0-9a-f]{16}\\.${experimentId}v; Max-Age=15552000; Path=/; SameSite=Lax; HttpOnly$`),
    )
    const cookie = setCookie.split(';')[0]!
    // From an address and browser whose daily draw is the original, on either process, the cookie's arm is shown.
    for (const server of [a, b]) {
      const page = await until(
        () => visit(server, originalIp, '/', CHROME, cookie),
        (seen) => headline(seen.body).includes(VARIANT),
      )
      expect(headline(page.body)).toContain(VARIANT)
      expect(headline((await visit(server, originalIp)).body)).toContain(ORIGINAL)
    }
    const refused = await keep(b, 'DELETE')
    expect(refused.status).toBe(204)
    expect(refused.headers.get('set-cookie')).toBe('experiment-arms=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly')
    // Another site cannot set or remove it.
    const foreign = await keep(a, 'POST', 'https://elsewhere.example')
    expect(foreign.status).toBe(403)
    expect(foreign.headers.get('set-cookie')).toBeNull()
  })

  it('refuses new words for a started experiment', async () => {
    const changed = await api(a, 'PATCH', `/api/experiments/${experimentId}`, { variant: { hero: { heading: 'x' } } })
    expect(changed.status).toBe(400)
    expect(changed.text).toContain('results of different texts must not mix')
  })

  it('expires the variant’s cached page when the page is published, on both processes', async () => {
    let variantIp = ''
    for (const ip of ips) if ((await expectedArm(ip)) === 'variant') variantIp = ip
    const current = await api(a, 'GET', '/api/globals/home-page?depth=0')
    const published = await api(a, 'POST', '/api/globals/home-page', {
      about: { ...(current.json.about as object), heading: 'A Team That Answers at 3 a.m.' },
      hero: current.json.hero,
      _status: 'published',
    })
    expect(published.status, published.text).toBe(200)
    for (const server of [a, b]) {
      const seen = await until(
        () => visit(server, variantIp),
        (page) => page.body.includes('A Team That Answers at 3 a.m.'),
      )
      expect(seen.body, server.url).toContain('A Team That Answers at 3 a.m.')
      expect(headline(seen.body)).toContain(VARIANT)
    }
  })

  it('Publish the winner puts the variant’s words on the page for every visitor and ends the experiment', async () => {
    const decided = await api(a, 'POST', `/api/experiments/${experimentId}/decide`, { arm: 'variant' })
    expect(decided.status, decided.text).toBe(200)
    for (const server of [a, b])
      for (const ip of ips.slice(0, 6)) {
        const seen = await until(
          () => visit(server, ip),
          (page) => headline(page.body).includes(VARIANT),
        )
        expect(headline(seen.body), `${ip} on ${server.url}`).toContain(VARIANT)
      }
    const row = await pool.query(`SELECT status::text, winner::text FROM experiments WHERE id = $1`, [experimentId])
    expect(row.rows[0]).toEqual({ status: 'ended', winner: 'variant' })
    const audit = await pool.query(
      `SELECT action::text FROM audit_log WHERE target_collection = 'experiments' ORDER BY id`,
    )
    expect(audit.rows.map((entry) => entry.action)).toEqual(['experiment-start', 'experiment-winner'])
    const again = await api(a, 'POST', `/api/experiments/${experimentId}/decide`, { arm: 'original' })
    expect(again.status).toBe(409)
  })

  it('serves the published copy once a running experiment is deleted', async () => {
    await homeDraft({ heading: 'A Third Headline to Test' })
    const started = await api(a, 'POST', '/api/experiments', { name: 'Short-lived', page: 'home-page' })
    expect(started.status, started.text).toBe(201)
    const id = (started.json.doc as { id: number }).id
    const shown = await until(
      () => Promise.all(ips.slice(0, 8).map((ip) => visit(a, ip))),
      (pages) => pages.some((page) => headline(page.body).includes('A Third Headline')),
    )
    expect(shown.some((page) => headline(page.body).includes('A Third Headline'))).toBe(true)
    expect((await api(a, 'DELETE', `/api/experiments/${id}`)).status).toBe(200)
    for (const server of [a, b])
      for (const ip of ips.slice(0, 8)) {
        const seen = await until(
          () => visit(server, ip),
          (page) => headline(page.body).includes(VARIANT),
        )
        expect(headline(seen.body), `${ip} on ${server.url}`).toContain(VARIANT)
      }
  })
})
