import type { FunnelDimension, FunnelReport, FunnelStepCounts } from './funnel'

/** numerator / denominator, or null when there is nothing to divide by. */
export function rate(numerator: number, denominator: number): number | null {
  return denominator > 0 ? numerator / denominator : null
}

/**
 * Each step against the one before it, and calls booked against visitors. The steps count events,
 * not one person's path: most booking clicks come without a chat, so clicks may exceed chats.
 */
export type FunnelRates = {
  conversations: number | null
  clicks: number | null
  booked: number | null
  overall: number | null
}

export function funnelRates(counts: FunnelStepCounts): FunnelRates {
  return {
    conversations: rate(counts.conversations, counts.visitors),
    clicks: rate(counts.clicks, counts.conversations),
    booked: rate(counts.booked, counts.clicks),
    overall: rate(counts.booked, counts.visitors),
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
 * The report as one table for a spreadsheet: a row per total, week, breakdown value and article,
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
      'clicks per chat',
      'bookings per click',
      'bookings per visitor',
    ],
  ]
  const rates = (counts: FunnelStepCounts) => {
    const r = funnelRates(counts)
    return [ratio(r.conversations), ratio(r.clicks), ratio(r.booked), ratio(r.overall)]
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

/** The report as GET /api/reports/funnel answers it: the totals and each week with their rates. */
export function funnelJson(report: FunnelReport) {
  return {
    ...report,
    totals: { ...report.totals, rates: funnelRates(report.totals) },
    weeks: report.weeks.map((week) => ({ ...week, rates: funnelRates(week) })),
  }
}
