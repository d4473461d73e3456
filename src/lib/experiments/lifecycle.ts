/** In an update's context: Publish the winner (./winner.ts), the one writer of `winner`. */
export const PUBLISHING_WINNER = 'publishingWinner'

export const EXPERIMENT_STATUSES = ['running', 'paused', 'ended'] as const
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number]

export const STATUS_LABELS: Record<ExperimentStatus, string> = {
  running: 'Running',
  paused: 'Paused (everyone sees the published page)',
  ended: 'Ended',
}

/** What an update may change on a started experiment: its status, its name. */
export type ExperimentState = { status: ExperimentStatus; page: string; split: string; variant: unknown }

/**
 * Why an update of a started experiment is refused, or undefined when it may go ahead. An experiment's page, split and
 * words are fixed once it started, so that visitors counted before and after a change are never added together; an
 * ended experiment stays ended.
 */
/** JSON with object keys in order: PostgreSQL's jsonb gives a stored variant back with keys in an order of its own. */
const stable = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  )

export function refusedChange(previous: ExperimentState, next: ExperimentState): string | undefined {
  if (previous.status === 'ended' && next.status !== 'ended')
    return 'An ended experiment stays ended. Start a new experiment to test again.'
  if (stable(previous.variant) !== stable(next.variant))
    return 'A started experiment’s words cannot change: results of different texts must not mix. End it and start a new experiment with the new words.'
  if (previous.page !== next.page || previous.split !== next.split)
    return 'A started experiment’s page and split cannot change. End it and start a new experiment.'
  return undefined
}
