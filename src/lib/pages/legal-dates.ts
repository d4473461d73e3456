import { longUtcDate } from '@/lib/long-date'

/** What a policy page's `{date}` ("Last Updated" on the privacy policy) and `{year}` (a copyright line) become. */
export function legalDateValues(now: Date): { date: string; year: number } {
  return {
    date: longUtcDate(now),
    year: now.getUTCFullYear(),
  }
}
