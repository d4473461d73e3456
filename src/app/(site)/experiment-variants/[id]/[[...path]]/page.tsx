import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { PAGE_METADATA, PAGE_VIEWS } from '@/app/(site)/page-views'
import { experimentPagePath } from '@/lib/experiments/pages'
import { variantCopy } from '@/lib/experiments/variant-copy'
import { showInThisRequest, withPublishedCopy } from '@/lib/pages/preview-scope'

// The variant of a running experiment, as server.ts shows it to the visitors in its arm (src/server/experiments.ts):
// rendered on its first request and cached like the page itself, until the page's copy is published or the experiment
// changes (src/lib/experiments/load.ts). The path after the id is the page's own (src/lib/experiments/route.ts).
export const revalidate = false
export const dynamicParams = true
export function generateStaticParams(): { id: string; path: string[] }[] {
  return []
}

type Params = { params: Promise<{ id: string; path?: string[] }> }

const load = cache(async (id: string, path: string) => {
  const variant = await variantCopy(id, { running: true })
  if (!variant || experimentPagePath(variant.page) !== path) return undefined
  showInThisRequest(variant.pages)
  return variant
})

const loadFor = async (params: Params['params']) => {
  const { id, path = [] } = await params
  return load(id, `/${path.join('/')}`)
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const variant = await loadFor(params)
  // Title, canonical address, share image and its text: the page's as published, whichever arm is shown.
  return variant ? withPublishedCopy(PAGE_METADATA[variant.page]) : { robots: { index: false, follow: false } }
}

export default async function ExperimentVariant({ params }: Params) {
  const variant = await loadFor(params)
  if (!variant) notFound()
  return PAGE_VIEWS[variant.page]()
}
