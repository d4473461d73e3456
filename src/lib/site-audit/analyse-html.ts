import { parse } from 'node-html-parser'

/** What the check reads from one HTML page. */
export type PageAnalysis = {
  /** Text of every `<title>` in the document head. */
  titles: string[]
  description: string | null
  canonical: string | null
  /** JSON-LD blocks found, and how many of them do not parse. */
  jsonLd: { blocks: number; invalid: number }
  /** `<img>` elements with no `alt` attribute at all (an empty alt marks a decorative image and is fine). */
  imagesWithoutAlt: number
  /** Every `href` of an `<a>`, as written. */
  links: string[]
}

export function analyseHtml(html: string): PageAnalysis {
  const root = parse(html, { comment: false })
  const head = root.querySelector('head') ?? root
  const titles = head.querySelectorAll('title').map((el) => el.textContent.trim())
  const meta = head.querySelector('meta[name="description"]')?.getAttribute('content')?.trim()
  const canonical = head.querySelector('link[rel="canonical"]')?.getAttribute('href')?.trim()

  let blocks = 0
  let invalid = 0
  for (const script of root.querySelectorAll('script[type="application/ld+json"]')) {
    blocks += 1
    try {
      const value: unknown = JSON.parse(script.textContent)
      if (typeof value !== 'object' || value === null) invalid += 1
    } catch {
      invalid += 1
    }
  }

  return {
    titles,
    description: meta ? meta : null,
    canonical: canonical ? canonical : null,
    jsonLd: { blocks, invalid },
    imagesWithoutAlt: root.querySelectorAll('img').filter((img) => !img.hasAttribute('alt')).length,
    links: root
      .querySelectorAll('a[href]')
      .map((a) => a.getAttribute('href') ?? '')
      .filter(Boolean),
  }
}

/**
 * The same-site path (with query, without fragment) a link points to, or null for other sites,
 * mail and phone links, and fragments of the page itself.
 */
export function internalPath(href: string, pageUrl: string): string | null {
  let url: URL
  try {
    url = new URL(href, pageUrl)
  } catch {
    return null
  }
  if (url.origin !== new URL(pageUrl).origin) return null
  return `${url.pathname}${url.search}`
}

/** The `<loc>` URLs of a sitemap. */
export function sitemapUrls(xml: string): string[] {
  return parse(xml)
    .querySelectorAll('loc')
    .map((loc) => loc.textContent.trim())
    .filter(Boolean)
}
