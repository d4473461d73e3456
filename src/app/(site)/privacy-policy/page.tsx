import type { Metadata } from 'next'

import { LegalDocument } from '@/components/legal/LegalDocument'
import { legalContent } from '@/content/content'
import { pageMetadata } from '@/lib/seo/metadata'

// "Last Updated" is today's date: the page is regenerated once a day.
export const revalidate = 86_400

export function generateMetadata(): Metadata {
  return pageMetadata({ path: '/privacy-policy', seo: legalContent('privacy').seo })
}

export default function PrivacyPolicyPage() {
  const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
  return <LegalDocument page={legalContent('privacy')} values={{ date: today }} />
}
