import type { Metadata } from 'next'

import { absoluteUrl, siteConfig } from '@/config/site'
import type { PageSeo } from '@/lib/pages/copy'
import { feedAlternates } from '@/lib/seo/feed-links'

export const OG_IMAGE = { url: '/og-image.png', width: 1200, height: 630 } as const

type PageMetadataArgs = {
  path: string
  seo: PageSeo
  /** The whole title as shipped (a post's SEO title); default "{seo.title} | {agency}". */
  documentTitle?: string
  noindex?: boolean
  ogImage?: { url: string; width?: number; height?: number; alt?: string }
}

/** Title, description, keywords, canonical, Open Graph and Twitter tags for one page. */
export function pageMetadata({ path, seo, documentTitle, noindex = false, ogImage }: PageMetadataArgs): Metadata {
  const site = siteConfig()
  const url = absoluteUrl(path)
  const image =
    ogImage ??
    (site.socialImage
      ? { ...site.socialImage, alt: site.socialImage.alt || site.agencyName }
      : { ...OG_IMAGE, alt: site.agencyName })
  return {
    title: documentTitle ? { absolute: documentTitle } : fullTitle(seo.title),
    description: seo.description,
    keywords: seo.keywords,
    alternates: { canonical: url, types: feedAlternates() },
    openGraph: {
      type: 'website',
      url,
      siteName: site.agencyName,
      title: documentTitle ?? `${seo.title} | ${site.agencyName}`,
      description: seo.description,
      locale: 'en_US',
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title: documentTitle ?? `${seo.title} | ${site.agencyName}`,
      description: seo.description,
      images: [image.url],
    },
    robots: noindex ? { index: false, follow: false } : { index: true, follow: true },
  }
}

export const NOINDEX: Metadata['robots'] = { index: false, follow: false }

/**
 * "Page | Agency". Absolute, because Next applies a layout's title template only to child segments,
 * and the home and 404 pages sit in the layout's own segment.
 */
export function fullTitle(title: string): { absolute: string } {
  return { absolute: `${title} | ${siteConfig().agencyName}` }
}
