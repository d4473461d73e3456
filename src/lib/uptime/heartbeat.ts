import type { Pool } from 'pg'

import type { UptimeCopy } from '@/content/types'

import { UPTIME_TARGETS, type UptimeTarget } from './constants'

/** How many probe runs a heartbeat bar shows (as Uptime Kuma's). */
export const HEARTBEAT_PROBES = 90

/** One probe run for one target: up, down, or none when that run has no result for it. */
export type Beat = keyof UptimeCopy['heartbeatCounts']
export type HeartbeatBar = { target: UptimeTarget; beats: Beat[]; up: number; down: number; none: number }
/** The bars of every target probed in the window, oldest run first; `from`/`to` are its first and last run. */
export type Heartbeats = { from: string | null; to: string | null; bars: HeartbeatBar[] }

export type ProbeMark = { at: string; target: UptimeTarget; ok: boolean }

/**
 * The bars from the newest runs' times (any order) and their probes: each bar has exactly HEARTBEAT_PROBES beats,
 * oldest left; slots before the first stored run and runs without a result for the target are `none`.
 */
export function heartbeatBars(runs: readonly string[], marks: readonly ProbeMark[]): Heartbeats {
  const times = [...new Set(runs)].sort().slice(-HEARTBEAT_PROBES)
  const padding = HEARTBEAT_PROBES - times.length
  const byKey = new Map(marks.map((mark) => [`${mark.target} ${mark.at}`, mark.ok]))
  const probed = new Set(marks.filter((mark) => times.includes(mark.at)).map((mark) => mark.target))
  const bars = UPTIME_TARGETS.filter((target) => probed.has(target)).map((target) => {
    const beats: Beat[] = [
      ...Array.from({ length: padding }, (): Beat => 'none'),
      ...times.map((at): Beat => {
        const ok = byKey.get(`${target} ${at}`)
        return ok === undefined ? 'none' : ok ? 'up' : 'down'
      }),
    ]
    const count = (beat: Beat) => beats.filter((b) => b === beat).length
    return { target, beats, up: count('up'), down: count('down'), none: count('none') }
  })
  return { from: times[0] ?? null, to: times.at(-1) ?? null, bars }
}

/** The newest HEARTBEAT_PROBES probe runs of every target, read in one query. */
export async function heartbeats(pool: Pick<Pool, 'query'>): Promise<Heartbeats> {
  const { rows } = await pool.query<{ at: Date; target: UptimeTarget; ok: boolean }>(
    `WITH runs AS (SELECT DISTINCT at FROM uptime_probes ORDER BY at DESC LIMIT $1)
     SELECT runs.at, p.target, p.ok FROM runs JOIN uptime_probes p ON p.at = runs.at`,
    [HEARTBEAT_PROBES],
  )
  const marks = rows.map((row) => ({ at: new Date(row.at).toISOString(), target: row.target, ok: row.ok }))
  return heartbeatBars(
    marks.map((mark) => mark.at),
    marks,
  )
}
