import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Pool } from 'pg'

import { categoryPath } from '@/lib/blog/categories'
import { BLOG_CATEGORIES } from '@/lib/blog/constants'
import { type Arm, armFor } from '@/lib/experiments/assign'
import {
  formatKeptArms,
  type KeptArms,
  keptArm,
  keptArmsSetCookie,
  keptArmsValue,
  newSeed,
  parseKeptArms,
} from '@/lib/experiments/kept-arms'
import { KEPT_ARMS_PATH } from '@/lib/experiments/kept-arms-request'
import { type RunningExperiment, runningExperimentAt, runningExperiments } from '@/lib/experiments/table'
import { clientIp, requestHost, type TrustProxy } from '@/lib/http/client-ip'
import { PUBLIC_ROUTES } from '@/lib/seo/routes'
import { type Referrer, referrerOf, type Utm, utmOf } from '@/lib/visits/attribution'
import { VISIT_BEACON_PATH } from '@/lib/visits/beacon-path'
import { documentPageView, hasStaffCookie, isBot, publicPagePath } from '@/lib/visits/classify'
import {
  type ExposureRow,
  insertExposures,
  insertPageViews,
  latestViews,
  rollUpClosedDays,
  saltsFor,
} from '@/lib/visits/store'
import { assignVisits, type HashedView, type PageViewRow, type VisitState, visitKey } from '@/lib/visits/visit-rule'
import { utcDay, visitorId } from '@/lib/visits/visitor'

import { wallClock } from './wall-clock'

/** A page view waiting in memory; the IP and User-Agent are hashed (and dropped) when it is written. */
type Pending = {
  at: number
  ip: string
  userAgent: string
  path: string
  referrer: Referrer
  utm?: Utm
  /** The experiment this page view showed, and which arm (src/lib/experiments). */
  shown?: Shown
  attempts: number
}

/** An experiment's arm a page view showed. */
export type Shown = { experiment: number; arm: Arm }

export type VisitStore = {
  saltsFor: (days: readonly string[]) => Promise<Map<string, Buffer>>
  latestViews: (visitors: readonly { day: string; visitor: bigint }[]) => Promise<Map<string, VisitState>>
  insertPageViews: (rows: readonly PageViewRow[]) => Promise<void>
  insertExposures: (rows: readonly ExposureRow[]) => Promise<void>
  rollUpClosedDays: (openDay: string) => Promise<number | undefined>
  publishedPostPaths: () => Promise<string[]>
}

export const visitStore = (pool: Pool): VisitStore => ({
  saltsFor: (days) => saltsFor(pool, days),
  latestViews: (visitors) => latestViews(pool, visitors),
  insertPageViews: (rows) => insertPageViews(pool, rows),
  insertExposures: (rows) => insertExposures(pool, rows),
  rollUpClosedDays: (openDay) => rollUpClosedDays(pool, openDay),
  // The sitemap's own list, so "published" has one definition; loaded when first asked, since it reaches Payload.
  publishedPostPaths: async () => {
    const { publishedPostEntries } = await import('@/lib/blog/queries')
    return (await publishedPostEntries()).map((post) => `/blog/${post.slug}`)
  },
})

/** The site's pages that exist whatever the CMS holds: the route table and the blog's category pages. */
const FIXED_PAGES: ReadonlySet<string> = new Set([
  ...PUBLIC_ROUTES.map((route) => route.path),
  ...BLOG_CATEGORIES.map((category) => categoryPath(category)),
])

type Logger = { error: (obj: object, msg: string) => void; warn: (msg: string) => void }

export type VisitCounterOptions = {
  store: VisitStore
  trustProxy: TrustProxy
  /** SITE_URL: its pages are internal referrers whatever Host a request names. */
  siteUrl: string
  flushMs: number
  logger: Logger
  /** Page views kept in memory at most (a flood beyond it is dropped and counted, not buffered). */
  maxBuffered?: number
  now?: () => number
}

/** A batch that failed this many writes in a row is given up (the database has been away for a while). */
const MAX_ATTEMPTS = 5
const ROLLUP_EVERY_MS = 60_000
/**
 * Page views counted per client (IP and User-Agent) in each window: more than a reader can open is
 * a script or a reload flood, and counting it would put one database row per request of a flood
 * on cached pages and crowd real visitors out of the bounded buffer.
 */
