import type { Pool } from 'pg'

import { utcDay, visitorId } from '@/lib/visits/visitor'

import { ARMS, type Arm } from './assign'

export type ExperimentSeen = { experiment: number; arm: Arm }

const isArm = (value: string): value is Arm => (ARMS as readonly string[]).includes(value)

/**
 * The experiments' arms the visitor behind `ip` and `userAgent` was shown today, as counted by the visit counter
 * (experiment_exposures): what a chat, a booking click or a contact message then carries. Nothing without the day's
 * salt (no page view counted yet today); a lookup that fails gives nothing rather than losing what the visitor sent.
 */
export async function experimentsSeen(
  pool: Pool,
  ip: string,
  userAgent: string,
  now = Date.now(),
): Promise<ExperimentSeen[]> {
  const day = utcDay(now)
  try {
    const salt = await pool.query<{ salt: Buffer }>('SELECT "salt" FROM analytics_salts WHERE "day" = $1::date', [day])
    if (!salt.rows[0]) return []
    const visitor = visitorId(salt.rows[0].salt, ip, userAgent)
    const { rows } = await pool.query<{ experiment: number; arm: string }>(
      `SELECT "experiment_id" AS "experiment", "arm" FROM experiment_exposures
        WHERE "day" = $1::date AND "visitor" = $2::bigint ORDER BY "experiment_id"`,
      [day, visitor.toString()],
    )
    return rows.flatMap((row) => (isArm(row.arm) ? [{ experiment: row.experiment, arm: row.arm }] : []))
  } catch {
    return []
  }
}
