import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/config/site'
import { PUBLIC_ROUTES } from '@/lib/seo/routes'

export default function sitemap(): MetadataRoute.Sitemap {
  return PUBLIC_ROUTES.map((route) => ({
    url: absoluteUrl(route.path),
    changeFrequency: route.changeFrequency,
    priority: route.priority,
  }))
}
