import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/config/site'
import { CRAWLABLE_UPLOADS_PATH, PRIVATE_PATHS } from '@/lib/seo/routes'

/**
 * Everything not disallowed is allowed, so there is no `Allow: /`: parsers that take the first matching line (Python's
 * urllib.robotparser and others) would read it as allowing every path, /cms and /admin included. The one exception
 * inside a disallowed path comes first, so it wins under the first-match and the longest-match (RFC 9309) rules alike.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: [CRAWLABLE_UPLOADS_PATH], disallow: [...PRIVATE_PATHS] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
