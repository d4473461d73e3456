import { BlogCardSkeleton } from '@/components/blog/BlogCardView'
import { BLOG_SKELETONS_INITIAL } from '@/lib/blog/constants'

/** Shown while the blog list loads (streamed first, or during a client-side navigation): six skeleton cards. It lives in the
 * (list) group so article pages stream nothing before deciding between the article and a 404. */
export default function BlogLoading() {
  return (
    <div className="bg-cream-50 pb-16 pt-28">
      <div className="mx-auto grid max-w-6xl gap-6 px-5 sm:px-8 md:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        {Array.from({ length: BLOG_SKELETONS_INITIAL }, (_, i) => (
          <BlogCardSkeleton key={i} />
        ))}
      </div>
    </div>
  )
}