export const CLIENT_VIEWS_PER_WINDOW = 20
export const CLIENT_WINDOW_MS = 10_000
/**
 * Clients (User-Agents) counted per IP address in each window: a household or an office opening the site at the same
 * moment fits; one address sending beacons under ever new User-Agents is counted as this many visitors at most.
 */
export const ADDRESS_CLIENTS_PER_WINDOW = 5
/** Clients whose arms are remembered at most; emptied when full, so it stays small. */
const MAX_CLIENTS_SEEN = 10_000
/** A day is closed this long after midnight UTC: page views of it still in memory are written first. */
const DAY_GRACE_MS = 5 * 60_000

/**
 * Counts page views of the public site without cookies (src/lib/visits/): requests are classified
 * as they arrive, recorded in memory when their answer finishes with 200, and written every
 * `flushMs` in one INSERT (and on shutdown). A database error is logged and the batch retried at
 * the next flush; it never reaches a request. The same flusher rolls closed days up once a minute.
 */
export class VisitCounter {
  private buffer: Pending[] = []
  private dropped = 0
  private capped = 0
  private late = 0
  private clientViews = new Map<string, Map<string, number>>()
  private clientWindowStart = Number.NEGATIVE_INFINITY
  private running: Promise<void> | undefined
  private timer: NodeJS.Timeout | undefined
  private lastRollup = Number.NEGATIVE_INFINITY
  /** Published posts' addresses, read at start and with each rollup (once a minute). */
  private postPaths: ReadonlySet<string> = new Set()
  private readonly salts = new Map<string, Buffer>()
  /**
   * Today's recent clients, by IP address then User-Agent (no key string built per request): each one's visitor id of
   * the day and the arms it was given (an experiment's split never changes). Emptied when the day changes or it is full.
   */
  private clientsSeen = new Map<string, Map<string, { visitor: bigint; arms: Map<number, Arm> }>>()
  private clientsSeenDay = ''
  private clientsSeenCount = 0
  /** Kept cookies (src/lib/experiments/kept-arms.ts) recently read, and the arms each gives. */
  private readonly keptSeen = new Map<string, { kept: KeptArms; arms: Map<number, Arm> }>()
  private dayNumber = Number.NaN
  private dayText = ''
  private readonly siteHost: string
  private readonly maxBuffered: number
  private readonly now: () => number

  constructor(private readonly options: VisitCounterOptions) {
    this.siteHost = new URL(options.siteUrl).host.toLowerCase()
    this.maxBuffered = options.maxBuffered ?? 20_000
    this.now = options.now ?? wallClock
  }

  start(): void {
    this.timer = setInterval(() => void this.flush(), this.options.flushMs)
    this.timer.unref()
    void this.flush()
  }

  /** Writes what is left; called on graceful shutdown, after the server stopped taking requests. */
  async stop(): Promise<void> {
    clearInterval(this.timer)
    await this.running
    await this.flush()
  }

  pending(): number {
    return this.buffer.length
  }

  /** The public page a request views (a document request of a person, not a bot, prefetch or staff), else undefined. */
  pageView(req: IncomingMessage): string | undefined {
    return documentPageView(req.method, req.url, req.headers)
  }

  /** Counts a page view answered with 200 already (a snapshot of a cached page). */
  count(req: IncomingMessage, path: string, shown?: Shown): void {
    this.record(req, path, undefined, req.url, shown)
  }

  /** Counts a page view once its answer has finished with 200. */
  countWhenOk(req: IncomingMessage, res: ServerResponse, path: string, shown?: Shown): void {
    // The address asked for: by the time the answer finishes, a variant's request names the variant's route.
    const target = req.url
    res.once('finish', () => {
      if (res.statusCode === 200) this.record(req, path, undefined, target, shown)
    })
  }

