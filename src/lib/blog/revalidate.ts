import { revalidatePath } from 'next/cache'

/**
 * Refreshes what a changed post appears on, for any cached render of it (the blog pages themselves
 * render per request). Outside a Next request (seed, jobs, sockets) Next refuses the call, which is
 * fine to ignore.
 */
export function revalidateBlog(slugs: (string | null | undefined)[]): void {
  const paths = new Set(['/blog', '/sitemap.xml', ...slugs.filter(Boolean).map((slug) => `/blog/${slug}`)])
  for (const path of paths) {
    try {
      revalidatePath(path)
    } catch {
      // Not inside a Next.js request.
    }
  }
}
