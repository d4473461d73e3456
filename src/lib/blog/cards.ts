/** Newest first; posts published in the same millisecond keep one order, so pages never repeat or skip a post. */
export const BLOG_SORT = ['-publishedAt', '-id']

/** The fields a blog card shows; a change to one of them reaches the list and related posts. */
export const CARD_FIELDS = ['title', 'slug', 'excerpt', 'category', 'publishedAt', 'readTime', 'featuredImage'] as const

/** A Local API `select` of these fields of a post. */
export const selectOf = <F extends string>(fields: readonly F[]) =>
  Object.fromEntries(fields.map((field) => [field, true])) as Record<F, true>

/** What a listing card needs of a post; built from the Local API or the REST API alike. */
export type BlogCard = {
  id: string
  slug: string
  title: string
  excerpt: string
  /** One of BLOG_CATEGORIES for every post saved through /cms; any text for a built-in article. */
  category: string
  /** ISO date */
  publishedAt: string
  readTime: string
  image: { url: string; alt: string; width?: number; height?: number } | null
}

export type BlogPage = { cards: BlogCard[]; page: number; totalDocs: number; hasNextPage: boolean }

type Rendition = { url?: string | null; width?: number | null; height?: number | null }
type MediaLike = Rendition & { alt?: string | null; sizes?: { card?: Rendition; hero?: Rendition } }

/**
 * An article's cover: the 1600 px hero rendition (or the original), with the 768 px card rendition beside it in
 * `srcSet` for phones.
 */
export type Cover = { url: string; srcSet?: string; alt: string }

/** A `srcset` of the renditions whose width is known, narrowest first; undefined when fewer than two widths. */
export function srcSetOf(renditions: Rendition[]): string | undefined {
  const known = renditions.filter(
    (r): r is { url: string; width: number } => Boolean(r.url) && typeof r.width === 'number' && r.width > 0,
  )
  const byWidth = [...new Map(known.map((r) => [r.width, r])).values()].sort((a, b) => a.width - b.width)
  return byWidth.length > 1 ? byWidth.map((r) => `${r.url} ${r.width}w`).join(', ') : undefined
}

/** The cover of an uploaded image: its hero rendition (the original when it has none) and the card rendition. */
export function coverImage(media: MediaLike | null): Cover | null {
  const hero = media?.sizes?.hero
  const url = hero?.url ?? media?.url
  if (!media || !url) return null
  return { url, srcSet: srcSetOf([media.sizes?.card ?? {}, hero?.url ? hero : media]), alt: media.alt ?? '' }
}
type PostLike = {
  id: string | number
  slug: string
  title: string
  excerpt: string
  category: string
  publishedAt: string
  readTime: string
  featuredImage?: number | string | MediaLike | null
}

export function toBlogCard(post: PostLike): BlogCard {
  const media = typeof post.featuredImage === 'object' && post.featuredImage ? post.featuredImage : null
  const card = media?.sizes?.card
  const url = card?.url ?? media?.url ?? null
  return {
    id: String(post.id),
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    publishedAt: post.publishedAt,
    readTime: post.readTime,
    image: url
      ? {
          url,
          alt: media?.alt ?? '',
          width: card?.width ?? media?.width ?? undefined,
          height: card?.height ?? media?.height ?? undefined,
        }
      : null,
  }
}

/** Two other cards: the same category first, then the newest (the order of `cards`). */
export function pickRelated(cards: BlogCard[], current: BlogCard, count = 2): BlogCard[] {
  const others = cards.filter((card) => card.slug !== current.slug)
  const same = others.filter((card) => card.category === current.category)
  return [...same, ...others.filter((card) => !same.includes(card))].slice(0, count)
}

/**
 * The REST query the listing's later pages use: published posts (of one category when given), newest first, card fields
 * only.
 */
export function blogPageQuery(page: number, limit: number, category?: string): string {
  const params = new URLSearchParams({
    limit: String(limit),
    page: String(page),
    sort: BLOG_SORT.join(','),
    depth: '1',
    'where[isPublished][equals]': 'true',
  })
  if (category) params.set('where[category][equals]', category)
  for (const field of CARD_FIELDS) {
    params.set(`select[${field}]`, 'true')
  }
  return `/api/blog-posts?${params.toString()}`
}