  /**
   * The arm of the experiment running on the page at `path` that this request's visitor sees: the one a kept cookie
   * gives (performance consent), else chosen from the day's cookieless visitor id (IP address and User-Agent, hashed
   * with the day's salt). Bots and staff see the published page and are not counted; so is anyone while this process
   * does not hold the day's salt yet.
   */
  experimentShown(req: IncomingMessage, path: string): Shown | undefined {
    const experiment = runningExperimentAt(path)
    if (!experiment || isBot(req.headers['user-agent']) || hasStaffCookie(req.headers.cookie)) return undefined
    const day = this.today()
    const salt = this.salts.get(day)
    if (!salt) return undefined
    return {
      experiment: experiment.id,
      arm: this.keptArmOf(req, experiment) ?? this.dailyArmOf(req, experiment, day, salt)!,
    }
  }

  /**
   * POST KEPT_ARMS_PATH, sent by the consent banner when performance consent is given: keeps the arms this visitor
   * sees now (and a seed for later experiments) in a first-party cookie, so that the version shown stays the same on
   * later days. DELETE, sent when it is refused, removes the cookie. Bots and staff are never given one. True when
   * the request was answered here.
   */
  keepArms(req: IncomingMessage, res: ServerResponse, secure: boolean): boolean {
    if (req.url?.split('?')[0] !== KEPT_ARMS_PATH) return false
    req.resume()
    if (req.method !== 'POST' && req.method !== 'DELETE') {
      res.writeHead(405, { allow: 'POST, DELETE', 'cache-control': 'no-store' })
      res.end()
      return true
    }
    const headers: Record<string, string> = { 'cache-control': 'no-store' }
    if (req.method === 'DELETE') headers['set-cookie'] = keptArmsSetCookie(undefined, secure)
    else if (!isBot(req.headers['user-agent']) && !hasStaffCookie(req.headers.cookie)) {
      const kept = parseKeptArms(keptArmsValue(req.headers.cookie))
      const arms = new Map<number, Arm>()
      for (const experiment of runningExperiments()) {
        // An arm already kept stays; otherwise the one on screen today (none without the day's salt: the seed draws it).
        const arm = kept ? keptArm(kept, experiment.id, experiment.variantShare) : this.dailyArmOf(req, experiment)
        if (arm) arms.set(experiment.id, arm)
      }
      headers['set-cookie'] = keptArmsSetCookie(formatKeptArms({ seed: kept?.seed ?? newSeed(), arms }), secure)
    }
    res.writeHead(204, headers)
    res.end()
    return true
  }

  private keptArmOf(req: IncomingMessage, experiment: RunningExperiment): Arm | undefined {
    const value = keptArmsValue(req.headers.cookie)
    if (!value) return undefined
    let seen = this.keptSeen.get(value)
    if (!seen) {
      const kept = parseKeptArms(value)
      if (!kept) return undefined
      if (this.keptSeen.size >= MAX_CLIENTS_SEEN) this.keptSeen.clear()
      this.keptSeen.set(value, (seen = { kept, arms: new Map() }))
    }
    let arm = seen.arms.get(experiment.id)
    if (!arm) seen.arms.set(experiment.id, (arm = keptArm(seen.kept, experiment.id, experiment.variantShare)))
    return arm
  }

  /** Today's UTC day, formatted once a day: a Date's toISOString costs a microsecond, twice per experiment request. */
  private today(): string {
    const now = this.now()
    const number = Math.floor(now / 86_400_000)
    if (number !== this.dayNumber) [this.dayNumber, this.dayText] = [number, utcDay(now)]
    return this.dayText
  }

  /** The arm the day's visitor id gives, or undefined before this process holds the day's salt. */
  private dailyArmOf(
    req: IncomingMessage,
    experiment: RunningExperiment,
    day = this.today(),
    salt = this.salts.get(day),
  ): Arm | undefined {
    if (!salt) return undefined
    const ip = clientIp(req, this.options.trustProxy)
    const userAgent = req.headers['user-agent'] ?? ''
    // A visitor's id and arms are worked out once a day: two SHA-256 per page request cost a cached page more than
    // all the rest of its path through the server.
    if (day !== this.clientsSeenDay || this.clientsSeenCount >= MAX_CLIENTS_SEEN) {
      this.clientsSeen = new Map()
      this.clientsSeenDay = day
      this.clientsSeenCount = 0
    }
    let agents = this.clientsSeen.get(ip)
    if (!agents) this.clientsSeen.set(ip, (agents = new Map<string, { visitor: bigint; arms: Map<number, Arm> }>()))
    let seen = agents.get(userAgent)
    if (!seen) {
      agents.set(userAgent, (seen = { visitor: visitorId(salt, ip, userAgent), arms: new Map() }))
      this.clientsSeenCount++
    }
    let arm = seen.arms.get(experiment.id)
    if (!arm) seen.arms.set(experiment.id, (arm = armFor(experiment.id, seen.visitor, experiment.variantShare)))
    return arm
  }

