import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/config/site'
import { PRIVATE_PATHS } from '@/lib/seo/routes'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: PRIVATE_PATHS.map((path) => `${path}`) }],
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
