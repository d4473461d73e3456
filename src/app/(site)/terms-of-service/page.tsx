import type { Metadata } from 'next'

import { LegalDocument } from '@/components/legal/LegalDocument'
import { legalContent } from '@/content/content'
import { pageMetadata } from '@/lib/seo/metadata'

// The copyright line shows the current year: regenerated once a day.
export const revalidate = 86_400

export function generateMetadata(): Metadata {
  return pageMetadata({ path: '/terms-of-service', seo: legalContent('terms').seo })
}

export default function TermsOfServicePage() {
  const page = legalContent('terms')
  const year = new Date().getUTCFullYear()
  return (
    <LegalDocument
      page={page}
      label={page.label}
      updated={page.updated}
      related={page.related}
      footnote={page.footnote?.replace('{year}', String(year))}
    />
  )
}
