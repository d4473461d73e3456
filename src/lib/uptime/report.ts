import type { Pool } from 'pg'

import { EXTERNAL_TARGETS, UPTIME_TARGETS, type UptimeTarget } from './constants'

/** The windows /monitoring gives uptime for. */
export const UPTIME_WINDOWS = ['24h', '7d', '30d'] as const
export type UptimeWindow = (typeof UPTIME_WINDOWS)[number]

export type UptimeCounts = { passed: number; total: number }
export type UptimeRow = { target: UptimeTarget | 'overall'; windows: Record<UptimeWindow, UptimeCounts> }

export type IncidentRow = {
  id: number
  target: UptimeTarget
  openedAt: string
  closedAt: string | null
  cause: string
  failedProbes: number
}

/** Average response time of one HTTP target in one hour; null where it had no answered probe. */
export type ResponseSeries = { target: UptimeTarget; points: (number | null)[] }
export type ResponseChart = { hours: string[]; series: ResponseSeries[] }

export type UptimeReport = {
  now: string
  rows: UptimeRow[]
  open: IncidentRow[]
  past: IncidentRow[]
  chart: ResponseChart
  lastProbeAt: string | null
}

/** Past incidents listed: the newest this many. */
export const PAST_INCIDENTS = 20
/** The response-time chart's span, in hours. */
export const CHART_HOURS = 24
const HTTP_TARGETS = UPTIME_TARGETS.filter((target) => target !== 'certificate')

type CountsRow = { target: UptimeTarget | null } & Record<`passed_${UptimeWindow}` | `total_${UptimeWindow}`, string>

/**
 * Uptime per target and overall over the last 24 hours, 7 and 30 days: probes that passed out of
 * probes made, so hours nobody probed (every process down or stopped) count neither way. Overall
 * is the share of probe runs in which every one of the site's own targets passed (external ones, the
 * booking provider, are not the site).
 */
async function uptimeRows(pool: Pick<Pool, 'query'>, now: Date): Promise<UptimeRow[]> {
  const windowColumns = (ok: string) => `
      count(*) FILTER (WHERE ${ok} AND at > $1::timestamptz - interval '24 hours') AS "passed_24h",
      count(*) FILTER (WHERE at > $1::timestamptz - interval '24 hours') AS "total_24h",
      count(*) FILTER (WHERE ${ok} AND at > $1::timestamptz - interval '7 days') AS "passed_7d",
      count(*) FILTER (WHERE at > $1::timestamptz - interval '7 days') AS "total_7d",
      count(*) FILTER (WHERE ${ok}) AS "passed_30d",
      count(*) AS "total_30d"`
  const { rows } = await pool.query<CountsRow>(
    `WITH recent AS (SELECT at, target, ok FROM uptime_probes WHERE at > $1::timestamptz - interval '30 days' AND at <= $1::timestamptz)
     SELECT target, ${windowColumns('ok')} FROM recent GROUP BY target
     UNION ALL
     SELECT NULL, ${windowColumns('ok')} FROM (
       SELECT at, bool_and(ok) AS ok FROM recent WHERE NOT (target::text = ANY($2::text[])) GROUP BY at
     ) AS runs`,
    [now, EXTERNAL_TARGETS],
  )
  const counts = (row: CountsRow | undefined, window: UptimeWindow): UptimeCounts => ({
    passed: Number(row?.[`passed_${window}`] ?? 0),
    total: Number(row?.[`total_${window}`] ?? 0),
  })
  const toRow = (target: UptimeRow['target'], row: CountsRow | undefined): UptimeRow => ({
    target,
    windows: { '24h': counts(row, '24h'), '7d': counts(row, '7d'), '30d': counts(row, '30d') },
  })
  const byTarget = new Map(rows.map((row) => [row.target, row]))
  return [
    toRow('overall', byTarget.get(null)),
    ...UPTIME_TARGETS.filter((target) => byTarget.has(target)).map((target) => toRow(target, byTarget.get(target))),
  ]
}

type IncidentDbRow = {
  id: number
  target: UptimeTarget
  opened_at: Date
  closed_at: Date | null
  cause: string
  failed_probes: string
}
const incidentOf = (row: IncidentDbRow): IncidentRow => ({
  id: row.id,
  target: row.target,
  openedAt: new Date(row.opened_at).toISOString(),
  closedAt: row.closed_at ? new Date(row.closed_at).toISOString() : null,
  cause: row.cause,
  failedProbes: Number(row.failed_probes),
})

async function incidentRows(pool: Pick<Pool, 'query'>) {
  const columns = 'id, target, opened_at, closed_at, cause, failed_probes'
  const [open, past] = await Promise.all([
    pool.query<IncidentDbRow>(
      `SELECT ${columns} FROM uptime_incidents WHERE closed_at IS NULL ORDER BY opened_at DESC`,
    ),
    pool.query<IncidentDbRow>(
      `SELECT ${columns} FROM uptime_incidents WHERE closed_at IS NOT NULL ORDER BY opened_at DESC LIMIT $1`,
      [PAST_INCIDENTS],
    ),
  ])
  return { open: open.rows.map(incidentOf), past: past.rows.map(incidentOf) }
}

/** Hourly average response time of each HTTP target over the last CHART_HOURS hours (answered probes only). */
async function responseChart(pool: Pick<Pool, 'query'>, now: Date): Promise<ResponseChart> {
  const end = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000)
  const hours = Array.from({ length: CHART_HOURS }, (_, index) =>
    new Date(end.getTime() - (CHART_HOURS - 1 - index) * 3_600_000).toISOString(),
  )
  const { rows } = await pool.query<{ target: UptimeTarget; hour: Date; ms: string }>(
    `SELECT target, date_trunc('hour', at, 'UTC') AS hour, round(avg(response_ms)) AS ms
     FROM uptime_probes
     WHERE at >= $1::timestamptz AND at <= $2::timestamptz AND target <> 'certificate' AND status IS NOT NULL AND response_ms IS NOT NULL
     GROUP BY 1, 2`,
    [hours[0], now],
  )
  const series = HTTP_TARGETS.map((target) => {
    const byHour = new Map(
      rows.filter((row) => row.target === target).map((row) => [new Date(row.hour).toISOString(), Number(row.ms)]),
    )
    return { target, points: hours.map((hour) => byHour.get(hour) ?? null) }
  }).filter((line) => line.points.some((point) => point !== null))
  return { hours, series }
}

/** Everything /monitoring shows about uptime, read in SQL from uptime_probes and uptime_incidents. */
export async function uptimeReport(pool: Pick<Pool, 'query'>, now: Date): Promise<UptimeReport> {
  const [rows, incidents, chart, last] = await Promise.all([
    uptimeRows(pool, now),
    incidentRows(pool),
    responseChart(pool, now),
    pool.query<{ last: Date | null }>('SELECT max(at) AS last FROM uptime_probes'),
  ])
  const lastAt = last.rows[0]?.last
  return {
    now: now.toISOString(),
    rows,
    ...incidents,
    chart,
    lastProbeAt: lastAt ? new Date(lastAt).toISOString() : null,
  }
}
