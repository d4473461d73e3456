export const BLOG_CATEGORIES = ['Marketing', 'Revenue', 'Management', 'Platforms', 'Branding'] as const
export type BlogCategory = (typeof BLOG_CATEGORIES)[number]

/** Specification section 9: pages of 9, fresh 10 min, kept 30 min, 100 px scroll margin, 50 px image margin. */
export const BLOG_PAGE_SIZE = 9
export const BLOG_STALE_MS = 10 * 60 * 1000
export const BLOG_GC_MS = 30 * 60 * 1000
export const BLOG_SCROLL_MARGIN = '100px'
export const BLOG_IMAGE_MARGIN = '50px'
export const BLOG_EAGER_IMAGES = 2
export const BLOG_SKELETONS_PAGING = 3
