import { AsyncLocalStorage } from 'node:async_hooks'

/** What a log line written during an HTTP request learns about that request. */
export type RequestContext = { requestId: string }

// server.ts and Next's route bundles load separate copies of this module in one process: the store lives
// on globalThis so a log line written from a route handler finds the id the request pipeline set.
const STORE = Symbol.for('agency.request-context')
type Registry = { [STORE]?: AsyncLocalStorage<RequestContext> }

export function requestContext(): AsyncLocalStorage<RequestContext> {
  const registry = globalThis as Registry
  return (registry[STORE] ??= new AsyncLocalStorage<RequestContext>())
}

/** The id of the HTTP request this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return requestContext().getStore()?.requestId
}

/** pino's `mixin`: every line written during a request carries its id. */
export function requestIdMixin(): { requestId?: string } {
  const requestId = currentRequestId()
  return requestId ? { requestId } : {}
}
