/**
 * Where server.ts sends a visitor shown an experiment's variant (src/app/(site)/experiment-variants): a route of its
 * own, so that each variant is its own cached page, followed by the page's own path, so that the page's links read
 * the path the visitor asked for (useSitePathname). Never linked; asked for from outside it is the 404 page. No
 * imports: the browser's bundle carries this module.
 */
export const VARIANT_ROUTE = '/experiment-variants'

export const variantPath = (experimentId: number, pagePath: string): string =>
  `${VARIANT_ROUTE}/${experimentId}${pagePath === '/' ? '' : pagePath}`

const VARIANT_PREFIX = new RegExp(`^${VARIANT_ROUTE}/\\d+`)

/** The page a path names: a variant's route names the page it shows. */
export const pagePathOf = (pathname: string): string => pathname.replace(VARIANT_PREFIX, '') || '/'

/** A redirect's target as the visitor asked for it: one into a variant's route names the page, its query kept. */
export function pageLocationOf(location: string): string {
  const queryAt = location.search(/[?#]/)
  const path = queryAt === -1 ? location : location.slice(0, queryAt)
  return `${pagePathOf(path)}${queryAt === -1 ? '' : location.slice(queryAt)}`
}
