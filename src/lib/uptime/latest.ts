import type { Pool } from 'pg'

import type { UptimeTarget } from './constants'
import type { LatestProbe } from './status'

export type LatestRun = { at: string | null; probes: LatestProbe[] }

/** The newest probe run: every target's result at the newest stored time. */
export async function latestRun(pool: Pick<Pool, 'query'>): Promise<LatestRun> {
  const { rows } = await pool.query<{
    at: Date
    target: UptimeTarget
    ok: boolean
    status: number | null
    response_ms: number | null
    error: string | null
  }>(
    `SELECT at, target, ok, status, response_ms, error FROM uptime_probes
     WHERE at = (SELECT max(at) FROM uptime_probes) ORDER BY target`,
  )
  return {
    at: rows[0] ? new Date(rows[0].at).toISOString() : null,
    probes: rows.map((row) => ({
      target: row.target,
      ok: row.ok,
      status: row.status,
      responseMs: row.response_ms,
      error: row.error,
    })),
  }
}
