import { articleShareImage } from '@/components/og/ShareImage'
import { articleImageContent } from '@/lib/og/article'
import { ogFonts } from '@/lib/og/fonts'
import { imageNotFound, plausibleSlug } from '@/lib/og/route'

// Like the article pages: rendered on the first request, then cached until a write expires the
// image's tag with its page's (src/lib/blog/revalidate.ts).
export const revalidate = false
export const dynamicParams = true
export function generateStaticParams(): { slug: string }[] {
  return []
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const { slug } = await params
  const article = plausibleSlug(slug) ? await articleImageContent(slug) : null
  if (!article) return imageNotFound()
  return articleShareImage(article, await ogFonts())
}
