import { z } from 'zod'

import type { StaffReportsCopy } from '@/content/types'
import '@/lib/validation/zod-jitless'

/**
 * The date range of the funnel report: whole UTC days, `from` and `to` both included. The page's
 * form and GET /api/reports/funnel read the same query through `funnelQuerySchema` and `funnelRange`.
 */
export const FUNNEL_DEFAULT_DAYS = 30
/** A leap year: "the last year" always fits. */
export const FUNNEL_MAX_DAYS = 366

const DAY_MS = 86_400_000
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** 'YYYY-MM-DD' of a calendar date (no 2026-02-30) in the years 2000 to 2999. */
export function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === value &&
    value >= '2000-01-01' &&
    value <= '2999-12-31'
  )
}

const daySchema = z
  .string()
  .max(10, 'must be a date as YYYY-MM-DD')
  .refine(isCalendarDay, { message: 'must be a date as YYYY-MM-DD (years 2000 to 2999)', abort: true })

export const funnelQuerySchema = z.object({
  from: daySchema.optional(),
  to: daySchema.optional(),
  format: z.enum(['json', 'csv'], { error: 'must be json or csv' }).optional(),
})
export type FunnelQuery = z.output<typeof funnelQuerySchema>

export type FunnelRange = { from: string; to: string; days: number }

export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10)
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)

type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string }

/**
 * The query of a request (URL parameters, or a page's searchParams): each of from, to and format at
 * most once, each valid. Other parameters are ignored.
 */
export function parseFunnelQuery(
  params: URLSearchParams | Record<string, string | string[] | undefined>,
): Parsed<FunnelQuery> {
  const input: Record<string, string> = {}
  for (const key of ['from', 'to', 'format'] as const) {
    const values = params instanceof URLSearchParams ? params.getAll(key) : [params[key] ?? []].flat()
    if (values.length > 1) return { ok: false, reason: `${key}: give it once` }
    if (values[0] !== undefined && values[0] !== '') input[key] = values[0]
  }
  const parsed = funnelQuerySchema.safeParse(input)
  if (!parsed.success) {
    return {
      ok: false,
      reason: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    }
  }
  return { ok: true, value: parsed.data }
}

/**
 * The days a query asks for: `to` defaults to today (UTC), `from` to the 30 days ending at `to`.
 * Refused: from after to, or more than FUNNEL_MAX_DAYS days.
 */
export function funnelRange(query: Pick<FunnelQuery, 'from' | 'to'>, now = new Date()): Parsed<FunnelRange> {
  const to = query.to ?? utcDay(now)
  const from = query.from ?? addDays(to, -(FUNNEL_DEFAULT_DAYS - 1))
  if (from > to) return { ok: false, reason: 'from must not be after to' }
  const days = daysBetween(from, to) + 1
  if (days > FUNNEL_MAX_DAYS) return { ok: false, reason: `the range is ${days} days; at most ${FUNNEL_MAX_DAYS}` }
  return { ok: true, value: { from, to, days } }
}

/** The same number of days just before the range: what its figures are compared with. */
export function previousRange(range: FunnelRange): FunnelRange {
  return { from: addDays(range.from, -range.days), to: addDays(range.from, -1), days: range.days }
}

/** The ranges one click away, named by the report's copy. */
export type QuickRangeKey = keyof StaffReportsCopy['range']['quick']

/**
 * The ranges one click away, as of `today` (UTC): the last 7 and 30 days, this month so far, last
 * month, and the last 12 months (from the day after this date a year ago).
 */
export function quickRanges(today: string): { key: QuickRangeKey; from: string; to: string }[] {
  const monthStart = `${today.slice(0, 8)}01`
  const lastMonthEnd = addDays(monthStart, -1)
  const [year, month, day] = today.split('-').map(Number) as [number, number, number]
  const yearAgo = new Date(Date.UTC(year - 1, month - 1, day + 1)).toISOString().slice(0, 10)
  return [
    { key: '7d', from: addDays(today, -6), to: today },
    { key: '30d', from: addDays(today, -29), to: today },
    { key: 'month', from: monthStart, to: today },
    { key: 'last-month', from: `${lastMonthEnd.slice(0, 8)}01`, to: lastMonthEnd },
    { key: '12m', from: yearAgo, to: today },
  ]
}

/** The Monday of the week (UTC) a day falls in. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return addDays(day, -((weekday + 6) % 7))
}

export type FunnelWeek = { start: string; from: string; to: string }

/** The Monday-to-Sunday weeks a range touches, oldest first; the first and last are cut to the range. */
export function weeksOf(range: Pick<FunnelRange, 'from' | 'to'>): FunnelWeek[] {
  const weeks: FunnelWeek[] = []
  for (let start = weekStart(range.from); start <= range.to; start = addDays(start, 7)) {
    const end = addDays(start, 6)
    weeks.push({ start, from: start < range.from ? range.from : start, to: end > range.to ? range.to : end })
  }
  return weeks
}
