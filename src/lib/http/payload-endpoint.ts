import { type Endpoint, Forbidden, type Payload, type PayloadRequest } from 'payload'

import { hasRole } from '@/access/roles'
import { env } from '@/config/env'
import { databasePool } from '@/lib/db/pool'
import { postgresRateLimiter, type RateLimiter, type RateLimitResult } from '@/lib/rate-limit'

import { readLimitedBody } from './body'
import { CLIENT_IP_HEADER } from './client-ip'
import type { EndpointDeclaration, Method, RateLimitRule } from './endpoints'
import { refuseCrossSite } from './same-origin'

/** A declaration Payload serves: one method, mounted at the root of /api or under one collection. */
export type PayloadEndpointDeclaration = EndpointDeclaration & {
  mount: 'payload-root' | 'payload-collection'
  method: Method
}

/** What the handler is given besides the request, from the declaration. */
export type EndpointCall = {
  /** The body as text, at most the declared `bodyLimit` bytes (declared or sent); null when it is larger. */
  text: () => Promise<string | null>
  /** Counts this request against the declared limit for its client IP. */
  rateLimit: () => Promise<RateLimitResult>
}

export type EndpointOptions = {
  /** The 403 for a signed-in member of another role, when it is not plain JSON (a form sent back to its page). */
  forbidden?: (req: PayloadRequest, message: string) => Response
}

const json = (status: number, body: object) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

const limiters = new WeakMap<Payload, Map<string, RateLimiter>>()

/** The limiter of `rule` on this Payload's pool, made once. */
export function rateLimiterFor(payload: Payload, rule: Omit<RateLimitRule, 'kind'>): RateLimiter {
  let byPrefix = limiters.get(payload)
  if (!byPrefix) limiters.set(payload, (byPrefix = new Map<string, RateLimiter>()))
  let limiter = byPrefix.get(rule.keyPrefix)
  if (!limiter) byPrefix.set(rule.keyPrefix, (limiter = postgresRateLimiter(databasePool(payload), rule)))
  return limiter
}

/** Where Payload mounts the endpoint: the declared path without /api (and without the collection's slug). */
function mountedPath(declaration: PayloadEndpointDeclaration): string {
  const underApi = declaration.path.replace(/^\/api(?=\/)/, '')
  if (declaration.mount === 'payload-root') return underApi
  return underApi.replace(/^\/[^/]+/, '')
}

/** The refusal of a caller the declaration does not allow, or undefined to go on. */
function refuseCaller(
  req: PayloadRequest,
  declaration: PayloadEndpointDeclaration,
  options: EndpointOptions,
): Response | undefined {
  const { callers } = declaration
  if (callers.kind !== 'staff') return undefined
  if ('refusal' in callers) {
    if (!hasRole(req.user, ...callers.roles)) throw new Forbidden(req.t)
    return undefined
  }
  if (!req.user) return json(401, { message: callers.signIn })
  if (!hasRole(req.user, ...callers.roles))
    return options.forbidden?.(req, callers.forbidden) ?? json(403, { message: callers.forbidden })
  return undefined
}

/**
 * A Payload endpoint built from its declaration (src/lib/http/endpoints.ts): mounted at the declared path and method,
 * refusing a foreign Origin (403) and a body the declaration does not take (415) on writes, then anyone the declared
 * callers exclude (401/403), before the handler runs with the declared body limit and rate limit at hand.
 */
export function payloadEndpoint(
  declaration: PayloadEndpointDeclaration,
  handler: (req: PayloadRequest, call: EndpointCall) => Promise<Response> | Response,
  options: EndpointOptions = {},
): Endpoint {
  const { rateLimit } = declaration
  return {
    path: mountedPath(declaration),
    method: declaration.method.toLowerCase() as Lowercase<Method>,
    handler: async (req) => {
      const config = env()
      const refused =
        refuseCrossSite(req, { trustProxy: config.TRUST_PROXY, siteUrl: config.SITE_URL, body: declaration.body }) ??
        refuseCaller(req, declaration, options)
      if (refused) return refused
      return handler(req, {
        text: () => readLimitedBody(req, declaration.bodyLimit),
        rateLimit: () =>
          rateLimit?.kind === 'per-client-ip'
            ? rateLimiterFor(req.payload, rateLimit).consume(req.headers.get(CLIENT_IP_HEADER) ?? 'unknown')
            : Promise.resolve({ allowed: true }),
      })
    },
  }
}
