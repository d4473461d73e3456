import type { IncomingMessage } from 'node:http'

import { VARIANT_ROUTE, variantPath } from '@/lib/experiments/route'
import { hasRunningExperiments, runningExperimentAt } from '@/lib/experiments/table'
import { redirectFor } from '@/lib/redirects/table'

import type { Shown, VisitCounter } from './visits'

export type ExperimentChoice = { shown: Shown; variantUrl: string | undefined }

/**
 * The experiment arm a page request is shown (src/lib/experiments): for the variant, the address of the variant's own
 * route, which Next renders and caches as a page of its own. Document, router and prefetch requests alike, so that a
 * client-side navigation shows the visitor the same arm; only document views and beacons are counted.
 */
export function chooseExperimentArm(req: IncomingMessage, visits: VisitCounter): ExperimentChoice | undefined {
  if (!hasRunningExperiments() || (req.method !== 'GET' && req.method !== 'HEAD')) return undefined
  const url = req.url ?? '/'
  const queryAt = url.indexOf('?')
  const path = queryAt === -1 ? url : url.slice(0, queryAt)
  // A page moved away answers its redirect, whatever runs on it.
  if (!runningExperimentAt(path) || redirectFor(path)) return undefined
  const shown = visits.experimentShown(req, path)
  if (!shown) return undefined
  const variantUrl =
    shown.arm === 'variant'
      ? `${variantPath(shown.experiment, path)}${queryAt === -1 ? '' : url.slice(queryAt)}`
      : undefined
  return { shown, variantUrl }
}

/** Whether a request names the variants' route itself: asked for from outside, it is the 404 page. */
export const namesVariantRoute = (url: string | undefined): boolean =>
  url !== undefined &&
  (url === VARIANT_ROUTE || url.startsWith(`${VARIANT_ROUTE}/`) || url.startsWith(`${VARIANT_ROUTE}?`))
