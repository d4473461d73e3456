/** Lower-cases a path and strips trailing slashes ("/" stays "/"). */
export function normalizePath(path: string): string {
  const trimmed = path.split(/[?#]/)[0]!.toLowerCase().replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/**
 * Whether a nav link is the active one for the current path, ignoring case and trailing slashes.
 * Home matches only exactly; other links also match their sub-paths.
 */
export function isActivePath(href: string, pathname: string): boolean {
  const target = normalizePath(href)
  const current = normalizePath(pathname)
  if (target === '/') return current === '/'
  return current === target || current.startsWith(`${target}/`)
}
