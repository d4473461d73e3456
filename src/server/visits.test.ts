import { EventEmitter } from 'node:events'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { describe, expect, it, vi } from 'vitest'

import { armFor } from '@/lib/experiments/assign'
import { setRunningExperiments } from '@/lib/experiments/table'
import type { ExposureRow } from '@/lib/visits/store'
import type { PageViewRow } from '@/lib/visits/visit-rule'
import { visitorId } from '@/lib/visits/visitor'

import {
  ADDRESS_CLIENTS_PER_WINDOW,
  CLIENT_VIEWS_PER_WINDOW,
  CLIENT_WINDOW_MS,
  VisitCounter,
  type VisitStore,
} from './visits'

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const NOW = Date.UTC(2026, 10, 27, 12, 0, 0)

function fakeStore(overrides: Partial<VisitStore> = {}) {
  const written: PageViewRow[] = []
  const exposed: ExposureRow[] = []
  const store: VisitStore = {
    saltsFor: vi.fn((days: readonly string[]) =>
      Promise.resolve(new Map(days.map((day) => [day, Buffer.alloc(32, 1)]))),
    ),
    latestViews: vi.fn(() => Promise.resolve(new Map())),
    insertPageViews: vi.fn((rows: readonly PageViewRow[]) => {
      written.push(...rows)
      return Promise.resolve()
    }),
    insertExposures: vi.fn((rows: readonly ExposureRow[]) => {
      exposed.push(...rows)
      return Promise.resolve()
    }),
    rollUpClosedDays: vi.fn(() => Promise.resolve(0)),
    publishedPostPaths: vi.fn(() => Promise.resolve(['/blog/ppv-content-optimization'])),
    ...overrides,
  }
  return { store, written, exposed }
}

const logger = () => ({ error: vi.fn(), warn: vi.fn() })

function counter(store: VisitStore, log = logger(), maxBuffered?: number) {
  return new VisitCounter({
    store,
    trustProxy: 1,
    siteUrl: 'https://www.example.com',
    flushMs: 1_000,
    logger: log,
    maxBuffered,
    now: () => NOW,
  })
}

function request(url: string, headers: Record<string, string> = {}, method = 'GET') {
  const req = {
    method,
    url,
    headers: {
      host: 'www.example.com',
      accept: 'text/html',
      'user-agent': CHROME,
      'x-forwarded-for': '203.0.113.9',
      ...headers,
    },
    socket: { remoteAddress: '10.0.0.1' },
    resume: vi.fn(),
  }
  return req as unknown as IncomingMessage
}

function response(status: number) {
  const writeHead = vi.fn()
  const res = Object.assign(new EventEmitter(), { statusCode: status, writeHead, end: vi.fn() })
  return Object.assign(res as unknown as ServerResponse & EventEmitter, { written: writeHead })
}

/** A counter whose store holds each day's salt from `salts`, on a clock the test moves (`clock.now`). */
function counterOverDays(salts: Record<string, Buffer>, clock: { now: number }) {
  const { store } = fakeStore({
    saltsFor: vi.fn((days: readonly string[]) => Promise.resolve(new Map(days.map((day) => [day, salts[day]!])))),
  })
  return new VisitCounter({
    store,
    trustProxy: 1,
    siteUrl: 'https://www.example.com',
    flushMs: 1_000,
    logger: logger(),
    now: () => clock.now,
  })
}

/** Sends a request through observe() and finishes its answer with `status`. */
function serve(visits: VisitCounter, url: string, status = 200, headers: Record<string, string> = {}) {
  const res = response(status)
  visits.observe(request(url, headers), res)
  res.emit('finish')
}

