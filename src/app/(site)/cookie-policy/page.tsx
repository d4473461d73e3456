import type { Metadata } from 'next'

import { LegalDocument } from '@/components/legal/LegalDocument'
import { legalContent } from '@/lib/pages/content'
import { pageMetadata } from '@/lib/seo/metadata'

export function generateMetadata(): Metadata {
  return pageMetadata({ path: '/cookie-policy', seo: legalContent('cookies').seo })
}

export default function CookiePolicyPage() {
  return <LegalDocument page={legalContent('cookies')} />
}
