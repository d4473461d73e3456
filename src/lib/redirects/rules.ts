import { isSitePath, type ReservedPaths, sitePaths } from './site-paths'

/**
 * Which addresses a redirect may start from and lead to. A redirect is answered before any page, so
 * it must never capture one of the site's own pages or files (site-paths.ts), and it leads only to this
 * site's own pages or to an http(s) address an editor typed deliberately.
 */
export const MAX_ADDRESS_LENGTH = 500

/** Non-ASCII letters (an en dash, 日本) percent-encoded as browsers send them: a header may carry ASCII only. */
const encodeNonAscii = (value: string) => value.replace(/[^\u0000-\u007f]+/g, (run) => encodeURI(run))

/** `path` without trailing slashes (a loop, not a regex: linear however many slashes a request sends). */
function withoutTrailingSlashes(path: string): string {
  let end = path.length
  while (end > 1 && path.charCodeAt(end - 1) === 47) end--
  return path.slice(0, end)
}

/**
 * The path part of a request URL, as redirects are keyed (lower case, no trailing slash); undefined when too long to be
 * one.
 */
export function requestPath(url: string): string | undefined {
  const cut = url.search(/[?#]/)
  const path = cut === -1 ? url : url.slice(0, cut)
  if (path.length > MAX_ADDRESS_LENGTH * 3) return undefined
  return withoutTrailingSlashes(path.toLowerCase())
}

/**
 * The normalised form of a redirect's `from` (a path: lower case, no trailing slash, no query), or a reason it is
 * refused.
 */
export function normaliseFrom(
  value: unknown,
  reserved: ReservedPaths = sitePaths(),
): { path: string } | { error: string } {
  if (typeof value !== 'string') return { error: 'Enter the old address as a path, such as /blog/old-article.' }
  if (value.length > MAX_ADDRESS_LENGTH)
    return { error: `The old address is longer than ${MAX_ADDRESS_LENGTH} characters.` }
  let path = value.trim()
  // A pasted full address of this site keeps only its path.
  const absolute = /^https?:\/\/[^/]+(\/.*)?$/i.exec(path)
  if (absolute) path = absolute[1] ?? '/'
  if (/[\u0000-\u0020\u007f\\]/.test(path))
    return { error: 'The old address holds spaces or characters a path cannot.' }
  path = requestPath(encodeNonAscii(path)) ?? ''
  if (!path.startsWith('/') || path.startsWith('//'))
    return { error: 'Enter the old address as a path starting with a single /, such as /blog/old-article.' }
  if (path === '/') return { error: 'The home page cannot be redirected.' }
  if (isSitePath(path, reserved))
    return { error: `${path} is one of the site’s own pages or files and cannot be redirected.` }
  return { path }
}

/** A custom target as it is sent in the Location header (non-ASCII percent-encoded), or a reason it is refused. */
export function normaliseTarget(value: unknown): { target: string } | { error: string } {
  if (typeof value !== 'string' || value.trim() === '') return { error: 'Enter where the old address should lead.' }
  if (value.length > MAX_ADDRESS_LENGTH)
    return { error: `The address is longer than ${MAX_ADDRESS_LENGTH} characters.` }
  const target = encodeNonAscii(value.trim())
  if (/[\u0000-\u0020\u007f\\]/.test(target))
    return { error: 'The address holds spaces or characters an address cannot.' }
  if (target.startsWith('/'))
    return target.startsWith('//') ? { error: 'A path on this site starts with a single /.' } : { target }
  try {
    const url = new URL(target)
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? { target }
      : { error: 'Only http and https addresses, or a path on this site such as /services.' }
  } catch {
    return { error: 'Enter a path on this site such as /services, or a full https:// address.' }
  }
}

/** Whether a custom target is acceptable (undefined) or why not. */
export function targetProblem(value: unknown): string | undefined {
  const result = normaliseTarget(value)
  return 'error' in result ? result.error : undefined
}

/** The path a target leads to on this site (as redirects are keyed), or undefined for another site. */
export function sitePathOf(target: string, siteOrigin: string): string | undefined {
  if (target.startsWith('/')) return requestPath(target)
  try {
    const url = new URL(target)
    return url.origin === new URL(siteOrigin).origin ? requestPath(url.pathname) : undefined
  } catch {
    return undefined
  }
}

/**
 * The redirects worth answering: each old path mapped straight to where its chain ends, and none
 * that leads back to itself (directly, through other redirects or through a trailing slash or query).
 */
export function resolveRedirects(entries: Iterable<[string, string]>, siteOrigin: string): Map<string, string> {
  const raw = new Map(entries)
  const resolved = new Map<string, string>()
  for (const from of raw.keys()) {
    const seen = new Set([from])
    let target = raw.get(from)!
    for (
      let next = sitePathOf(target, siteOrigin);
      next !== undefined && raw.has(next);
      next = sitePathOf(target, siteOrigin)
    ) {
      if (seen.has(next)) break
      seen.add(next)
      target = raw.get(next)!
    }
    const end = sitePathOf(target, siteOrigin)
    if (end !== undefined && seen.has(end)) continue
    resolved.set(from, target)
  }
  return resolved
}
