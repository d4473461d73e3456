/** Every public, indexable page of the site (blog posts are added from the CMS). */
export const PUBLIC_ROUTES = [
  { path: '/', changeFrequency: 'weekly', priority: 1 },
  { path: '/about', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/services', changeFrequency: 'monthly', priority: 0.9 },
  { path: '/services/account-management', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/services/marketing', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/services/chat-management', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/faq', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/blog', changeFrequency: 'daily', priority: 0.8 },
  { path: '/contact', changeFrequency: 'yearly', priority: 0.7 },
  { path: '/privacy-policy', changeFrequency: 'yearly', priority: 0.3 },
  { path: '/terms-of-service', changeFrequency: 'yearly', priority: 0.3 },
  { path: '/cookie-policy', changeFrequency: 'yearly', priority: 0.3 },
] as const

/** Paths search engines must not index or crawl. */
export const PRIVATE_PATHS = ['/cms', '/admin', '/monitoring', '/api', '/500', '/preview'] as const

/** Uploaded images (blog covers, og:image) stay crawlable inside the disallowed /api, so link previews show them. */
export const CRAWLABLE_UPLOADS_PATH = '/api/media/file/'
