import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
} from 'payload'
import { ValidationError } from 'payload'

import { contentManagers } from '../src/access/roles'
import { siteConfig } from '../src/config/site'
import { ARMS, SPLITS } from '../src/lib/experiments/assign'
import { decideEndpoint } from '../src/lib/experiments/decide-endpoint'
import {
  EXPERIMENT_STATUSES,
  type ExperimentState,
  type ExperimentStatus,
  PUBLISHING_WINNER,
  refusedChange,
  STATUS_LABELS,
} from '../src/lib/experiments/lifecycle'
import { reloadExperimentsEverywhere } from '../src/lib/experiments/load'
import { EXPERIMENT_PAGES, isExperimentPage } from '../src/lib/experiments/pages'
import { changesOf, problemsOf, withChanges } from '../src/lib/experiments/variant'
import { PAGE_FIELDS } from '../src/lib/pages/fields'
import { pageFromDoc, publishedCopy } from '../src/lib/pages/load'
import { PAGES } from '../src/lib/pages/registry'
import { auditExperiment } from './AuditLog'

export const EXPERIMENTS = 'experiments'

const refuse = (path: string, message: string) =>
  new ValidationError({ collection: EXPERIMENTS, errors: [{ path, message }] })

const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const stateOf = (doc: Record<string, unknown>): ExperimentState => ({
  status: (doc.status as ExperimentStatus | undefined) ?? 'running',
  page: text(doc.page),
  split: text(doc.split),
  variant: doc.variant ?? null,
})

/**
 * Starting an experiment takes its variant from the page's saved draft: the sections that differ from the published
 * copy, checked as a publish would check them. Later updates may pause, resume, end or rename it, nothing else; at
 * most one experiment runs on a page.
 */
const startOrChange: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  const now = new Date().toISOString()
  if (operation === 'create') {
    const page = data.page
    if (!isExperimentPage(page)) throw refuse('page', 'Choose one of the pages an experiment can run on.')
    if (data.status === 'ended') throw refuse('status', 'An experiment starts running or paused.')
    const draft = await req.payload.findGlobal({ slug: page, draft: true, depth: 1, overrideAccess: true, req })
    const published = await publishedCopy(req.payload, page, req)
    const changes = changesOf(pageFromDoc(page, draft), published)
    if (Object.keys(changes).length === 0)
      throw refuse(
        'page',
        `The ${PAGES[page].label} page’s saved draft says the same as its published copy. Edit the page in Pages, save a draft (do not publish it), then start the experiment.`,
      )
    const problems = problemsOf(PAGE_FIELDS[page](), withChanges(published, changes))
    if (problems.length > 0)
      throw refuse(
        'page',
        `The variant cannot start until the page’s draft could be published: ${problems
          .slice(0, 3)
          .map((problem) => `${problem.path}: ${problem.message}`)
          .join('; ')}`,
      )
    Object.assign(data, { variant: changes, startedAt: now, endedAt: null, winner: null })
  } else if (originalDoc) {
    const previous = stateOf(originalDoc)
    const reason = refusedChange(previous, stateOf({ ...originalDoc, ...data }))
    if (reason) throw refuse(data.variant !== undefined ? 'variant' : 'status', reason)
    // Set by the server only: when it started and ended, and the winner (by Publish the winner).
    data.startedAt = originalDoc.startedAt
    data.endedAt = data.status === 'ended' && previous.status !== 'ended' ? now : originalDoc.endedAt
    if (!req.context[PUBLISHING_WINNER]) data.winner = originalDoc.winner
  }
  const status = (data.status ?? originalDoc?.status ?? 'running') as ExperimentStatus
  const page = text(data.page ?? originalDoc?.page)
  if (status === 'running') {
    const { docs } = await req.payload.find({
      collection: EXPERIMENTS,
      where: {
        and: [
          { page: { equals: page } },
          { status: { equals: 'running' } },
          ...(originalDoc?.id !== undefined ? [{ id: { not_equals: originalDoc.id } }] : []),
        ],
      },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (docs[0]) throw refuse('status', `“${docs[0].name}” is already running on this page. Pause or end it first.`)
  }
  return data
}

const afterChange: CollectionAfterChangeHook = async ({ doc, operation, previousDoc, req }) => {
  if (operation === 'create') await auditExperiment(req, doc, 'experiment-start')
  else if (previousDoc?.status !== doc.status)
    await auditExperiment(
      req,
      doc,
      doc.status === 'ended'
        ? req.context[PUBLISHING_WINNER]
          ? 'experiment-winner'
          : 'experiment-end'
        : doc.status === 'paused'
          ? 'experiment-pause'
          : 'experiment-resume',
    )
  await reloadExperimentsEverywhere(req)
  return doc
}

const afterDelete: CollectionAfterDeleteHook = async ({ req }) => {
  await reloadExperimentsEverywhere(req)
}

/**
 * An experiment shows a variant of one page's copy to a share of its visitors and counts what each arm brings, down to
 * the booked call (/admin/reports → Experiments; docs/decisions/0064-experiments-judged-by-booked-calls.md).
 */
export const Experiments: CollectionConfig = {
  slug: EXPERIMENTS,
  labels: { singular: 'Experiment', plural: 'Experiments' },
  admin: {
    group: 'Content',
    useAsTitle: 'name',
    defaultColumns: ['name', 'page', 'status', 'split', 'startedAt'],
    description:
      'Test new words on a page: edit the page in Pages and save a draft (do not publish), then start an experiment on it here. The variant is the draft’s changes; visitors are split between it and the published page, and /admin/reports → Experiments says which brings more booked calls.',
    preview: (doc) => `${siteConfig().baseUrl}/preview/experiments/${String(doc.id)}`,
  },
  access: { read: contentManagers, create: contentManagers, update: contentManagers, delete: contentManagers },
  hooks: { beforeChange: [startOrChange], afterChange: [afterChange], afterDelete: [afterDelete] },
  endpoints: [decideEndpoint],
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'page',
      type: 'select',
      required: true,
      options: EXPERIMENT_PAGES.map((page) => ({ label: PAGES[page].label, value: page })),
      admin: { description: 'Fixed once the experiment started.' },
    },
    {
      name: 'split',
      type: 'select',
      required: true,
      defaultValue: '50',
      options: SPLITS.map(({ value, label }) => ({ value, label })),
      admin: { description: 'How many visitors see the variant. Fixed once the experiment started.' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'running',
      options: EXPERIMENT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
      admin: { description: 'Paused: everyone sees the published page, and nobody is counted. Ended stays ended.' },
    },
    {
      name: 'variant',
      type: 'json',
      admin: {
        readOnly: true,
        components: { Field: '/src/components/cms/VariantField#VariantField' },
        description:
          'The sections the variant changes, taken from the page’s draft when the experiment started. To test other words, end this experiment and start a new one.',
      },
    },
    { name: 'startedAt', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
    { name: 'endedAt', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
    {
      name: 'winner',
      type: 'select',
      options: ARMS.map((arm) => ({ label: arm, value: arm })),
      admin: { readOnly: true, position: 'sidebar', description: 'Set by Publish the winner in /admin/reports.' },
    },
  ],
}
