import { usePathname } from 'next/navigation'

import { pagePathOf } from '@/lib/experiments/route'

/**
 * The path of the page being read. An experiment's variant is rendered under a route of its own
 * (src/lib/experiments/route.ts) while the browser shows the page's address: both read the page's path, so the server's
 * render and the browser's agree.
 */
export function useSitePathname(): string | null {
  const pathname = usePathname()
  return pathname === null ? null : pagePathOf(pathname)
}
