import config from '@payload-config'
import { getPayload } from 'payload'

import type { SavedCopies } from '@/lib/pages/copy'
import { publishedCopy } from '@/lib/pages/load'
import type { Experiment } from '@/payload-types'

import { type ExperimentPage, isExperimentPage } from './pages'
import { type VariantChanges, withChanges } from './variant'

const isChanges = (value: unknown): value is VariantChanges =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export type VariantCopy = { experiment: Experiment; page: ExperimentPage; pages: SavedCopies }

/**
 * An experiment's variant as a page renders it: the page's published copy now, with the variant's sections in place.
 * Undefined for an id that names no experiment; `running` only: also undefined once it is paused or ended.
 */
export async function variantCopy(id: string, { running }: { running: boolean }): Promise<VariantCopy | undefined> {
  if (!/^[1-9]\d{0,8}$/.test(id)) return undefined
  const payload = await getPayload({ config })
  const experiment = await payload.findByID({
    collection: 'experiments',
    id: Number(id),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!experiment || !isExperimentPage(experiment.page) || !isChanges(experiment.variant)) return undefined
  if (running && experiment.status !== 'running') return undefined
  const { page } = experiment
  const pages: SavedCopies = { [page]: withChanges(await publishedCopy(payload, page), experiment.variant) }
  return { experiment, page, pages }
}
