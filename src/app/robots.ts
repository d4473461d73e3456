import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/config/site'
import { CRAWLABLE_UPLOADS_PATH, PRIVATE_PATHS } from '@/lib/seo/routes'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: ['/', CRAWLABLE_UPLOADS_PATH], disallow: [...PRIVATE_PATHS] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
