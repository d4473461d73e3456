import type { FunnelDimension, FunnelReport, FunnelStepCounts } from './funnel'

/** numerator / denominator, or null when there is nothing to divide by. */
export function rate(numerator: number, denominator: number): number | null {
  return denominator > 0 ? numerator / denominator : null
}

/**
 * Chats, booking clicks and calls booked per visitor of the same days: each against one population,
 * never a step against the one before (each step counts its own events: most booking clicks come
 * without a chat, so "clicks per chat" would read as more than all of them). What the chats went on to
 * do is counted on the chats themselves (src/lib/bookings/report.ts).
 */
export type FunnelRates = {
  conversations: number | null
  clicks: number | null
  booked: number | null
}

export function funnelRates(counts: FunnelStepCounts): FunnelRates {
  return {
    conversations: rate(counts.conversations, counts.visitors),
    clicks: rate(counts.clicks, counts.visitors),
    booked: rate(counts.booked, counts.visitors),
  }
}

/** "–" for no rate; one decimal under 10 % ("0.8%"), whole percents above ("42%"). */
export function formatRate(value: number | null): string {
  if (value === null) return '–'
  const percent = value * 100
  if (percent === 0) return '0%'
  if (percent < 10) return `${Math.round(percent * 10) / 10}%`
  return `${Math.round(percent)}%`
}

/** A per-visitor rate as "per 100 visitors" reads it: "3.1", "0.4", "100"; "–" for none. */
export function formatPerHundred(value: number | null): string {
  if (value === null) return '–'
  const perHundred = value * 100
  return perHundred >= 100 ? String(Math.round(perHundred)) : String(Math.round(perHundred * 10) / 10)
}

/**
 * `count` per 100 of `visitors` for a reader, or "–" where it cannot be read as one: no visitors, or more
 * events than visitors were counted (the cookieless count misses browsers that block it, and bots' chats are
 * not told apart), where "1,700 chats per 100 visitors" would be a figure nobody can act on.
 */
export function perHundredVisitors(count: number, visitors: number): string {
  return visitors > 0 && count <= visitors ? formatPerHundred(count / visitors) : '–'
}

/**
 * A figure against the same number of days just before: up or down by a whole percent ("same" under
 * half a percent), "new" where there was nothing before, "none" where there is nothing either time.
 */
export type Change = { kind: 'up' | 'down' | 'same'; percent: number } | { kind: 'new' } | { kind: 'none' }

export function change(current: number, previous: number): Change {
  if (previous === 0) return current === 0 ? { kind: 'none' } : { kind: 'new' }
  const percent = Math.round((Math.abs(current - previous) / previous) * 100)
  if (percent === 0) return { kind: 'same', percent: 0 }
  return { kind: current > previous ? 'up' : 'down', percent }
}

/** What the none bucket ('') is called in each dimension. */
export function valueLabel(dimension: FunnelDimension | 'article', value: string): string {
  if (value !== '') return value
  return dimension === 'referrer_host' ? 'Direct' : '(none)'
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. Text a spreadsheet
 * would run as a formula (starting with =, +, -, @, a tab or a carriage return) gets a leading
 * apostrophe; numbers are written as they are.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(rows: (string | number | null)[][]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

const DIMENSION_SECTIONS: Record<FunnelDimension, string> = {
  landing_page: 'landing page',
  referrer_host: 'referrer',
  utm_campaign: 'campaign',
  utm_source: 'utm source',
  utm_medium: 'utm medium',
  link_source: 'booking link',
}

const ratio = (value: number | null) => (value === null ? null : Math.round(value * 10_000) / 10_000)

/**
 * The report as one table for a spreadsheet: a row per total, week, day, breakdown value and article,
 * the section in the first column. Rates are fractions (0.0123), empty where they do not apply.
 */
export function funnelCsv(report: FunnelReport): string {
  const rows: (string | number | null)[][] = [
    [
      'section',
      'value',
      'title',
      'from',
      'to',
      'visitors',
      'chats',
      'booking clicks',
      'calls booked',
      'cancelled',
      'chats per visitor',
      'booking clicks per visitor',
      'calls booked per visitor',
    ],
  ]
  const rates = (counts: FunnelStepCounts) => {
    const r = funnelRates(counts)
    return [ratio(r.conversations), ratio(r.clicks), ratio(r.booked)]
  }
  const { totals, range } = report
  rows.push([
    'total',
    '',
    '',
    range.from,
    range.to,
    totals.visitors,
    totals.conversations,
    totals.clicks,
    totals.booked,
    totals.cancelled,
    ...rates(totals),
  ])
  for (const week of report.weeks) {
    rows.push([
      'week',
      week.start,
      '',
      week.from,
      week.to,
      week.visitors,
      week.conversations,
      week.clicks,
      week.booked,
      week.cancelled,
      ...rates(week),
    ])
  }
  for (const day of report.days) {
    rows.push([
      'day',
      day.day,
      '',
      day.day,
      day.day,
      day.visitors,
      day.conversations,
      day.clicks,
      day.booked,
      day.cancelled,
      ...rates(day),
    ])
  }
  for (const [dimension, entries] of Object.entries(report.breakdowns) as [
    FunnelDimension,
    FunnelReport['breakdowns'][FunnelDimension],
  ][]) {
    for (const row of entries) {
      rows.push([
        DIMENSION_SECTIONS[dimension],
        valueLabel(dimension, row.value),
        '',
        range.from,
        range.to,
        row.visitors,
        row.conversations,
        row.clicks,
        row.booked,
        row.cancelled,
      ])
    }
  }
  for (const row of report.articles) {
    rows.push([
      'blog article',
      row.path,
      row.title ?? '',
      range.from,
      range.to,
      row.visitors,
      row.conversations,
      row.clicks,
      row.booked,
      row.cancelled,
    ])
  }
  return toCsv(rows)
}

/** The report as GET /api/reports/funnel answers it: the totals, each week and each day with their rates. */
export function funnelJson(report: FunnelReport) {
  return {
    ...report,
    totals: { ...report.totals, rates: funnelRates(report.totals) },
    weeks: report.weeks.map((week) => ({ ...week, rates: funnelRates(week) })),
    days: report.days.map((day) => ({ ...day, rates: funnelRates(day) })),
  }
}