describe('VisitCounter', () => {
  it('records a public page answered 200 only once the answer has finished', async () => {
    const { store, written } = fakeStore()
    const visits = counter(store)
    const res = response(200)
    visits.observe(request('/about?utm_source=news'), res)
    expect(visits.pending()).toBe(0)
    res.emit('finish')
    expect(visits.pending()).toBe(1)
    serve(visits, '/missing', 404)
    serve(visits, '/about', 200, { 'user-agent': 'Googlebot/2.1' })
    await visits.flush()
    expect(written).toHaveLength(1)
    expect(written[0]).toMatchObject({ page: '/about', entry: true, day: '2026-11-27', utmSource: 'news' })
    expect(store.insertPageViews).toHaveBeenCalledTimes(1)
  })

  it('writes the whole batch in one insert, and the same IP and user agent as one visitor', async () => {
    const { store, written } = fakeStore()
    const visits = counter(store)
    serve(visits, '/', 200, { referer: 'https://www.google.com/' })
    serve(visits, '/about', 200, { referer: 'https://www.example.com/' })
    serve(visits, '/about', 200, { 'x-forwarded-for': '203.0.113.10' })
    await visits.flush()
    expect(store.insertPageViews).toHaveBeenCalledTimes(1)
    expect(new Set(written.map((row) => row.visitor)).size).toBe(2)
    expect(written.map((row) => [row.page, row.entry, row.landingPage, row.referrerHost])).toEqual([
      ['/', true, '/', 'www.google.com'],
      ['/about', false, '/', 'www.google.com'],
      ['/about', true, '/about', null],
    ])
  })

  it('counts a beacon of a client-side navigation from its same-origin Referer, and answers 204 whatever it is sent', async () => {
    const { store, written } = fakeStore()
    const visits = counter(store)
    const answer = (headers: Record<string, string>) => {
      const res = response(0)
      expect(visits.beacon(request('/api/visits', headers, 'POST'), res)).toBe(true)
      expect(res.written).toHaveBeenCalledWith(204, expect.anything())
    }
    answer({ referer: 'https://www.example.com/blog?utm_campaign=x' })
    answer({ referer: 'https://evil.example/blog' })
    answer({ referer: 'https://www.example.com/admin/chat' })
    answer({})
    answer({ referer: 'https://www.example.com/faq', cookie: 'payload-token=x' })
    answer({ referer: 'https://www.example.com/faq', 'user-agent': 'curl/8' })
    expect(visits.beacon(request('/api/visits', {}, 'GET'), response(0))).toBe(false)
    expect(visits.beacon(request('/api/other', {}, 'POST'), response(0))).toBe(false)
    await visits.flush()
    expect(written.map((row) => [row.page, row.utmCampaign])).toEqual([['/blog', 'x']])
  })

  it('keeps a batch the database refused and writes it at the next flush, without throwing', async () => {
    const insert = vi
      .fn<VisitStore['insertPageViews']>()
      .mockRejectedValueOnce(new Error('connection refused'))
      .mockResolvedValue(undefined)
    const { store } = fakeStore({ insertPageViews: insert })
    const log = logger()
    const visits = counter(store, log)
    serve(visits, '/')
    await expect(visits.flush()).resolves.toBeUndefined()
    expect(log.error).toHaveBeenCalledTimes(1)
    expect(visits.pending()).toBe(1)
    await visits.flush()
    expect(insert).toHaveBeenCalledTimes(2)
    expect(insert.mock.calls[1]![0]).toHaveLength(1)
    expect(visits.pending()).toBe(0)
  })

  it('gives a batch up after five failed writes', async () => {
    const { store } = fakeStore({ insertPageViews: () => Promise.reject(new Error('down')) })
    const visits = counter(store)
    serve(visits, '/')
    for (let i = 0; i < 4; i++) {
      await visits.flush()
      expect(visits.pending()).toBe(1)
    }
    await visits.flush()
    expect(visits.pending()).toBe(0)
  })

  it('drops and reports page views beyond its bound instead of growing', async () => {
    const { store, written } = fakeStore()
    const log = logger()
    const visits = counter(store, log, 3)
    for (let i = 0; i < 10; i++) serve(visits, '/', 200, { 'x-forwarded-for': `203.0.113.${i}` })
    expect(visits.pending()).toBe(3)
    await visits.flush()
    expect(written).toHaveLength(3)
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('7 page view(s) dropped'))
  })

  it('counts a beacon only for a page the site serves: the route table, a category, a published post', async () => {
    const { store, written } = fakeStore()
    const visits = counter(store)
    // The published posts are read with the first flush.
    await visits.flush()
    const beacon = (path: string, ip: string) =>
      visits.beacon(
        request('/api/visits', { referer: `https://www.example.com${path}`, 'x-forwarded-for': ip }, 'POST'),
        response(0),
      )
    // As found: made-up pages and a <script> campaign were listed as landing pages.
    for (let i = 0; i < 30; i++) beacon(`/no-such-page-${i}`, `198.51.100.${i}`)
    beacon('/blog/not-a-post', '198.51.100.200')
    beacon('/%3Cscript%3E?utm_campaign=%3Cscript%3E', '198.51.100.201')
    beacon('/blog/category/unknown', '198.51.100.202')
    // The control: real pages are counted.
    for (const path of ['/faq', '/services/marketing', '/blog/category/revenue', '/blog/ppv-content-optimization'])
      beacon(path, '198.51.100.250')
    await visits.flush()
    expect(written.map((row) => row.page)).toEqual([
      '/faq',
      '/services/marketing',
      '/blog/category/revenue',
      '/blog/ppv-content-optimization',
    ])
  })

  it('counts one address as 5 clients at most in 10 s, whatever User-Agents it sends', async () => {
    let now = NOW
    const { store, written } = fakeStore()
    const visits = new VisitCounter({
      store,
      trustProxy: 1,
      siteUrl: 'https://www.example.com',
      flushMs: 1_000,
      logger: logger(),
      now: () => now,
    })
    await visits.flush()
    // As found: 30 beacons from one address under 30 User-Agents counted 31 visitors.
    for (let i = 0; i < 30; i++)
      visits.beacon(
        request('/api/visits', { referer: 'https://www.example.com/faq', 'user-agent': `${CHROME} v/${i}` }, 'POST'),
        response(0),
      )
    // A known client of the address keeps being counted; another address is not held back.
    serve(visits, '/about', 200, { 'user-agent': `${CHROME} v/0` })
    serve(visits, '/about', 200, { 'x-forwarded-for': '203.0.113.99' })
    await visits.flush()
    expect(new Set(written.map((row) => row.visitor)).size).toBe(ADDRESS_CLIENTS_PER_WINDOW + 1)
    expect(written).toHaveLength(ADDRESS_CLIENTS_PER_WINDOW + 2)
    // The next window takes new clients of the address again.
    now += CLIENT_WINDOW_MS
    serve(visits, '/about', 200, { 'user-agent': `${CHROME} v/29` })
    await visits.flush()
    expect(written).toHaveLength(ADDRESS_CLIENTS_PER_WINDOW + 3)
  })

  it('counts at most 20 page views per client in 10 s, so a reload flood writes 20 rows and leaves room for everyone else', async () => {
    let now = NOW
    const { store, written } = fakeStore()
    const log = logger()
    const visits = new VisitCounter({
      store,
      trustProxy: 1,
      siteUrl: 'https://www.example.com',
      flushMs: 1_000,
      logger: log,
      now: () => now,
    })
    for (let i = 0; i < 500; i++) serve(visits, '/')
    serve(visits, '/about', 200, { 'x-forwarded-for': '203.0.113.77' })
    serve(visits, '/about', 200, { 'user-agent': `${CHROME} Edg/131.0` })
    expect(visits.pending()).toBe(CLIENT_VIEWS_PER_WINDOW + 2)
    now += CLIENT_WINDOW_MS - 1
    serve(visits, '/faq')
    expect(visits.pending()).toBe(CLIENT_VIEWS_PER_WINDOW + 2)
    now += 1
    serve(visits, '/faq')
    expect(visits.pending()).toBe(CLIENT_VIEWS_PER_WINDOW + 3)
    await visits.flush()
    expect(written).toHaveLength(CLIENT_VIEWS_PER_WINDOW + 3)
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('481 page view(s) not counted'))
  })

  it('rolls closed days up at the first flush and then at most once a minute', async () => {
    let now = NOW
    const { store } = fakeStore()
    const visits = new VisitCounter({
      store,
      trustProxy: 0,
      siteUrl: 'https://www.example.com',
      flushMs: 1_000,
      logger: logger(),
      now: () => now,
    })
    await visits.flush()
    now += 30_000
    await visits.flush()
    expect(store.rollUpClosedDays).toHaveBeenCalledTimes(1)
    expect(store.rollUpClosedDays).toHaveBeenCalledWith('2026-11-27')
    now += 30_000
    await visits.flush()
    expect(store.rollUpClosedDays).toHaveBeenCalledTimes(2)
  })

  it('does not write page views of a day already closed (its salt is gone)', async () => {
    let now = Date.UTC(2026, 10, 27, 23, 59, 59)
    const { store, written } = fakeStore()
    const visits = new VisitCounter({
      store,
      trustProxy: 0,
      siteUrl: 'https://www.example.com',
      flushMs: 1_000,
      logger: logger(),
      now: () => now,
    })
    serve(visits, '/')
    now = Date.UTC(2026, 10, 28, 0, 10, 0)
    await visits.flush()
    expect(written).toHaveLength(0)
    // Only the open day's salt and the next one's are read ahead; none is made again for the closed day.
    expect(store.saltsFor).toHaveBeenCalledTimes(1)
    expect(store.saltsFor).toHaveBeenCalledWith(['2026-11-28', '2026-11-29'])
  })
})

