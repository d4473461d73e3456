/** What a policy page's `{date}` ("Last Updated" on the privacy policy) and `{year}` (a copyright line) become. */
export function legalDateValues(now: Date): { date: string; year: number } {
  return {
    date: now.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
    year: now.getUTCFullYear(),
  }
}
