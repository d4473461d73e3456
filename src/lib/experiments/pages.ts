import type { PageSlug } from '@/lib/pages/copy'
import { PAGES } from '@/lib/pages/registry'

/**
 * The pages an experiment can run on: each has an address of its own that a visitor opens. The error pages answer any
 * address, the blog's copy is on every article and the legal pages are not persuasion.
 */
export const EXPERIMENT_PAGES = [
  'home-page',
  'about-page',
  'services-page',
  'account-management-page',
  'marketing-page',
  'chat-management-page',
  'faq-page',
  'contact-page',
] as const satisfies readonly PageSlug[]
export type ExperimentPage = (typeof EXPERIMENT_PAGES)[number]

export const isExperimentPage = (value: unknown): value is ExperimentPage =>
  typeof value === 'string' && (EXPERIMENT_PAGES as readonly string[]).includes(value)

/** Where an experiment's page is. */
export const experimentPagePath = (page: ExperimentPage): string => PAGES[page].path
