import type { Pool } from 'pg'

import { CONVERSATION_OUTCOMES, type ConversationOutcome } from '@/lib/chat/constants'

import { REPORT_WEEKS } from './booking'

/**
 * Chats per week (UTC, Monday start) by the week they started: how many, how fast the team first
 * answered (from the visitor's first message to the first staff reply), how long until closed, and
 * how they ended as staff labelled them.
 */
export type ConversationWeek = {
  start: string
  started: number
  /** Seconds; null when no chat of the week was answered. */
  firstResponse: { answered: number; p50: number | null; p90: number | null }
  resolution: { resolved: number; p50: number | null }
  outcomes: Record<ConversationOutcome | 'unlabelled', number>
}

type Row = {
  start: Date
  started: string
  answered: string
  first_p50: number | null
  first_p90: number | null
  resolved: string
  resolution_p50: number | null
} & Record<ConversationOutcome | 'unlabelled', string>

const outcomeColumns = CONVERSATION_OUTCOMES.map(
  (outcome) => `count(c.id) FILTER (WHERE c.outcome = '${outcome}') AS "${outcome}"`,
).join(',\n         ')

const WEEKS = `
  WITH series AS (
    SELECT d AT TIME ZONE 'UTC' AS start
      FROM generate_series(date_trunc('week', $1::timestamptz AT TIME ZONE 'UTC') - ($2::int - 1) * interval '1 week',
                           date_trunc('week', $1::timestamptz AT TIME ZONE 'UTC'), interval '1 week') AS d
  ), chats AS (
    SELECT c.id, c.created_at, c.closed_at, c.outcome,
           (SELECT min(m.created_at) FROM chat_messages m WHERE m.conversation_id = c.id AND m.sender_type = 'admin') AS first_reply
      FROM chat_conversations c
     WHERE c.created_at >= (SELECT min(start) FROM series) AND c.created_at <= $1
  )
  SELECT s.start,
         count(c.id) AS started,
         count(c.first_reply) AS answered,
         percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM c.first_reply - c.created_at)) AS first_p50,
         percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM c.first_reply - c.created_at)) AS first_p90,
         count(c.closed_at) AS resolved,
         percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM c.closed_at - c.created_at)) AS resolution_p50,
         ${outcomeColumns},
         count(c.id) FILTER (WHERE c.outcome IS NULL) AS unlabelled
    FROM series s
    LEFT JOIN chats c ON c.created_at >= s.start AND c.created_at < s.start + interval '1 week'
   GROUP BY s.start
   ORDER BY s.start DESC`

const seconds = (value: number | null) => (value === null ? null : Math.round(Number(value)))

export async function conversationReport(pool: Pool, now = new Date()): Promise<ConversationWeek[]> {
  const { rows } = await pool.query<Row>(WEEKS, [now, REPORT_WEEKS])
  return rows.map((row) => ({
    start: row.start.toISOString().slice(0, 10),
    started: Number(row.started),
    firstResponse: { answered: Number(row.answered), p50: seconds(row.first_p50), p90: seconds(row.first_p90) },
    resolution: { resolved: Number(row.resolved), p50: seconds(row.resolution_p50) },
    outcomes: Object.fromEntries(
      [...CONVERSATION_OUTCOMES, 'unlabelled'].map((key) => [key, Number(row[key as ConversationOutcome])]),
    ) as ConversationWeek['outcomes'],
  }))
}

/** "45 s", "12 min", "3.5 h", "2.1 d": a duration for the report. */
export function duration(totalSeconds: number | null): string {
  if (totalSeconds === null) return '–'
  if (totalSeconds < 60) return `${totalSeconds} s`
  if (totalSeconds < 3600) return `${Math.round(totalSeconds / 60)} min`
  if (totalSeconds < 86_400) return `${(totalSeconds / 3600).toFixed(1).replace(/\.0$/, '')} h`
  return `${(totalSeconds / 86_400).toFixed(1).replace(/\.0$/, '')} d`
}
