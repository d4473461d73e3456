/**
 * Which addresses a redirect may start from and lead to. A redirect is answered before any page, so
 * it must never capture the home page or the staff, API and asset paths, and it leads only to this
 * site's own pages or to an http(s) address an editor typed deliberately.
 */
const RESERVED = ['/api', '/cms', '/admin', '/monitoring', '/_next', '/socket.io']
const MAX_LENGTH = 500

/** The normalised form of a redirect's `from` (a path: lower case, no trailing slash, no query), or a reason it is refused. */
export function normaliseFrom(value: unknown): { path: string } | { error: string } {
  if (typeof value !== 'string') return { error: 'Enter the old address as a path, such as /blog/old-article.' }
  let path = value.trim()
  // A pasted full address of this site keeps only its path.
  const absolute = /^https?:\/\/[^/]+(\/.*)?$/i.exec(path)
  if (absolute) path = absolute[1] ?? '/'
  path = path.split(/[?#]/)[0]!.toLowerCase()
  if (path.length > 1) path = path.replace(/\/+$/, '')
  if (!path.startsWith('/') || path.startsWith('//')) return { error: 'Enter the old address as a path starting with a single /, such as /blog/old-article.' }
  if (path.length > MAX_LENGTH) return { error: `The old address is longer than ${MAX_LENGTH} characters.` }
  if (/[\u0000-\u0020\u007f\\]/.test(path)) return { error: 'The old address holds spaces or characters a path cannot.' }
  if (path === '/') return { error: 'The home page cannot be redirected.' }
  if (RESERVED.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return { error: `Addresses under ${RESERVED.join(', ')} belong to the site itself and cannot be redirected.` }
  return { path }
}

/** Whether a custom target is acceptable: a path on this site, or an http(s) address. */
export function targetProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return 'Enter where the old address should lead.'
  const target = value.trim()
  if (target.length > MAX_LENGTH) return `The address is longer than ${MAX_LENGTH} characters.`
  if (/[\u0000-\u0020\u007f\\]/.test(target)) return 'The address holds spaces or characters an address cannot.'
  if (target.startsWith('/')) return target.startsWith('//') ? 'A path on this site starts with a single /.' : undefined
  try {
    const url = new URL(target)
    return url.protocol === 'https:' || url.protocol === 'http:' ? undefined : 'Only http and https addresses, or a path on this site such as /services.'
  } catch {
    return 'Enter a path on this site such as /services, or a full https:// address.'
  }
}

/** The path part of a request URL, as redirects are keyed (lower case, no trailing slash). */
export function requestPath(url: string): string {
  const path = url.split(/[?#]/)[0]!.toLowerCase()
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}
