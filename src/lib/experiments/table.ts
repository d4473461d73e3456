import type { ExperimentPage } from './pages'

/** A running experiment as server.ts needs it to choose each visitor's arm. */
export type RunningExperiment = { id: number; page: ExperimentPage; path: string; variantShare: number }

/**
 * The running experiments by their page's path. server.ts reads it on every page request, and collection hooks run in
 * Next's bundle as well as in server.ts's, so the table lives on globalThis (as the redirects' does).
 */
const SLOT = Symbol.for('site.experiments')
type Holder = { [SLOT]?: ReadonlyMap<string, RunningExperiment> }

export function setRunningExperiments(experiments: readonly RunningExperiment[]): void {
  ;(globalThis as Holder)[SLOT] = new Map(experiments.map((experiment) => [experiment.path, experiment]))
}

/** The experiment running on the page at `path` (normalised, no query), if any. */
export function runningExperimentAt(path: string): RunningExperiment | undefined {
  return (globalThis as Holder)[SLOT]?.get(path)
}

/** Whether any experiment runs: most requests stop here. */
export const hasRunningExperiments = (): boolean => ((globalThis as Holder)[SLOT]?.size ?? 0) > 0

/** Every running experiment. */
export const runningExperiments = (): RunningExperiment[] => [...((globalThis as Holder)[SLOT]?.values() ?? [])]
