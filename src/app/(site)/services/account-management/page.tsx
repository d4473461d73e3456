import type { Metadata } from 'next'

import { ServicePage } from '@/components/services/ServicePage'
import { content } from '@/content/content'
import { pageMetadata } from '@/lib/seo/metadata'

export function generateMetadata(): Metadata {
  return pageMetadata({ path: '/services/account-management', seo: content().servicePages['account-management'].seo })
}

export default function AccountManagementPage() {
  return <ServicePage page={content().servicePages['account-management']} />
}
