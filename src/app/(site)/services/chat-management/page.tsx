import type { Metadata } from 'next'

import { ServicePage } from '@/components/services/ServicePage'
import { content } from '@/content/content'
import { pageMetadata } from '@/lib/seo/metadata'

export function generateMetadata(): Metadata {
  return pageMetadata({ path: '/services/chat-management', seo: content().servicePages['chat-management'].seo })
}

export default function ChatManagementPage() {
  return <ServicePage page={content().servicePages['chat-management']} />
}
