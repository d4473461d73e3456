import type { Pool } from 'pg'

import { type Arm, ARMS, expectedShare, variantShareOf } from '@/lib/experiments/assign'
import type { ExperimentStatus } from '@/lib/experiments/lifecycle'
import { experimentPagePath, isExperimentPage } from '@/lib/experiments/pages'
import {
  type Counts,
  probabilityToBeat,
  type RateInterval,
  rateInterval,
  type SampleRatioMismatch,
  sampleRatioMismatch,
  type VisitorsNeeded,
  visitorsStillNeeded,
} from '@/lib/experiments/stats'

/** A step of the path from a visit to a booked call, counted per arm. */
export const STEPS = ['conversations', 'bookingClicks', 'bookedCalls'] as const
export type Step = (typeof STEPS)[number]

export type ArmFigures = {
  arm: Arm
  /** Visitors shown the arm: one per cookieless visitor and day. */
  visitors: number
  conversations: number
  bookingClicks: number
  /** Booked calls that stand; `cancelled` apart. */
  bookedCalls: number
  cancelled: number
  contactMessages: number
  /** Each step per visitor, with its 95 % interval; null without visitors, or with more events than visitors. */
  rates: Record<Step, RateInterval | null>
}

/** The steps a decision is made on: the booked call, and the booking click before it. */
export type Verdict = {
  /** The posterior probability that the variant's rate is above the original's (uniform priors). */
  beats: number | null
  /** Visitors per arm still needed to tell the difference seen now (α 0.05, power 0.8); null: no difference yet. */
  needed: VisitorsNeeded | null
}

export type ExperimentReport = {
  id: number
  name: string
  page: string
  path: string
  status: ExperimentStatus
  variantShare: number
  startedAt: string | null
  endedAt: string | null
  winner: Arm | null
  arms: Record<Arm, ArmFigures>
  bookedCalls: Verdict
  bookingClicks: Verdict
  /** Whether the visitors split as chosen (chi-square, p < 0.001 is a mismatch); null without visitors. */
  sampleRatio: SampleRatioMismatch | null
}

type ExperimentRow = {
  id: number
  name: string
  page: string
  split: string | null
  status: ExperimentStatus
  started_at: Date | null
  ended_at: Date | null
  winner: Arm | null
}

const EXPERIMENTS = `
  SELECT id, name, page::text AS page, split::text AS split, status::text AS status, started_at, ended_at, winner::text AS winner
    FROM experiments WHERE ($1::int IS NULL OR id = $1)
   ORDER BY (status = 'ended'), started_at DESC NULLS LAST, id DESC
   LIMIT $2`

/** Each count per experiment and arm, in one query over the experiments asked for. */
const FIGURES = `
  WITH wanted AS (SELECT unnest($1::int[]) AS id)
  SELECT x.experiment_id AS id, x.arm, x.kind, x.n FROM (
    SELECT experiment_id, arm, 'visitors' AS kind, count(*) AS n FROM experiment_exposures
     WHERE experiment_id IN (SELECT id FROM wanted) GROUP BY 1, 2
    UNION ALL
    SELECT experiment_id, arm::text, 'conversations', count(DISTINCT _parent_id) FROM chat_conversations_experiments
     WHERE experiment_id IN (SELECT id FROM wanted) GROUP BY 1, 2
    UNION ALL
    SELECT experiment_id, arm::text, 'bookingClicks', count(DISTINCT _parent_id) FROM booking_clicks_experiments
     WHERE experiment_id IN (SELECT id FROM wanted) GROUP BY 1, 2
    UNION ALL
    SELECT experiment_id, arm::text, 'contactMessages', count(DISTINCT _parent_id) FROM contact_messages_experiments
     WHERE experiment_id IN (SELECT id FROM wanted) GROUP BY 1, 2
    UNION ALL
    SELECT e.experiment_id, e.arm::text, 'bookedCalls', count(DISTINCT k.id) FROM booking_clicks_experiments e
      JOIN bookings k ON k.click_id = e._parent_id
     WHERE e.experiment_id IN (SELECT id FROM wanted)
       AND k.status <> 'cancelled' AND NOT (k.provider = 'calendly' AND k.status = 'rescheduled')
     GROUP BY 1, 2
    UNION ALL
    SELECT e.experiment_id, e.arm::text, 'cancelled', count(DISTINCT k.id) FROM booking_clicks_experiments e
      JOIN bookings k ON k.click_id = e._parent_id
     WHERE e.experiment_id IN (SELECT id FROM wanted) AND k.status = 'cancelled'
     GROUP BY 1, 2
  ) x`

