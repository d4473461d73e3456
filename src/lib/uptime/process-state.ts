/**
 * Whether this process may report on the site. server.ts says `starting` until it listens and
 * `stopping` from the shutdown signal on: a probe that starts before the server answers, or ends
 * while it is closing, would describe this process rather than the site, so it is skipped or
 * discarded (and its requests are cut, so a shutdown never waits for a probe's timeout).
 * A process that never says (tests, scripts) probes as serving.
 * On globalThis: server.ts and the job runner's bundle each load their own copy of this module.
 */
export type ProcessState = 'starting' | 'serving' | 'stopping'

const SLOT = Symbol.for('agency.uptime.processState')
type Holder = { [SLOT]?: { state: ProcessState; stopping: AbortController } }

function holder() {
  return ((globalThis as Holder)[SLOT] ??= { state: 'serving', stopping: new AbortController() })
}

export function setProcessState(state: ProcessState): void {
  const current = holder()
  if (state === 'stopping') current.stopping.abort()
  // Serving again (tests): a fresh signal for the probes to come.
  else if (current.stopping.signal.aborted) current.stopping = new AbortController()
  current.state = state
}

export function processState(): ProcessState {
  return holder().state
}

/** Aborted once the process starts stopping. */
export function stoppingSignal(): AbortSignal {
  return holder().stopping.signal
}
