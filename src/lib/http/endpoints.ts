import type { Role } from '@/access/roles'
import { CHAT_ROLES, MONITORING_ROLES } from '@/access/roles'
import { BOOKING_CLICK_PATH } from '@/lib/bookings/clicks/client'
import { KEPT_ARMS_PATH } from '@/lib/experiments/kept-arms-request'
import { VISIT_BEACON_PATH } from '@/lib/visits/beacon-path'

import type { BodyRule } from './same-origin'

/**
 * Every HTTP endpoint of the site, declared once: where it is mounted, what it takes and who may call it. The server's
 * guards (src/server/request-guards.ts, body-limit.ts) and the Payload endpoints (src/lib/http/payload-endpoint.ts)
 * read their rules from here; src/lib/http/endpoints.test.ts and tests/integration/endpoint-declarations.test.ts check
 * that every endpoint Payload and Next serve is declared and every declaration is served.
 */

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/** A fixed-window limit per client IP, kept in PostgreSQL (src/lib/rate-limit.ts). */
export type RateLimitRule = {
  kind: 'per-client-ip'
  keyPrefix: string
  points: number
  durationSeconds: number
  /** Refuse when the limit cannot be read (a limit that guards others rather than the site). */
  refuseOnStorageError: boolean
}

export type RateLimit =
  | RateLimitRule
  /** Failed sign-ins per IP and per username and IP, with a growing wait (src/lib/auth/login-throttle.ts). */
  | { kind: 'login-throttle' }
  /** Nothing an attacker gains by repeating it, or only signed-in staff and signed servers call it. */
  | null

export type Callers =
  /** Any visitor. */
  | { kind: 'anyone' }
  /** The access rules of Payload's collections and globals decide (Payload's own REST API). */
  | { kind: 'payload-access' }
  /** A scheduler's server, with a signature over the body made with the key kept in Site settings. */
  | { kind: 'scheduler-signature' }
  /** Prometheus, with METRICS_TOKEN as a bearer token. */
  | { kind: 'metrics-token' }
  /**
   * Signed-in staff of these roles: 401 with `signIn` for anyone not signed in, 403 with `forbidden` for other roles;
   * `payload-errors` answers both in Payload's error shape (its Forbidden error, 403).
   */
  | { kind: 'staff'; roles: readonly Role[]; signIn: string; forbidden: string }
  | { kind: 'staff'; roles: readonly Role[]; refusal: 'payload-errors' }

/**
 * Where the handler lives: the server's request pipeline (src/server), a root or collection endpoint of Payload
 * (payload.config.ts, collections/), a root endpoint a Payload plugin adds, Payload's own REST API, or a Next route
 * handler (src/app/.../route.ts).
 */
export type Mount =
  'pipeline' | 'payload-root' | 'payload-collection' | 'payload-plugin' | 'payload-rest' | 'next-route'

export type EndpointDeclaration = {
  mount: Mount
  method: Method | readonly Method[]
  /** The address as requested: `:name` is one path segment, a trailing `/*` any rest (or none). */
  path: `/${string}`
  /**
   * What a body may be (src/lib/http/same-origin.ts): `json`, `json-or-same-origin-form`, `any`, or `upload` (any,
   * and a multipart body may be as large as an upload).
   */
  body: BodyRule
  /** The most bytes of body the handler reads (0: it reads none). */
  bodyLimit: number
  rateLimit: RateLimit
  callers: Callers
}

/** Every other body, on every path: Payload's REST API and /cms's server actions (which Next caps at 1 MB as well). */
export const JSON_BODY_LIMIT = 1024 * 1024
/** A multipart upload to the media collection: the image plus its form fields. */
export const UPLOAD_BODY_LIMIT = 10 * 1024 * 1024

const ANYONE = { kind: 'anyone' } as const
const ADMINS = (signIn: string, forbidden: string) => ({ kind: 'staff', roles: ['admin'], signIn, forbidden }) as const
const ALERT_STAFF = {
  kind: 'staff',
  roles: CHAT_ROLES,
  signIn: 'Sign in to manage alerts.',
  forbidden: 'Alerts are for staff who answer chats.',
} as const
const NONE = { body: 'any', bodyLimit: 0, rateLimit: null } as const