type Kind = 'visitors' | Step | 'cancelled' | 'contactMessages'
type Tally = Record<Kind, number>
const emptyTally = (): Tally => ({
  visitors: 0,
  conversations: 0,
  bookingClicks: 0,
  bookedCalls: 0,
  cancelled: 0,
  contactMessages: 0,
})

function armFigures(arm: Arm, tally: Tally): ArmFigures {
  const rate = (step: Step) => rateInterval({ successes: tally[step], trials: tally.visitors })
  return {
    arm,
    ...tally,
    rates: {
      conversations: rate('conversations'),
      bookingClicks: rate('bookingClicks'),
      bookedCalls: rate('bookedCalls'),
    },
  }
}

/**
 * Visitors per version before any decision, whatever a lucky start suggests: with a handful of visitors the sample size
 * formula asks for a handful more (0 of 1 against 1 of 1 "needs" 2 per arm).
 */
export const MIN_VISITORS_PER_ARM = 100

function verdict(arms: Record<Arm, ArmFigures>, step: Step): Verdict {
  const counts = (arm: Arm): Counts => ({ successes: arms[arm][step], trials: arms[arm].visitors })
  const needed = visitorsStillNeeded(counts('original'), counts('variant'))
  const smaller = Math.min(arms.original.visitors, arms.variant.visitors)
  return {
    beats: probabilityToBeat(counts('original'), counts('variant')),
    needed: needed && {
      perArm: Math.max(needed.perArm, MIN_VISITORS_PER_ARM),
      more: Math.max(needed.more, MIN_VISITORS_PER_ARM - smaller),
    },
  }
}

/** The figures of one experiment (`id`), or of the latest `limit` (running and paused first). */
export async function experimentReports(
  pool: Pool,
  { id, limit = 20 }: { id?: number; limit?: number } = {},
): Promise<ExperimentReport[]> {
  const experiments = await pool.query<ExperimentRow>(EXPERIMENTS, [id ?? null, limit])
  if (experiments.rows.length === 0) return []
  const figures = await pool.query<{ id: number; arm: string; kind: Kind; n: string }>(FIGURES, [
    experiments.rows.map((row) => row.id),
  ])
  return experiments.rows.map((row) => {
    const tallies: Record<Arm, Tally> = { original: emptyTally(), variant: emptyTally() }
    for (const figure of figures.rows)
      if (figure.id === row.id && (ARMS as readonly string[]).includes(figure.arm))
        tallies[figure.arm as Arm][figure.kind] = Number(figure.n)
    const arms = { original: armFigures('original', tallies.original), variant: armFigures('variant', tallies.variant) }
    const variantShare = variantShareOf(row.split)
    return {
      id: row.id,
      name: row.name,
      page: row.page,
      path: isExperimentPage(row.page) ? experimentPagePath(row.page) : '',
      status: row.status,
      variantShare,
      startedAt: row.started_at?.toISOString() ?? null,
      endedAt: row.ended_at?.toISOString() ?? null,
      winner: row.winner,
      arms,
      bookedCalls: verdict(arms, 'bookedCalls'),
      bookingClicks: verdict(arms, 'bookingClicks'),
      sampleRatio: sampleRatioMismatch(
        ARMS.map((arm) => arms[arm].visitors),
        ARMS.map((arm) => expectedShare(arm, variantShare)),
      ),
    }
  })
}
