import { withoutControlCharacters } from '@/lib/plain-text'

/**
 * Where a page view came from: another site (its host), this site, or nowhere (typed, bookmarked, or a stripped
 * Referer).
 */
export type Referrer = { kind: 'external'; host: string } | { kind: 'internal' } | { kind: 'none' }

export type Utm = { source: string; medium: string; campaign: string }

/**
 * The Referer header's host when it is another site's. `siteHosts` are this site's host names
 * (with port); any page of them is internal. Anything unreadable counts as no referrer.
 */
export function referrerOf(referer: string | undefined, siteHosts: readonly string[]): Referrer {
  if (!referer || referer.length > 2_000) return { kind: 'none' }
  let url: URL
  try {
    url = new URL(referer)
  } catch {
    return { kind: 'none' }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'none' }
  const host = url.host.toLowerCase()
  if (siteHosts.includes(host)) return { kind: 'internal' }
  return host.length > 253 ? { kind: 'none' } : { kind: 'external', host: url.hostname.toLowerCase() }
}

/**
 * A UTM value from a request's query as stored: the same characters the chat's UTM input keeps, at most 100 of them.
 */
export function cleanUtmValue(value: string | null): string {
  return value ? withoutControlCharacters(value).trim().slice(0, 100).trim() : ''
}

/** utm_source, utm_medium and utm_campaign of a request target's query; undefined when it has none. */
export function utmOf(target: string | undefined): Utm | undefined {
  const queryAt = target?.indexOf('?') ?? -1
  if (!target || queryAt === -1) return undefined
  let params: URLSearchParams
  try {
    params = new URLSearchParams(target.slice(queryAt + 1, queryAt + 1 + 4_000).split('#')[0])
  } catch {
    return undefined
  }
  const utm = {
    source: cleanUtmValue(params.get('utm_source')),
    medium: cleanUtmValue(params.get('utm_medium')),
    campaign: cleanUtmValue(params.get('utm_campaign')),
  }
  return utm.source || utm.medium || utm.campaign ? utm : undefined
}
