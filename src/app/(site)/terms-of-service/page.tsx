import type { Metadata } from 'next'

import { LegalDocument } from '@/components/legal/LegalDocument'
import { legalContent } from '@/lib/pages/content'
import { legalDateValues } from '@/lib/pages/legal-dates'
import { pageMetadata } from '@/lib/seo/metadata'

// The copyright line shows the current year: regenerated once a day, and brought up to date again in the browser.
export const revalidate = 86_400

export function generateMetadata(): Metadata {
  return pageMetadata({ path: '/terms-of-service', seo: legalContent('terms').seo })
}

export default function TermsOfServicePage() {
  return <LegalDocument page={legalContent('terms')} values={legalDateValues(new Date())} />
}
