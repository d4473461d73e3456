import type { IncomingHttpHeaders } from 'node:http'

/**
 * Which requests are page views of the public site. Bots are recognised by their User-Agent: the
 * well-known crawlers, preview fetchers, monitors and HTTP libraries name themselves; an empty
 * User-Agent is not a browser either. Pattern kept short on purpose (no dependency): it catches
 * the traffic that matters for the figures, not every scraper that fakes a browser.
 */
const BOT_AGENT =
  /bot\b|bot[/;-]|crawl|spider|slurp|scrap|archiv|headless|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|validator|checker|preview|facebookexternalhit|embedly|whatsapp|telegram|discord|slack|skype|mediapartners|adsbot|google-|yandex|baidu|petalsearch|semrush|ahrefs|mj12|dataprovider|feed|rss|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|^node$|httpclient|libwww|perl|ruby|php|postman|insomnia|phantomjs|selenium|puppeteer|playwright/i

/**
 * Verdicts by User-Agent: a site's visitors share a few hundred browser strings, so most requests
 * are a map lookup instead of the pattern (about 0.8 µs). Emptied when full, so it stays small.
 */
const verdicts = new Map<string, boolean>()
const MAX_VERDICTS = 2_000

export function isBot(userAgent: string | undefined): boolean {
  if (!userAgent || userAgent.length > 1_000) return true
  let bot = verdicts.get(userAgent)
  if (bot === undefined) {
    bot = BOT_AGENT.test(userAgent)
    if (verdicts.size >= MAX_VERDICTS) verdicts.clear()
    verdicts.set(userAgent, bot)
  }
  return bot
}

/** Paths that are never pages of the public site: APIs, the CMS, staff pages, previews, Next's own assets. */
const PRIVATE_PREFIXES = ['/api', '/cms', '/admin', '/monitoring', '/preview', '/_next', '/socket.io']

/**
 * The path of a public page a request target names, or undefined: private areas, files (a last
 * segment with an extension: robots.txt, sitemap.xml, images), and anything malformed or too long
 * for the table. No query string: it may hold anything a link carried.
 */
export function publicPagePath(target: string | undefined): string | undefined {
  if (!target) return undefined
  // Most requests name a page asked for a moment before: a lookup (emptied when full) instead of five patterns.
  const known = pagePaths.get(target)
  if (known !== undefined) return known || undefined
  const path = pagePathOf(target)
  if (pagePaths.size >= MAX_PAGE_PATHS) pagePaths.clear()
  if (target.length <= 300) pagePaths.set(target, path ?? '')
  return path
}

/** Targets' page paths ('' for none), for `publicPagePath`. */
const pagePaths = new Map<string, string>()
const MAX_PAGE_PATHS = 2_000
const PRIVATE_FOLDERS = PRIVATE_PREFIXES.map((prefix) => `${prefix}/`)

function pagePathOf(target: string): string | undefined {
  if (!target.startsWith('/') || target.startsWith('//')) return undefined
  const end = target.search(/[?#]/)
  const path = end === -1 ? target : target.slice(0, end)
  if (path.length > 300 || /[^\x21-\x7e]/.test(path)) return undefined
  const lower = path.toLowerCase()
  if (PRIVATE_PREFIXES.includes(lower) || PRIVATE_FOLDERS.some((folder) => lower.startsWith(folder))) return undefined
  if (/\.[a-z0-9]{1,8}$/i.test(path.slice(path.lastIndexOf('/')))) return undefined
  return path
}

/** Speculative loads (the browser's or Next's own prefetch): nobody is looking at the page yet. */
export function isPrefetch(headers: IncomingHttpHeaders): boolean {
  return (
    namesPrefetch(headers['sec-purpose']) ||
    namesPrefetch(headers.purpose) ||
    namesPrefetch(headers['x-moz']) ||
    headers['next-router-prefetch'] !== undefined ||
    headers['next-router-segment-prefetch'] !== undefined
  )
}

const namesPrefetch = (value: string | string[] | undefined): boolean =>
  value !== undefined && (Array.isArray(value) ? value.join(' ') : value).toLowerCase().includes('prefetch')

/** Payload's auth cookie (cookie prefix "payload"): a signed-in staff member's browser. */
export function hasStaffCookie(cookie: string | undefined): boolean {
  return cookie !== undefined && /(?:^|;\s*)payload-token=[^;\s]/.test(cookie)
}

/**
 * A document request for a public page that a person may be reading: GET, asks for HTML, not a
 * router request (client-side navigations are counted by the page's beacon instead, so a
 * navigation is never counted twice), not a prefetch, not a bot, not staff. Returns the page path.
 * Whether it counts is decided by the answer's status (200 only).
 */
export function documentPageView(
  method: string | undefined,
  target: string | undefined,
  headers: IncomingHttpHeaders,
): string | undefined {
  if (method !== 'GET' || !headers.accept?.includes('text/html')) return undefined
  if (headers.rsc !== undefined || /[?&]_rsc=/.test(target ?? '')) return undefined
  const path = publicPagePath(target)
  if (!path || isPrefetch(headers) || isBot(headers['user-agent']) || hasStaffCookie(headers.cookie)) return undefined
  return path
}
