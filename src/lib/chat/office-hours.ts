/**
 * The team's opening hours (site settings) and whether they are open at an instant: pure, so the
 * widget decides with the visitor's clock and tests can fix it. Times are "HH:MM" in the settings'
 * time zone; a day may have several spans.
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof WEEKDAYS)[number]
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
}
export type OpeningSpan = { day: Weekday; opens: string; closes: string }
export type OfficeHours = { timeZone: string; spans: OpeningSpan[] }

export type OfficeStatus = { open: true } | { open: false; backAt: Date | null }

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/
const minutesOf = (time: string) => {
  const match = TIME.exec(time)
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}

/** "Why not" for an opening span, or null when it is valid. */
export function spanProblem(span: { opens?: string | null; closes?: string | null }): string | null {
  const opens = minutesOf(span.opens ?? '')
  const closes = minutesOf(span.closes ?? '')
  if (opens === null || closes === null) return 'Times are 24-hour HH:MM, e.g. 09:00 and 17:30.'
  return opens < closes ? null : 'A span must close after it opens (on the same day).'
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    })
    formatters.set(timeZone, format)
  }
  return format
}

/** The wall-clock date and time at `instant` in `timeZone`. */
function wallClock(instant: Date, timeZone: string) {
  const parts = formatter(timeZone).formatToParts(instant)
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  return { year: get('year'), month: get('month'), day: get('day'), minute: get('hour') * 60 + get('minute') }
}

const weekdayOf = (year: number, month: number, day: number): Weekday =>
  WEEKDAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7]!

/** The instant a wall-clock time in `timeZone` names (the later offset when a change makes it ambiguous). */
function zonedInstant(year: number, month: number, day: number, minute: number, timeZone: string): Date {
  const asUtc = Date.UTC(year, month - 1, day, 0, minute)
  const offsetAt = (t: number) => {
    const wall = wallClock(new Date(t), timeZone)
    return Date.UTC(wall.year, wall.month - 1, wall.day, 0, wall.minute) - Math.floor(t / 60_000) * 60_000
  }
  const first = asUtc - offsetAt(asUtc)
  return new Date(asUtc - offsetAt(first))
}

/** Open at `now`, or when they open next within the coming week (null: no opening hours at all). */
export function officeStatus(hours: OfficeHours, now: Date): OfficeStatus {
  const spans = hours.spans.filter((span) => spanProblem(span) === null)
  const today = wallClock(now, hours.timeZone)
  const todayName = weekdayOf(today.year, today.month, today.day)
  if (
    spans.some(
      (span) =>
        span.day === todayName && today.minute >= minutesOf(span.opens)! && today.minute < minutesOf(span.closes)!,
    )
  )
    return { open: true }
  let backAt: Date | null = null
  for (let offset = 0; offset <= 7; offset++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset))
    const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()]
    for (const span of spans) {
      if (span.day !== weekdayOf(year, month, day)) continue
      const opens = zonedInstant(year, month, day, minutesOf(span.opens)!, hours.timeZone)
      if (opens > now && (!backAt || opens < backAt)) backAt = opens
    }
    if (backAt) break
  }
  return { open: false, backAt }
}

/** A measured reply time as a visitor reads it: "under a minute", "about 5 minutes", "about 2 hours". */
export function roughDuration(seconds: number): string {
  if (seconds < 60) return 'under a minute'
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return `about ${minutes} minute${minutes === 1 ? '' : 's'}`
  const hours = Math.round(minutes / 60)
  return `about ${hours} hour${hours === 1 ? '' : 's'}`
}

/**
 * The one state the widget shows. Whoever is at the console wins: "online" when a staff member is
 * (inside the office hours, outside them or with none set), so the header never says "away" above a
 * live reply. Only when nobody is: "closed" outside the office hours (when the team is back), "away"
 * otherwise. "unknown" until presence has been heard, but for the office being closed, which is known.
 */
export type Availability = 'unknown' | 'online' | 'away' | 'closed'

export function availability(staffOnline: boolean | null, office: OfficeStatus | null): Availability {
  if (staffOnline) return 'online'
  if (office && !office.open) return 'closed'
  return staffOnline === null ? 'unknown' : 'away'
}
