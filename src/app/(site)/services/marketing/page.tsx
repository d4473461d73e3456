import type { Metadata } from 'next'

import { ServicePage } from '@/components/services/ServicePage'
import { content } from '@/content/content'
import { pageMetadata } from '@/lib/seo/metadata'

export function generateMetadata(): Metadata {
  return pageMetadata({ path: '/services/marketing', seo: content().servicePages['marketing'].seo })
}

export default function MarketingPage() {
  return <ServicePage page={content().servicePages['marketing']} />
}
