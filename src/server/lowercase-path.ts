/** Paths Next, Payload and Socket.IO serve as they are (uploaded files, the admin, the API, build assets). */
const AS_IS = /^\/(api|cms|_next|socket\.io)(\/|$)/

/**
 * Where a page request with capital letters in its path belongs: the same path in lower case
 * (every page of the site is lower case), with the query kept. Undefined when nothing changes.
 *
 * The answer is always a path of this site. Browsers drop tabs and line breaks from a URL and read
 * `\` as `/`, so `//host`, `/\host` and `/\t/host` would each name another host: slashes and
 * backslashes are collapsed to one `/` (as Next does with such paths), and anything still unsafe
 * as a header or a same-origin reference is left to Next.
 */
export function lowercaseLocation(url: string | undefined): string | undefined {
  if (!url) return undefined
  const queryAt = url.indexOf('?')
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt)
  if (!rawPath.startsWith('/') || !/[A-Z]/.test(rawPath)) return undefined
  const path = rawPath
    .replace(/[\t\n\r]/g, '')
    .replace(/[\\/]+/g, '/')
    .toLowerCase()
  if (AS_IS.test(path)) return undefined
  const location = path + (queryAt === -1 ? '' : url.slice(queryAt))
  return isLocalPath(location) ? location : undefined
}

/** A Location every browser resolves on the current origin: one leading `/`, visible ASCII only. */
export function isLocalPath(location: string): boolean {
  if (!/^\/(?![\\/])/.test(location) || /[^\x21-\x7e]/.test(location)) return false
  try {
    return new URL(location, 'http://origin.invalid').origin === 'http://origin.invalid'
  } catch {
    return false
  }
}
