import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  ValidationError,
} from 'payload'

import type { User } from '@/payload-types'

import type { Arm } from './assign'
import { PUBLISHING_WINNER } from './lifecycle'
import { isExperimentPage } from './pages'

const EXPERIMENTS = 'experiments'

export type Decision = { ok: true; published: boolean } | { ok: false; status: number; message: string }

const isSections = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Ends a running or paused experiment with `arm` as its winner. The variant's sections are then published on the page
 * (as `user`, whose right to publish pages is checked), in the same transaction as the experiment's end and the audit
 * entry; the original as winner changes no copy.
 */
export async function decideExperiment(payload: Payload, user: User, id: number, arm: Arm): Promise<Decision> {
  const experiment = await payload.findByID({
    collection: EXPERIMENTS,
    id,
    depth: 0,
    overrideAccess: false,
    user,
    disableErrors: true,
  })
  if (!experiment) return { ok: false, status: 404, message: 'There is no such experiment.' }
  if (experiment.status === 'ended')
    return { ok: false, status: 409, message: 'This experiment has ended already: start a new one to test again.' }
  const { page, variant } = experiment
  if (!isExperimentPage(page) || !isSections(variant))
    return { ok: false, status: 409, message: 'This experiment names no page it can run on.' }

  const req = await createLocalReq({ user }, payload)
  const ownsTransaction = await initTransaction(req)
  try {
    if (arm === 'variant')
      await payload.updateGlobal({
        slug: page,
        data: { ...variant, _status: 'published' },
        draft: false,
        depth: 0,
        overrideAccess: false,
        user,
        req,
      })
    req.context[PUBLISHING_WINNER] = true
    // The collection's hook records the decision in the audit log.
    await payload.update({
      collection: EXPERIMENTS,
      id,
      data: { status: 'ended', winner: arm },
      depth: 0,
      overrideAccess: false,
      user,
      req,
    })
    if (ownsTransaction) await commitTransaction(req)
    return { ok: true, published: arm === 'variant' }
  } catch (error) {
    if (ownsTransaction) await killTransaction(req)
    if (error instanceof ValidationError)
      return { ok: false, status: 400, message: `The variant could not be published: ${error.message}` }
    if (error instanceof Error && error.name === 'Forbidden')
      return { ok: false, status: 403, message: 'Publishing a page’s copy is for editors and admins.' }
    throw error
  }
}
