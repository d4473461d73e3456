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
 * Written out rather than asked of Intl: in a browser the first such call loads ICU's calendar and zone data, about
 * 30 ms of the main thread on a desktop and four times that on a mid-range phone, inside /blog's hydration.
 */
export function longUtcDate(date: Date): string {
  const time = date.getTime()
  if (Number.isNaN(time)) return 'Invalid Date'
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}
