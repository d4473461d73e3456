import type { Metadata } from 'next'

import { LegalDocument } from '@/components/legal/LegalDocument'
import { legalContent } from '@/lib/pages/content'
import { legalDateValues } from '@/lib/pages/legal-dates'
import { pageMetadata } from '@/lib/seo/metadata'

// "Last Updated" is today's date: regenerated once a day, and brought up to date again in the browser.
export const revalidate = 86_400

export function generateMetadata(): Metadata {
  return pageMetadata({ path: '/privacy-policy', seo: legalContent('privacy').seo })
}

export default function PrivacyPolicyPage() {
  return <LegalDocument page={legalContent('privacy')} values={legalDateValues(new Date())} />
}
