import type { PayloadRequest } from 'payload'

import { ENDPOINTS } from '@/lib/http/endpoints'
import { payloadEndpoint } from '@/lib/http/payload-endpoint'

import { type DecisionOutcome, decisionSchema, experimentIdSchema } from './decision-schema'
import { decideExperiment } from './winner'

const NO_STORE = { 'cache-control': 'no-store' }
const json = (status: number, body: object) => Response.json(body, { status, headers: NO_STORE })

const OUTCOME_OF_STATUS: Record<number, DecisionOutcome> = {
  400: 'invalid',
  403: 'forbidden',
  404: 'not-found',
  409: 'ended',
}

/**
 * POST /api/experiments/:id/decide {arm}: Publish the winner. JSON gets JSON; the reports page's own form (same origin
 * only) is sent back to the report with the outcome. Editors and admins.
 */
/** The answer: JSON, or for the reports page's own form a way back to the report that names the outcome. */
function answerer(req: PayloadRequest) {
  const form = req.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded') ?? false
  const id = experimentIdSchema.safeParse(req.routeParams?.id)
  const answer = (status: number, message: string, outcome: DecisionOutcome) =>
    form && id.success
      ? new Response(null, {
          status: 303,
          headers: {
            ...NO_STORE,
            location: `/admin/reports?decision=${outcome}&experiment=${id.data}#experiment-${id.data}`,
          },
        })
      : json(status, { message })
  return { form, id, answer }
}

export const decideEndpoint = payloadEndpoint(
  ENDPOINTS.experimentDecision,
  async (req, call) => {
    const { form, id, answer } = answerer(req)
    if (!id.success) return json(400, { message: 'An experiment id is a positive whole number.' })
    const body = await call.text()
    if (body === null) return json(413, { message: 'The request is too large.' })
    let input: unknown
    try {
      input = form ? Object.fromEntries(new URLSearchParams(body)) : JSON.parse(body)
    } catch {
      return json(400, { message: 'The request could not be read.' })
    }
    const parsed = decisionSchema.safeParse(input)
    if (!parsed.success) return answer(400, parsed.error.issues[0]?.message ?? 'Choose original or variant.', 'invalid')
    const decision = await decideExperiment(req.payload, req.user!, id.data, parsed.data.arm)
    if (!decision.ok) return answer(decision.status, decision.message, OUTCOME_OF_STATUS[decision.status] ?? 'invalid')
    return form
      ? answer(200, '', decision.published ? 'published' : 'kept')
      : json(200, { ok: true, published: decision.published })
  },
  { forbidden: (req, message) => answerer(req).answer(403, message, 'forbidden') },
)
