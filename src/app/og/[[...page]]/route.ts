import { pageShareImage } from '@/components/og/ShareImage'
import { ogFonts } from '@/lib/og/fonts'
import { pageImageContent } from '@/lib/og/pages'
import { imageNotFound, pageImageParams, pagePathOf } from '@/lib/og/route'

// Prerendered by the build like the pages; expired with its page when the page's copy is published
// (src/lib/pages/registry.ts) and with every page when the site settings change.
export const revalidate = false
export const dynamicParams = false
export const generateStaticParams = pageImageParams

export async function GET(_request: Request, { params }: { params: Promise<{ page?: string[] }> }): Promise<Response> {
  const path = pagePathOf((await params).page)
  const page = path && pageImageContent(path)
  if (!page) return imageNotFound()
  return pageShareImage(page, await ogFonts())
}
