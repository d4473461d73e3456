import type { BlogCard, BlogPage } from '@/lib/blog/cards'

/** What the blog list and its pieces (the grid, the infinite list) are given. */
export type BlogListCopy = {
  endText: string
  errorText: string
  retryLabel: string
  loadingMore: string
  shown: string
}

export type BlogListProps = {
  /** The first page, rendered on the server (empty when the server could not load it). */
  initialPage: BlogPage
  fallback: BlogCard[]
  copy: BlogListCopy
  /** A category page's category: later pages list that category only. */
  category?: string
}