  /** Watches a request: a public page view is recorded once its answer has finished with 200. */
  observe(req: IncomingMessage, res: ServerResponse): void {
    const path = this.pageView(req)
    if (path) this.countWhenOk(req, res, path)
  }

  /**
   * POST /api/visits, sent by a page after a client-side navigation (no document request reached
   * the server). Always 204; counted when the Referer is a page this site serves (its route table, a category
   * or a published post) and the sender is neither a bot nor staff. True when the request was answered here.
   */
  beacon(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'POST' || req.url?.split('?')[0] !== VISIT_BEACON_PATH) return false
    req.resume()
    res.writeHead(204, { 'cache-control': 'no-store' })
    res.end()
    const referer = req.headers.referer
    if (!referer || isBot(req.headers['user-agent']) || hasStaffCookie(req.headers.cookie)) return true
    if (referrerOf(referer, this.hostsOf(req)).kind !== 'internal') return true
    const url = new URL(referer)
    const target = `${url.pathname}${url.search}`
    const path = publicPagePath(target)
    // Only a page the site serves: a beacon carries no answer of its own whose 200 would say so.
    if (path && (FIXED_PAGES.has(path) || this.postPaths.has(path)))
      this.record(req, path, { kind: 'internal' }, target, this.experimentShown(req, path))
    return true
  }

  private hostsOf(req: IncomingMessage): string[] {
    const host = requestHost(req.headers, this.options.trustProxy)
    return host ? [host, this.siteHost] : [this.siteHost]
  }

  /**
   * Keeps a page view for the next write, unless its client is over its cap for the window: that is
   * checked first, so a reload flood (most requests of a benchmark too) costs a map lookup each.
   * Where it came from is read only for a view that is kept: `referrer` when known (the beacon),
   * else the request's Referer; the UTM values from `target`, else the request's.
   */
  private record(req: IncomingMessage, path: string, referrer?: Referrer, target = req.url, shown?: Shown): void {
    if (this.buffer.length >= this.maxBuffered) {
      this.dropped++
      return
    }
    const at = this.now()
    if (at - this.clientWindowStart >= CLIENT_WINDOW_MS) {
      this.clientViews = new Map()
      this.clientWindowStart = at
    }
    const userAgent = req.headers['user-agent'] ?? ''
    const ip = clientIp(req, this.options.trustProxy)
    // Per IP, then per User-Agent: no key string is built per request.
    let agents = this.clientViews.get(ip)
    if (!agents) this.clientViews.set(ip, (agents = new Map<string, number>()))
    // One address is only so many clients at once, however many User-Agents it sends.
    if (!agents.has(userAgent) && agents.size >= ADDRESS_CLIENTS_PER_WINDOW) {
      this.capped++
      return
    }
    const views = (agents.get(userAgent) ?? 0) + 1
    agents.set(userAgent, views)
    if (views > CLIENT_VIEWS_PER_WINDOW) {
      this.capped++
      return
    }
    this.buffer.push({
      at,
      ip,
      userAgent,
      path,
      referrer: referrer ?? referrerOf(req.headers.referer, this.hostsOf(req)),
      utm: utmOf(target),
      shown,
      attempts: 0,
    })
  }

  /** One write (and, at most once a minute, one rollup) at a time; a call during a write waits for it. */
  flush(): Promise<void> {
    this.running ??= this.write().finally(() => {
      this.running = undefined
    })
    return this.running
  }

  private async write(): Promise<void> {
    const { logger } = this.options
    await this.holdSalts()
    if (this.dropped > 0) {
      logger.warn(
        `visit counting: ${this.dropped} page view(s) dropped, more than ${this.maxBuffered} waiting to be written`,
      )
      this.dropped = 0
    }
    const batch = this.buffer
    this.buffer = []
    if (batch.length > 0) {
      try {
        await this.store(batch)
      } catch (error) {
        const retry = batch.filter((view) => ++view.attempts < MAX_ATTEMPTS)
        logger.error(
          { err: error },
          `visit counting: ${batch.length} page view(s) not written${retry.length < batch.length ? `, ${batch.length - retry.length} given up` : ''}`,
        )
        const kept = retry.concat(this.buffer)
        this.dropped += Math.max(0, kept.length - this.maxBuffered)
        this.buffer = kept.slice(kept.length - Math.min(kept.length, this.maxBuffered))
      }
    }
    if (this.capped > 0) {
      logger.warn(
        `visit counting: ${this.capped} page view(s) not counted, more than ${CLIENT_VIEWS_PER_WINDOW} from one client or ${ADDRESS_CLIENTS_PER_WINDOW} clients from one address in ${CLIENT_WINDOW_MS / 1000} s`,
      )
      this.capped = 0
    }
    if (this.late > 0) {
      logger.warn(`visit counting: ${this.late} page view(s) of a closed day not written`)
      this.late = 0
    }
    if (this.now() - this.lastRollup >= ROLLUP_EVERY_MS) {
      this.lastRollup = this.now()
      try {
        await this.options.store.rollUpClosedDays(utcDay(this.now() - DAY_GRACE_MS))
      } catch (error) {
        logger.error({ err: error }, 'visit counting: closed days not rolled up')
      }
      try {
        this.postPaths = new Set(await this.options.store.publishedPostPaths())
      } catch (error) {
        logger.error(
          { err: error },
          'visit counting: published posts not read (beacons for posts wait for the next minute)',
        )
      }
    }
  }

  /**
   * Today's and tomorrow's salts, read (or made) ahead: an experiment's arm is chosen while the request is answered,
   * with no time to ask the database.
   */
  private async holdSalts(): Promise<void> {
    const today = utcDay(this.now())
    const days = [today, utcDay(this.now() + 86_400_000)].filter((day) => !this.salts.has(day))
    if (days.length === 0) return
    try {
      for (const [day, salt] of await this.options.store.saltsFor(days)) this.salts.set(day, salt)
    } catch (error) {
      this.options.logger.error({ err: error }, 'visit counting: the day’s salt could not be read')
    }
  }

  private async store(batch: Pending[]): Promise<void> {
    const { store } = this.options
    const openDay = utcDay(this.now() - DAY_GRACE_MS)
    for (const day of this.salts.keys()) if (day < openDay) this.salts.delete(day)
    const open = batch.filter((view) => utcDay(view.at) >= openDay)
    this.late += batch.length - open.length
    if (open.length === 0) return
    const days = [...new Set(open.map((view) => utcDay(view.at)))]
    const missing = days.filter((day) => !this.salts.has(day))
    if (missing.length > 0) for (const [day, salt] of await store.saltsFor(missing)) this.salts.set(day, salt)
    // A visitor's pages in one batch are hashed once.
    const ids = new Map<string, { day: string; visitor: bigint; key: string }>()
    const hashed: HashedView[] = open.map((view) => {
      const day = utcDay(view.at)
      const client = `${day}\0${view.ip}\0${view.userAgent}`
      let id = ids.get(client)
      if (!id) {
        const salt = this.salts.get(day)
        if (!salt) throw new Error(`no salt for ${day}`)
        const visitor = visitorId(salt, view.ip, view.userAgent)
        id = { day, visitor, key: visitKey(day, visitor) }
        ids.set(client, id)
      }
      return {
        at: view.at,
        day,
        visitor: id.visitor,
        key: id.key,
        path: view.path,
        referrer: view.referrer,
        utm: view.utm,
      }
    })
    const visitors = new Map([...ids.values()].map((id) => [id.key, { day: id.day, visitor: id.visitor }]))
    const previous = await store.latestViews([...visitors.values()])
    await store.insertPageViews(assignVisits(hashed, previous))
    const exposures: ExposureRow[] = []
    open.forEach((view, index) => {
      if (view.shown) exposures.push({ ...view.shown, day: hashed[index]!.day, visitor: hashed[index]!.visitor })
    })
    await store.insertExposures(exposures)
  }
}
