import { z } from 'zod'

import '@/lib/validation/zod-jitless'

import { ARMS } from './assign'

/** POST /api/experiments/:id/decide: which arm wins. The variant's words are then published; the original's stay. */
export const decisionSchema = z.object({ arm: z.enum(ARMS, { message: 'Choose original or variant.' }) }).strict()

export const experimentIdSchema = z.coerce.number().int().positive().max(2_147_483_647)

/** What the reports page says after a decision sent from its form (`?decision=`). */
export const DECISION_OUTCOMES = ['published', 'kept', 'not-found', 'ended', 'forbidden', 'invalid'] as const
export type DecisionOutcome = (typeof DECISION_OUTCOMES)[number]
