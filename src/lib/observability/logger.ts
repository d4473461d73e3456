import type { Config } from 'payload'

import { requestIdMixin } from './request-context'

/**
 * Payload's `logger` option. Production: pino's own JSON lines on stdout (one object a line, for a log
 * collector), each carrying the request id of the HTTP request it was written during. Development keeps
 * Payload's default (pino-pretty, colours, no id).
 */
export function payloadLogger(production: boolean): Config['logger'] {
  if (!production) return undefined
  return { options: { name: 'payload', mixin: requestIdMixin } }
}
