import type { Metadata } from 'next'

import { LegalDocument } from '@/components/legal/LegalDocument'
import { legalContent } from '@/content/content'
import { pageMetadata } from '@/lib/seo/metadata'

export function generateMetadata(): Metadata {
  return pageMetadata({ path: '/cookie-policy', seo: legalContent('cookies').seo })
}

export default function CookiePolicyPage() {
  return (
    <LegalDocument
      page={legalContent('cookies')}
      label="Cookie Policy"
      updated="Last Updated: January 2025"
      related={[
        { href: '/privacy-policy', label: 'Privacy Policy' },
        { href: '/terms-of-service', label: 'Terms of Service' },
      ]}
    />
  )
}
