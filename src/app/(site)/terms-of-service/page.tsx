import type { Metadata } from 'next'

import { LegalDocument } from '@/components/legal/LegalDocument'
import { siteConfig } from '@/config/site'
import { legalContent } from '@/content/content'
import { pageMetadata } from '@/lib/seo/metadata'

// The copyright line shows the current year: regenerated once a day.
export const revalidate = 86_400

export function generateMetadata(): Metadata {
  return pageMetadata({ path: '/terms-of-service', seo: legalContent('terms').seo })
}

export default function TermsOfServicePage() {
  const year = new Date().getUTCFullYear()
  return (
    <LegalDocument
      page={legalContent('terms')}
      label="Terms of Service"
      updated="Effective for all partnerships and website visits from the date of publication."
      related={[
        { href: '/privacy-policy', label: 'Privacy Policy' },
        { href: '/contact', label: 'Contact Us' },
      ]}
      footnote={`© ${year} ${siteConfig().agencyName}. All rights reserved.`}
    />
  )
}
