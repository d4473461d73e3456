/**
 * Whether this process may report on the site. server.ts says `starting` until it listens and
 * `stopping` from the shutdown signal on: a probe that starts before the server answers, or ends
 * while it is closing, would describe this process rather than the site, so it is skipped or
 * discarded. A process that never says (tests, scripts) probes as serving.
 * On globalThis: server.ts and the job runner's bundle each load their own copy of this module.
 */
export type ProcessState = 'starting' | 'serving' | 'stopping'

const SLOT = Symbol.for('agency.uptime.processState')
type Holder = { [SLOT]?: ProcessState }

export function setProcessState(state: ProcessState): void {
  ;(globalThis as Holder)[SLOT] = state
}

export function processState(): ProcessState {
  return (globalThis as Holder)[SLOT] ?? 'serving'
}
