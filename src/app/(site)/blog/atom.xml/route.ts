import { feedResponse } from '@/lib/blog/feed'

// Rendered on the first request, then served from Next's cache until a post write expires it
// (src/lib/blog/revalidate.ts).
export const revalidate = false

export function GET(): Promise<Response> {
  return feedResponse('atom')
}
