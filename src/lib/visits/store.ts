import type { Pool } from 'pg'

import { LOCK_KEYS } from '@/lib/db/advisory-lock'

import { type PageViewRow, type VisitState, visitKey } from './visit-rule'
import { newSalt } from './visitor'

const DAY = `to_char("day", 'YYYY-MM-DD')`

/**
 * Each day's salt, made by whichever process needs it first (insert if absent, then read: every process hashes with the
 * same one).
 */
export async function saltsFor(pool: Pool, days: readonly string[]): Promise<Map<string, Buffer>> {
  await pool.query(
    `INSERT INTO analytics_salts ("day", "salt") SELECT * FROM unnest($1::date[], $2::bytea[]) ON CONFLICT ("day") DO NOTHING`,
    [days, days.map(() => newSalt())],
  )
  const { rows } = await pool.query<{ day: string; salt: Buffer }>(
    `SELECT ${DAY} AS "day", "salt" FROM analytics_salts WHERE "day" = ANY($1::date[])`,
    [days],
  )
  return new Map(rows.map((row) => [row.day, row.salt]))
}

type LatestRow = {
  day: string
  visitor: string
  at: Date
  landing_page: string
  referrer_host: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
}

/** Each visitor's latest stored page view of the day, with its visit's attribution; one query for the whole batch. */
export async function latestViews(
  pool: Pool,
  visitors: readonly { day: string; visitor: bigint }[],
): Promise<Map<string, VisitState>> {
  if (visitors.length === 0) return new Map()
  // One index probe per visitor (newest first, LIMIT 1), however many views the day already holds.
  const { rows } = await pool.query<LatestRow>(
    `SELECT to_char(k."day", 'YYYY-MM-DD') AS "day", k."visitor"::text AS "visitor", v."at",
       v."landing_page", v."referrer_host", v."utm_source", v."utm_medium", v."utm_campaign"
     FROM unnest($1::date[], $2::bigint[]) AS k("day", "visitor")
     CROSS JOIN LATERAL (
       SELECT * FROM analytics_page_views p WHERE p."day" = k."day" AND p."visitor" = k."visitor" ORDER BY p."at" DESC LIMIT 1
     ) v`,
    [visitors.map((v) => v.day), visitors.map((v) => v.visitor.toString())],
  )
  return new Map(
    rows.map((row) => [
      visitKey(row.day, BigInt(row.visitor)),
      {
        at: row.at.getTime(),
        landingPage: row.landing_page,
        referrerHost: row.referrer_host,
        utmSource: row.utm_source,
        utmMedium: row.utm_medium,
        utmCampaign: row.utm_campaign,
      },
    ]),
  )
}

/** All rows in one INSERT, one array per column (times as epoch milliseconds: no date formatting per row). */
export async function insertPageViews(pool: Pool, rows: readonly PageViewRow[]): Promise<void> {
  if (rows.length === 0) return
  const columns: [
    number[],
    string[],
    string[],
    string[],
    boolean[],
    string[],
    (string | null)[],
    (string | null)[],
    (string | null)[],
    (string | null)[],
  ] = [[], [], [], [], [], [], [], [], [], []]
  let lastVisitor: bigint | undefined
  let lastVisitorText = ''
  for (const row of rows) {
    if (row.visitor !== lastVisitor) {
      lastVisitor = row.visitor
      lastVisitorText = row.visitor.toString()
    }
    columns[0].push(row.at)
    columns[1].push(row.day)
    columns[2].push(lastVisitorText)
    columns[3].push(row.page)
    columns[4].push(row.entry)
    columns[5].push(row.landingPage)
    columns[6].push(row.referrerHost)
    columns[7].push(row.utmSource)
    columns[8].push(row.utmMedium)
    columns[9].push(row.utmCampaign)
  }
  await pool.query(
    `INSERT INTO analytics_page_views ("at", "day", "visitor", "page", "entry", "landing_page", "referrer_host", "utm_source", "utm_medium", "utm_campaign")
     SELECT to_timestamp(ms / 1000.0), "day", "visitor", "page", "entry", "landing_page", "referrer_host", "utm_source", "utm_medium", "utm_campaign"
     FROM unnest($1::float8[], $2::date[], $3::bigint[], $4::varchar[], $5::boolean[], $6::varchar[], $7::varchar[], $8::varchar[], $9::varchar[], $10::varchar[])
       AS t(ms, "day", "visitor", "page", "entry", "landing_page", "referrer_host", "utm_source", "utm_medium", "utm_campaign")`,
    columns,
  )
}

/**
 * Moves every closed day (before `openDay`, a UTC date) from the raw page views into
 * analytics_daily and deletes those days' raw rows and salts, in one transaction. One process at a
 * time (a transaction-level advisory lock; a busy lock means another process is doing it now).
 * A late row of a day already rolled up adds to its page views and visits (its visitors are then
 * an upper bound). Returns the number of raw rows moved, or undefined when another process held the lock.
 */
export async function rollUpClosedDays(pool: Pool, openDay: string): Promise<number | undefined> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    try {
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [
        LOCK_KEYS.visitsRollup,
      ])
      if (!rows[0]?.locked) {
        await client.query('ROLLBACK')
        return undefined
      }
      await client.query(
        `INSERT INTO analytics_daily ("day", "dimension", "value", "page_views", "visits", "visitors")
         SELECT "day", "dimension", "value", "page_views", "visits", "visitors" FROM analytics_live_daily WHERE "day" < $1::date
         ON CONFLICT ("day", "dimension", "value") DO UPDATE SET
           "page_views" = analytics_daily."page_views" + excluded."page_views",
           "visits" = analytics_daily."visits" + excluded."visits",
           "visitors" = analytics_daily."visitors" + excluded."visitors"`,
        [openDay],
      )
      const moved = await client.query('DELETE FROM analytics_page_views WHERE "day" < $1::date', [openDay])
      await client.query('DELETE FROM analytics_salts WHERE "day" < $1::date', [openDay])
      await client.query('COMMIT')
      return moved.rowCount ?? 0
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {})
      throw error
    }
  } finally {
    client.release()
  }
}

/** A visitor (of the day) shown an experiment's arm. */
export type ExposureRow = { experiment: number; arm: string; day: string; visitor: bigint }

/**
 * Who saw which arm, once per visitor and day (a page seen again adds nothing); an experiment deleted meanwhile is
 * skipped. The rows stay while their experiment does: they are what its report counts and joins to.
 */
export async function insertExposures(pool: Pool, rows: readonly ExposureRow[]): Promise<void> {
  if (rows.length === 0) return
  await pool.query(
    `INSERT INTO experiment_exposures ("experiment_id", "arm", "day", "visitor")
     SELECT t."experiment_id", t."arm", t."day", t."visitor"
       FROM unnest($1::int[], $2::varchar[], $3::date[], $4::bigint[]) AS t("experiment_id", "arm", "day", "visitor")
      WHERE EXISTS (SELECT 1 FROM experiments e WHERE e.id = t."experiment_id")
     ON CONFLICT ("experiment_id", "day", "visitor") DO NOTHING`,
    [
      rows.map((row) => row.experiment),
      rows.map((row) => row.arm),
      rows.map((row) => row.day),
      rows.map((row) => row.visitor.toString()),
    ],
  )
}