export const ENDPOINTS = {
  // The server's request pipeline (src/server/request-pipeline.ts), before Next.
  health: { mount: 'pipeline', method: 'GET', path: '/api/health', ...NONE, callers: ANYONE },
  metrics: { mount: 'pipeline', method: 'GET', path: '/metrics', ...NONE, callers: { kind: 'metrics-token' } },
  // A page view's beacon carries nothing: its Referer names the page.
  visitBeacon: { mount: 'pipeline', method: 'POST', path: VISIT_BEACON_PATH, ...NONE, callers: ANYONE },
  // Performance consent given (POST: the experiment arms on screen are kept in a cookie) or refused (DELETE).
  keptArms: { mount: 'pipeline', method: ['POST', 'DELETE'], path: KEPT_ARMS_PATH, ...NONE, callers: ANYONE },

  // Payload root endpoints (payload.config.ts).
  sendContactEmail: {
    mount: 'payload-root',
    method: 'POST',
    path: '/api/send-contact-email',
    body: 'json',
    bodyLimit: 16 * 1024,
    rateLimit: {
      kind: 'per-client-ip',
      keyPrefix: 'contact',
      points: 5,
      durationSeconds: 10 * 60,
      refuseOnStorageError: false,
    },
    callers: ANYONE,
  },
  chatSession: {
    mount: 'payload-root',
    method: 'POST',
    path: '/api/chat/session',
    body: 'json',
    bodyLimit: 0,
    rateLimit: null,
    callers: ANYONE,
  },
  bookingClick: {
    mount: 'payload-root',
    method: 'POST',
    path: BOOKING_CLICK_PATH,
    body: 'json',
    // A click with the longest first touch the schema takes is about 1 kB.
    bodyLimit: 2048,
    // Far more than a person clicks booking links; enough to stop a script inflating the counts.
    rateLimit: {
      kind: 'per-client-ip',
      keyPrefix: 'booking-click',
      points: 30,
      durationSeconds: 10 * 60,
      refuseOnStorageError: false,
    },
    callers: ANYONE,
  },
  siteMonitoring: {
    mount: 'payload-root',
    method: 'POST',
    path: '/api/site-monitoring',
    body: 'json',
    bodyLimit: JSON_BODY_LIMIT,
    rateLimit: null,
    callers: {
      kind: 'staff',
      roles: MONITORING_ROLES,
      signIn: 'Sign in to run a check.',
      forbidden: 'This account cannot run monitoring checks.',
    },
  },
  funnelReport: {
    mount: 'payload-root',
    method: 'GET',
    path: '/api/reports/funnel',
    ...NONE,
    callers: ADMINS('Sign in as an admin to read the funnel report.', 'The funnel report is for admins.'),
  },
  experimentReport: {
    mount: 'payload-root',
    method: 'GET',
    path: '/api/reports/experiments/:id',
    ...NONE,
    callers: ADMINS('Sign in as an admin to read experiment reports.', 'Experiment reports are for admins.'),
  },
  alertVapidKey: { mount: 'payload-root', method: 'GET', path: '/api/alerts/vapid-key', ...NONE, callers: ALERT_STAFF },
  alertDevices: { mount: 'payload-root', method: 'GET', path: '/api/alerts/devices', ...NONE, callers: ALERT_STAFF },
  alertSubscribe: {
    mount: 'payload-root',
    method: 'POST',
    path: '/api/alerts/devices',
    body: 'json',
    bodyLimit: JSON_BODY_LIMIT,
    rateLimit: null,
    callers: ALERT_STAFF,
  },
  alertRemoveDevice: {
    mount: 'payload-root',
    method: 'DELETE',
    path: '/api/alerts/devices/:id',
    ...NONE,
    callers: ALERT_STAFF,
  },

  // Collection endpoints (collections/): the path's second segment is the collection.
  chatTranscript: {
    mount: 'payload-collection',
    method: 'GET',
    path: '/api/chat-conversations/:id/transcript',
    ...NONE,
    callers: { kind: 'staff', roles: CHAT_ROLES, refusal: 'payload-errors' },
  },
  experimentDecision: {
    mount: 'payload-collection',
    method: 'POST',
    path: '/api/experiments/:id/decide',
    // The reports page's own form posts urlencoded; a foreign Origin is refused whatever the type.
    body: 'any',
    bodyLimit: 1024,
    rateLimit: null,
    callers: {
      kind: 'staff',
      roles: ['admin', 'editor'],
      signIn: 'Sign in as an editor or admin to decide an experiment.',
      forbidden: 'Deciding an experiment is for editors and admins.',
    },
  },
  // The schedulers' server-to-server posts: no Origin (so never "foreign"). A booking event is a few kB; Cal.com's
  // with many attendees and form responses stays far below the limit.
  calendlyWebhook: {
    mount: 'payload-collection',
    method: 'POST',
    path: '/api/bookings/webhook/calendly',
    body: 'json',
    bodyLimit: 256 * 1024,
    rateLimit: null,
    callers: { kind: 'scheduler-signature' },
  },
  // Cal.com sends a custom payload template that is not JSON as a form: its receiver checks the signature and answers
  // 400 saying so.
  calComWebhook: {
    mount: 'payload-collection',
    method: 'POST',
    path: '/api/bookings/webhook/cal-com',
    body: 'any',
    bodyLimit: 256 * 1024,
    rateLimit: null,
    callers: { kind: 'scheduler-signature' },
  },

  // The SEO plugin's "Generate" buttons in /cms post the edited document as JSON: signed-in users who may open /cms.
  seoGenerate: {
    mount: 'payload-plugin',
    method: 'POST',
    path: '/api/plugin-seo/:field',
    body: 'json',
    bodyLimit: JSON_BODY_LIMIT,
    rateLimit: null,
    callers: { kind: 'payload-access' },
  },

  // Payload's own REST API (src/app/(payload)/api/[...slug]/route.ts).
  // Its login also takes the multipart form its own /cms login view posts, but only with an Origin of this site.
  login: {
    mount: 'payload-rest',
    method: 'POST',
    path: '/api/users/login',
    body: 'json-or-same-origin-form',
    bodyLimit: JSON_BODY_LIMIT,
    rateLimit: { kind: 'login-throttle' },
    callers: ANYONE,
  },
  media: {
    mount: 'payload-rest',
    method: ['POST', 'PATCH'],
    path: '/api/media/*',
    body: 'upload',
    bodyLimit: UPLOAD_BODY_LIMIT,
    rateLimit: null,
    callers: { kind: 'payload-access' },
  },
  payloadRest: {
    mount: 'payload-rest',
    method: ['GET', 'POST', 'PATCH', 'DELETE'],
    path: '/api/*',
    body: 'any',
    bodyLimit: JSON_BODY_LIMIT,
    rateLimit: null,
    callers: { kind: 'payload-access' },
  },

  // Next route handlers (src/app/): reads only.
  blogRssFeed: { mount: 'next-route', method: 'GET', path: '/blog/feed.xml', ...NONE, callers: ANYONE },
  blogAtomFeed: { mount: 'next-route', method: 'GET', path: '/blog/atom.xml', ...NONE, callers: ANYONE },
  pageImage: { mount: 'next-route', method: 'GET', path: '/og/*', ...NONE, callers: ANYONE },
  articleImage: { mount: 'next-route', method: 'GET', path: '/og/blog/:slug', ...NONE, callers: ANYONE },
} as const satisfies Record<string, EndpointDeclaration>

