import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { format } from 'node:util'

import { type Logger, pino } from 'pino'

import { type TrustProxy, trustedHops } from '@/lib/http/client-ip'
import { requestIdMixin } from '@/lib/observability/request-context'

export const REQUEST_ID_HEADER = 'x-request-id'

// What proxies generate (UUIDs, nginx's $request_id hex, Caddy's {http.request.uuid}) fits; anything that could
// break a log line or a header, or fill one, does not.
const WELL_FORMED_ID = /^[\w.:-]{8,128}$/

/**
 * The id of one HTTP request: a well-formed X-Request-Id set by a trusted proxy (TRUST_PROXY), so a line of
 * the proxy's log and the app's can be matched; otherwise a new one. A client's own header is never trusted
 * without a proxy in front that would replace it.
 */
export function requestIdFor(req: Pick<IncomingMessage, 'headers'>, trustProxy: TrustProxy): string {
  if (trustedHops(trustProxy) > 0) {
    const incoming = req.headers[REQUEST_ID_HEADER]
    if (typeof incoming === 'string' && WELL_FORMED_ID.test(incoming)) return incoming
  }
  return randomUUID()
}

/** The server's own lines in production: JSON, the shape of Payload's (src/lib/observability/logger.ts). */
export function serverLogger(): Logger {
  return pino({ name: 'server', mixin: requestIdMixin })
}

type ConsoleMethod = (...args: unknown[]) => void

/**
 * Production: whatever writes to the console (server.ts before Payload is up, Next, libraries) leaves as a
 * JSON line too, so every line of the output parses. The text stays in `msg` as it was.
 */
export function routeConsoleTo(logger: Logger): void {
  const at =
    (level: 'debug' | 'info' | 'warn' | 'error'): ConsoleMethod =>
    (...args) => {
      const [first, ...rest] = args
      if (first instanceof Error) logger[level]({ err: first }, rest.length > 0 ? format(...rest) : first.message)
      else logger[level](format(...args))
    }
  console.debug = at('debug')
  console.log = at('info')
  console.info = at('info')
  console.warn = at('warn')
  console.error = at('error')
}