describe('VisitCounter and experiments', () => {
  const home = { id: 7, page: 'home-page' as const, path: '/', variantShare: 50 }

  it('shows nobody an arm until it holds the day’s salt, then the arm the visitor’s hash gives', async () => {
    setRunningExperiments([home])
    try {
      const { store } = fakeStore()
      const visits = counter(store)
      expect(visits.experimentShown(request('/'), '/')).toBeUndefined()
      await visits.flush()
      const shown = visits.experimentShown(request('/'), '/')
      const visitor = visitorId(Buffer.alloc(32, 1), '203.0.113.9', CHROME)
      expect(shown).toEqual({ experiment: 7, arm: armFor(7, visitor, 50) })
      expect(visits.experimentShown(request('/about'), '/about')).toBeUndefined()
      expect(visits.experimentShown(request('/', { 'user-agent': 'Googlebot/2.1' }), '/')).toBeUndefined()
      expect(visits.experimentShown(request('/', { cookie: 'payload-token=abc' }), '/')).toBeUndefined()
    } finally {
      setRunningExperiments([])
    }
  })

  it('writes one exposure per counted view that showed an arm, with the view’s day and visitor', async () => {
    setRunningExperiments([{ ...home, variantShare: 100 }])
    try {
      const { store, written, exposed } = fakeStore()
      const visits = counter(store)
      await visits.flush()
      const req = request('/')
      const shown = visits.experimentShown(req, '/')
      expect(shown).toEqual({ experiment: 7, arm: 'variant' })
      visits.count(req, '/', shown)
      // The variant's request names its own route by the time it finishes; the view keeps the page's address.
      const later = request('/?utm_source=news', { 'x-forwarded-for': '203.0.113.10' })
      const res = response(200)
      visits.countWhenOk(later, res, '/', visits.experimentShown(later, '/'))
      ;(later as { url: string }).url = '/experiment-variants/7?utm_source=news'
      res.emit('finish')
      visits.count(request('/about'), '/about')
      await visits.flush()
      expect(written.map((row) => [row.page, row.utmSource])).toEqual([
        ['/', null],
        ['/', 'news'],
        ['/about', null],
      ])
      expect(exposed).toEqual([
        { experiment: 7, arm: 'variant', day: '2026-11-27', visitor: written[0]!.visitor },
        { experiment: 7, arm: 'variant', day: '2026-11-27', visitor: written[1]!.visitor },
      ])
    } finally {
      setRunningExperiments([])
    }
  })

  it('carries the arm on a beacon of a client-side navigation to the experiment’s page', async () => {
    setRunningExperiments([{ ...home, variantShare: 0 }])
    try {
      const { store, exposed } = fakeStore()
      const visits = counter(store)
      await visits.flush()
      const res = response(204)
      expect(visits.beacon(request('/api/visits', { referer: 'https://www.example.com/' }, 'POST'), res)).toBe(true)
      await visits.flush()
      expect(exposed).toEqual([expect.objectContaining({ experiment: 7, arm: 'original' })])
    } finally {
      setRunningExperiments([])
    }
  })

  it('gives a returning client the arm of the new day’s salt once the day changes', async () => {
    setRunningExperiments([home])
    try {
      const salts: Record<string, Buffer> = { '2026-11-27': Buffer.alloc(32, 1), '2026-11-28': Buffer.alloc(32, 2) }
      const clock = { now: NOW }
      const visits = counterOverDays(salts, clock)
      await visits.flush()
      // Clients of one day: some of them draw another arm with the next day's salt.
      const clients = Array.from({ length: 40 }, (_, n) => request('/', { 'x-forwarded-for': `203.0.113.${n}` }))
      const dayOne = clients.map((req) => visits.experimentShown(req, '/')!.arm)
      clock.now += 86_400_000
      const dayTwo = clients.map((req) => visits.experimentShown(req, '/')!.arm)
      clients.forEach((_, n) => {
        const visitor = (salt: Buffer) => visitorId(salt, `203.0.113.${n}`, CHROME)
        expect(dayOne[n]).toBe(armFor(7, visitor(salts['2026-11-27']!), 50))
        expect(dayTwo[n]).toBe(armFor(7, visitor(salts['2026-11-28']!), 50))
      })
      expect(dayOne).not.toEqual(dayTwo)
    } finally {
      setRunningExperiments([])
    }
  })

  describe('with a kept cookie (performance consent)', () => {
    const SEED = '0123456789abcdef'
    const keep = (visits: VisitCounter, headers: Record<string, string> = {}, method = 'POST') => {
      const res = response(204)
      expect(visits.keepArms(request('/api/experiment-arms', headers, method), res, true)).toBe(true)
      const [status, sent] = res.written.mock.calls[0] as [number, Record<string, string>]
      return { status, setCookie: sent['set-cookie'] }
    }
    const cookieOf = (setCookie: string | undefined) => setCookie!.split(';')[0]!

    it('keeps the arm shown today, and shows it on later days and from other addresses', async () => {
      const salts: Record<string, Buffer> = {
        '2026-11-27': Buffer.alloc(32, 1),
        '2026-11-28': Buffer.alloc(32, 2),
        '2026-11-29': Buffer.alloc(32, 3),
      }
      const clock = { now: NOW }
      const visits = counterOverDays(salts, clock)
      setRunningExperiments([home])
      try {
        await visits.flush()
        const clients = Array.from({ length: 40 }, (_, n) => ({ 'x-forwarded-for': `203.0.113.${n}` }))
        const today = clients.map((headers) => visits.experimentShown(request('/', headers), '/')!.arm)
        const cookies = clients.map((headers) => cookieOf(keep(visits, headers).setCookie))
        // The seed differs per consent; the arm named is the one on screen when consent was given.
        expect(new Set(cookies.map((cookie) => cookie.split('.')[0])).size).toBe(40)
        cookies.forEach((cookie, n) => expect(cookie.endsWith(`.7${today[n] === 'variant' ? 'v' : 'o'}`)).toBe(true))
        clock.now += 86_400_000
        await visits.flush()
        const tomorrow = clients.map((headers) => visits.experimentShown(request('/', headers), '/')!.arm)
        expect(tomorrow).not.toEqual(today)
        const kept = clients.map(
          (headers, n) => visits.experimentShown(request('/', { ...headers, cookie: `a=1; ${cookies[n]}` }), '/')!.arm,
        )
        expect(kept).toEqual(today)
        // Another address, another browser: the cookie decides.
        const elsewhere = cookies.map(
          (cookie) =>
            visits.experimentShown(
              request('/', { 'x-forwarded-for': '198.51.100.1', 'user-agent': 'Other/1', cookie }),
              '/',
            )!.arm,
        )
        expect(elsewhere).toEqual(today)
        // An experiment started after consent is drawn from the seed, the same on every day.
        const about = { id: 8, page: 'about-page' as const, path: '/about', variantShare: 50 }
        setRunningExperiments([home, about])
        const drawn = cookies.map((cookie) => visits.experimentShown(request('/about', { cookie }), '/about')!.arm)
        cookies.forEach((cookie, n) => expect(drawn[n]).toBe(armFor(8, cookie.split('=')[1]!.split('.')[0]!, 50)))
        clock.now += 86_400_000
        await visits.flush()
        expect(cookies.map((cookie) => visits.experimentShown(request('/about', { cookie }), '/about')!.arm)).toEqual(
          drawn,
        )
        // Consent given again: the arms already kept stay, and the later experiment's draw is written down.
        const again = cookieOf(keep(visits, { cookie: cookies[0]! }).setCookie)
        expect(again).toBe(`${cookies[0]}.8${drawn[0] === 'variant' ? 'v' : 'o'}`)
      } finally {
        setRunningExperiments([])
      }
    })

    it('ignores a cookie not of its format, and gives none to bots or staff', async () => {
      setRunningExperiments([{ ...home, variantShare: 0 }])
      try {
        const { store } = fakeStore()
        const visits = counter(store)
        await visits.flush()
        for (const cookie of [
          'experiment-arms=zzz',
          `experiment-arms=${SEED}.7v%00`,
          'experiment-arms=' + 'a'.repeat(5000),
        ])
          expect(visits.experimentShown(request('/', { cookie }), '/')).toEqual({ experiment: 7, arm: 'original' })
        expect(visits.experimentShown(request('/', { cookie: `experiment-arms=${SEED}.7v` }), '/')).toEqual({
          experiment: 7,
          arm: 'variant',
        })
        // Kept or not, staff and bots see the published page.
        expect(
          visits.experimentShown(request('/', { cookie: `experiment-arms=${SEED}.7v; payload-token=abc` }), '/'),
        ).toBeUndefined()
        expect(keep(visits, { 'user-agent': 'Googlebot/2.1' })).toEqual({ status: 204, setCookie: undefined })
        expect(keep(visits, { cookie: 'payload-token=abc' })).toEqual({ status: 204, setCookie: undefined })
      } finally {
        setRunningExperiments([])
      }
    })

    it('removes the cookie on DELETE, refuses other methods and leaves other paths alone', () => {
      const { store } = fakeStore()
      const visits = counter(store)
      expect(keep(visits, { cookie: `experiment-arms=${SEED}` }, 'DELETE')).toEqual({
        status: 204,
        setCookie: 'experiment-arms=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly; Secure',
      })
      expect(keep(visits, {}, 'GET')).toEqual({ status: 405, setCookie: undefined })
      // With no experiment running, consent still gets a seed for later ones.
      expect(keep(visits).setCookie).toMatch(/^experiment-arms=[0-9a-f]{16}; Max-Age=15552000;/)
      expect(visits.keepArms(request('/api/experiment-arms-other', {}, 'POST'), response(204), true)).toBe(false)
    })
  })

  it('keeps counting views when the salt cannot be read, and shows no arm', async () => {
    setRunningExperiments([home])
    try {
      const log = logger()
      const { store } = fakeStore({ saltsFor: vi.fn(() => Promise.reject(new Error('database away'))) })
      const visits = counter(store, log)
      await visits.flush()
      expect(log.error).toHaveBeenCalledWith(expect.anything(), 'visit counting: the day’s salt could not be read')
      expect(visits.experimentShown(request('/'), '/')).toBeUndefined()
    } finally {
      setRunningExperiments([])
    }
  })
})