const methodsOf = (declaration: EndpointDeclaration): readonly Method[] =>
  typeof declaration.method === 'string' ? [declaration.method] : declaration.method

/** The path pattern as a regular expression over a normalised (lower-case, no trailing slash) path. */
export function pathPattern(path: string): RegExp {
  const rest = path.endsWith('/*')
  const segments = (rest ? path.slice(0, -2) : path)
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
  return new RegExp(`^${segments.join('/')}${rest ? '(?:/.*)?' : ''}$`)
}

type Compiled = { declaration: EndpointDeclaration; methods: readonly Method[]; pattern: RegExp }

// A path with a wildcard is looked at after every exact one; among wildcards, the longer prefix first.
const COMPILED: Compiled[] = (Object.values(ENDPOINTS) as EndpointDeclaration[])
  .map((declaration) => ({
    declaration,
    methods: methodsOf(declaration),
    pattern: pathPattern(declaration.path),
  }))
  .sort((a, b) => {
    const wildA = a.declaration.path.endsWith('/*')
    const wildB = b.declaration.path.endsWith('/*')
    if (wildA !== wildB) return wildA ? 1 : -1
    return b.declaration.path.length - a.declaration.path.length
  })

/** The declaration that answers `method path` (a normalised path), or undefined: nothing the site declares. */
export function declarationFor(method: string, path: string): EndpointDeclaration | undefined {
  const upper = method.toUpperCase()
  for (const entry of COMPILED)
    if ((entry.methods as readonly string[]).includes(upper) && entry.pattern.test(path)) return entry.declaration
  return undefined
}

/** The declarations whose path matches (whatever the method), most specific first. */
export function declarationsAt(path: string): EndpointDeclaration[] {
  return COMPILED.filter((entry) => entry.pattern.test(path)).map((entry) => entry.declaration)
}
