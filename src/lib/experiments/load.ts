import type { Payload, PayloadRequest } from 'payload'

import { expireEverywhereAfterCommit, expireTags } from '@/lib/cache/expire'
import { IMPLICIT } from '@/lib/cache/next-internals'

import { variantShareOf } from './assign'
import { experimentPagePath, isExperimentPage } from './pages'
import { VARIANT_ROUTE } from './route'
import { type RunningExperiment, setRunningExperiments } from './table'

/** Announced on the cache-expiry channel when an experiment starts, pauses, ends or is deleted. */
export const EXPERIMENTS_TAG = 'experiments'
/** Next's tag of every page of the variant route (src/app/(site)/experiment-variants/[id]/[[...path]]). */
export const VARIANT_PAGES_TAG = `${IMPLICIT}/(site)${VARIANT_ROUTE}/[id]/[[...path]]/page`

/** Reads the running experiments and makes them the ones this process assigns visitors to. */
export async function loadExperiments(payload: Payload): Promise<number> {
  const { docs } = await payload.find({
    collection: 'experiments',
    where: { status: { equals: 'running' } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { page: true, split: true },
  })
  const running: RunningExperiment[] = []
  for (const doc of docs)
    if (isExperimentPage(doc.page))
      running.push({
        id: doc.id,
        page: doc.page,
        path: experimentPagePath(doc.page),
        variantShare: variantShareOf(doc.split),
      })
  setRunningExperiments(running)
  return running.length
}

/** Reloads them in the background; a failure is logged and the table in use stays. */
export function reloadExperiments(payload: Payload): void {
  void loadExperiments(payload).catch((error: unknown) =>
    payload.logger.error({ err: error }, 'experiments could not be loaded'),
  )
}

/** Once the write has committed: this process reloads its experiments now, the others over the cache-expiry channel. */
export async function reloadExperimentsEverywhere(req: PayloadRequest): Promise<void> {
  await expireEverywhereAfterCommit(req, [EXPERIMENTS_TAG, VARIANT_PAGES_TAG], () => {
    reloadExperiments(req.payload)
    expireTags([VARIANT_PAGES_TAG])
  })
}
