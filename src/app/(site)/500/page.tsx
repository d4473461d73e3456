import type { Metadata } from 'next'

import { ServerErrorView } from '@/components/errors/ServerErrorView'
import { siteConfig } from '@/config/site'
import { content } from '@/lib/pages/content'
import { fullTitle, NOINDEX } from '@/lib/seo/metadata'

export function generateMetadata(): Metadata {
  return { title: fullTitle(content().serverError.heading), robots: NOINDEX }
}

export default function ServerErrorPage() {
  return <ServerErrorView copy={content().serverError} supportEmail={siteConfig().contactEmail} />
}
