import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { BlogListing } from '@/components/blog/BlogListing'
import { buttonSizes, buttonStyles } from '@/components/ui/button-styles'
import { categoryFromSlug, categoryPath, categorySlug } from '@/lib/blog/categories'
import { loadCategoryListing } from '@/lib/blog/category-listing'
import { content } from '@/lib/pages/content'
import { NOINDEX, pageMetadata } from '@/lib/seo/metadata'
import { collectionPageLd } from '@/lib/seo/structured-data'

// Rendered on its first request, then served from Next's cache until a post write that changes
// cards expires every category page (src/lib/blog/revalidate.ts); an unknown category's 404 too.
export const revalidate = false
export const dynamicParams = true
export function generateStaticParams(): { category: string }[] {
  return []
}

type Params = { params: Promise<{ category: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const category = categoryFromSlug((await params).category)
  if (!category) return { robots: NOINDEX }
  const page = content().blogCategories.pages[category]
  return page ? pageMetadata({ path: categoryPath(category), seo: page }) : { robots: NOINDEX }
}

export default async function BlogCategoryPage({ params }: Params) {
  const category = categoryFromSlug((await params).category)
  const { blogCategories, breadcrumbs } = content()
  const copy = category ? blogCategories.pages[category] : undefined
  if (!category || !copy) notFound()
  const { firstPage, fallback } = await loadCategoryListing(category)
  const cards = firstPage?.cards ?? []
  const empty = firstPage !== null && cards.length === 0 && fallback.length === 0
  return (
    <BlogListing
      hero={{
        eyebrow: blogCategories.eyebrow,
        heading: copy.title,
        text: copy.description,
        trail: [{ label: breadcrumbs.blog, href: '/blog' }, { label: category }],
      }}
      listHeading={{ id: 'category-list-heading', text: category, shown: true }}
      firstPage={firstPage}
      fallback={fallback}
      category={category}
      empty={
        empty ? (
          <div className="rounded-card border border-ink-900/10 bg-white px-6 py-12 text-center" data-category-empty="">
            <p className="mx-auto max-w-xl text-lg text-ink-700">
              {blogCategories.emptyText.replace('{category}', category)}
            </p>
            <Link href="/blog" className={`mt-6 inline-flex ${buttonStyles.secondary} ${buttonSizes.sm}`}>
              {blogCategories.allPostsLabel}
            </Link>
          </div>
        ) : undefined
      }
      refTag={`blog-category-${categorySlug(category)}`}
      structuredData={{
        id: 'collection',
        data: collectionPageLd({
          name: copy.title,
          description: copy.description,
          path: categoryPath(category),
          posts: cards,
        }),
      }}
    />
  )
}
