/** Paths Next, Payload and Socket.IO serve as they are (uploaded files, the admin, the API, build assets). */
const AS_IS = /^\/(api|cms|_next|socket\.io)(\/|$)/

/**
 * Where a page request with capital letters in its path belongs: the same path in lower case
 * (every page of the site is lower case), with the query kept. Undefined when nothing changes.
 */
export function lowercaseLocation(url: string | undefined): string | undefined {
  if (!url) return undefined
  const queryAt = url.indexOf('?')
  const path = queryAt === -1 ? url : url.slice(0, queryAt)
  if (!/[A-Z]/.test(path) || AS_IS.test(path.toLowerCase())) return undefined
  return path.toLowerCase() + (queryAt === -1 ? '' : url.slice(queryAt))
}
