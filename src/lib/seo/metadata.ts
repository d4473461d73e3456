import type { Metadata } from 'next'

import { absoluteUrl, siteConfig } from '@/config/site'
import { generatedPageImage } from '@/lib/og/pages'
import { chooseSocialImage, type SocialImage, STATIC_OG_IMAGE } from '@/lib/og/social-image'
import type { PageSeo } from '@/lib/pages/copy'
import { feedAlternates } from '@/lib/seo/feed-links'

export const OG_IMAGE = STATIC_OG_IMAGE

type PageMetadataArgs = {
  path: string
  seo: PageSeo
  /** The whole title as shipped (a post's SEO title); default "{seo.title} | {agency}". */
  documentTitle?: string
  noindex?: boolean
  /** The page's generated share image (src/lib/og/); by default the one of the page at `path`, if it has one. */
  generatedImage?: SocialImage | null
}

/**
 * Title, description, keywords, canonical, Open Graph and Twitter tags for one page. Its share image:
 * the SEO tab's image (`seo.image`), else the generated one, else Site settings' default social image.
 */
export function pageMetadata({
  path,
  seo,
  documentTitle,
  noindex = false,
  generatedImage = generatedPageImage(path),
}: PageMetadataArgs): Metadata {
  const site = siteConfig()
  const url = absoluteUrl(path)
  const image = chooseSocialImage({
    editor: seo.image,
    generated: generatedImage,
    siteDefault: site.socialImage,
    fallbackAlt: site.agencyName,
  })
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
      images: [{ url: image.url, alt: image.alt }],
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
