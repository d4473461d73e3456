const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/**
 * "January 10, 2025": the long US date in UTC, as `toLocaleDateString('en-US', { year: 'numeric', month: 'long',
 * day: 'numeric', timeZone: 'UTC' })` writes it for the years 1–9999 (the test checks every day of several years).
 * Written out rather than asked of Intl: the first such call in a page loads ICU's calendar and zone data (22–31 ms
 * in Node on a 2-core server, about 130 ms of a phone's main thread inside /blog's hydration).
 */
export function longUtcDate(date: Date): string {
  const time = date.getTime()
  if (Number.isNaN(time)) return 'Invalid Date'
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}
