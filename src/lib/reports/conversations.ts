import type { Pool } from 'pg'

import { RANGE_END, RANGE_START } from '@/lib/bookings/report'
import { CONVERSATION_OUTCOMES, type ConversationOutcome } from '@/lib/chat/constants'

import { type FunnelRange, weeksOf } from './funnel-range'

/**
 * Chats per week (UTC, Monday start, the first and last cut to the report's range) by the week they
 * started: how many, how fast the team first answered (from the visitor's first message to the first
 * staff reply), how long until closed, and how they ended as staff labelled them.
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
  start: string
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
  WITH chats AS (
    SELECT c.id, c.created_at, c.closed_at, c.outcome,
           (SELECT min(m.created_at) FROM chat_messages m WHERE m.conversation_id = c.id AND m.sender_type = 'admin') AS first_reply
      FROM chat_conversations c
     WHERE c.created_at >= ${RANGE_START} AND c.created_at < ${RANGE_END}
  )
  SELECT date_trunc('week', c.created_at AT TIME ZONE 'UTC')::date::text AS start,
         count(c.id) AS started,
         count(c.first_reply) AS answered,
         percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM c.first_reply - c.created_at)) AS first_p50,
         percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM c.first_reply - c.created_at)) AS first_p90,
         count(c.closed_at) AS resolved,
         percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM c.closed_at - c.created_at)) AS resolution_p50,
         ${outcomeColumns},
         count(c.id) FILTER (WHERE c.outcome IS NULL) AS unlabelled
    FROM chats c
   GROUP BY 1`

const seconds = (value: number | null) => (value === null ? null : Math.round(Number(value)))

const NO_CHATS: Row = {
  start: '',
  started: '0',
  answered: '0',
  first_p50: null,
  first_p90: null,
  resolved: '0',
  resolution_p50: null,
  ...(Object.fromEntries([...CONVERSATION_OUTCOMES, 'unlabelled'].map((key) => [key, '0'])) as Record<
    ConversationOutcome | 'unlabelled',
    string
  >),
}

/** Every week of the range, newest first, weeks without chats included. */
export async function conversationReport(
  pool: Pool,
  range: Pick<FunnelRange, 'from' | 'to'>,
): Promise<ConversationWeek[]> {
  const { rows } = await pool.query<Row>(WEEKS, [range.from, range.to])
  const byWeek = new Map(rows.map((row) => [row.start, row]))
  return weeksOf(range)
    .reverse()
    .map(({ start }) => {
      const row = byWeek.get(start) ?? NO_CHATS
      return {
        start,
        started: Number(row.started),
        firstResponse: { answered: Number(row.answered), p50: seconds(row.first_p50), p90: seconds(row.first_p90) },
        resolution: { resolved: Number(row.resolved), p50: seconds(row.resolution_p50) },
        outcomes: Object.fromEntries(
          [...CONVERSATION_OUTCOMES, 'unlabelled'].map((key) => [key, Number(row[key as ConversationOutcome])]),
        ) as ConversationWeek['outcomes'],
      }
    })
}

/** "45 s", "12 min", "3.5 h", "2.1 d": a duration for the report. */
export function duration(totalSeconds: number | null): string {
  if (totalSeconds === null) return '–'
  if (totalSeconds < 60) return `${totalSeconds} s`
  if (totalSeconds < 3600) return `${Math.round(totalSeconds / 60)} min`
  if (totalSeconds < 86_400) return `${(totalSeconds / 3600).toFixed(1).replace(/\.0$/, '')} h`
  return `${(totalSeconds / 86_400).toFixed(1).replace(/\.0$/, '')} d`
}
