import { longUtcDate } from '@/lib/long-date'

/**
 * "January 10, 2025" (long US style, in UTC so the date never shifts). A module of its own: the listing's cards show
 * it, and the browser's first load of /blog should not carry the paging queries of ./cards.ts with it.
 */
export function formatPostDate(iso: string): string {
  return longUtcDate(new Date(iso))
}
