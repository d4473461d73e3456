import { usePathname } from 'next/navigation'

import { pagePathOf } from '@/lib/experiments/route'

/**
 * The path of the page being read, for what the server renders from it (the navigation's current page). An
 * experiment's variant is rendered under a route of its own (src/lib/experiments/route.ts) while the browser shows the
 * page's address (which is also what `usePathname` reads there): both read the page's path, so the two renders agree.
 */
export function useSitePathname(): string | null {
  const pathname = usePathname()
  return pathname === null ? null : pagePathOf(pathname)
}
