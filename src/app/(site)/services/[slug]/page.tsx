import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ServicePage } from '@/components/services/ServicePage'
import { content } from '@/lib/pages/content'
import type { ServicePageCopy } from '@/lib/pages/copy'
import { pageMetadata } from '@/lib/seo/metadata'

type ServiceSlug = ServicePageCopy['slug']
type Params = { params: Promise<{ slug: string }> }

const SERVICE_SLUGS: ServiceSlug[] = ['account-management', 'marketing', 'chat-management']
const isServiceSlug = (slug: string): slug is ServiceSlug => (SERVICE_SLUGS as string[]).includes(slug)

// The three service pages, prerendered; any other /services/<slug> is the 404 page.
export const dynamicParams = false

export function generateStaticParams(): { slug: ServiceSlug }[] {
  return SERVICE_SLUGS.map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { slug } = await params
  if (!isServiceSlug(slug)) return {}
  return pageMetadata({ path: `/services/${slug}`, seo: content().servicePages[slug].seo })
}

export default async function ServiceRoute({ params }: Params) {
  const { slug } = await params
  if (!isServiceSlug(slug)) notFound()
  return <ServicePage page={content().servicePages[slug]} />
}
