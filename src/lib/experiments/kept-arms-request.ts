/**
 * POST keeps the visitor's experiment arms in a first-party cookie (performance consent given), DELETE removes it
 * (consent refused); server.ts answers both (src/server/visits.ts, `keepArms`). No imports: the consent banner's chunk
 * carries this module.
 */
export const KEPT_ARMS_PATH = '/api/experiment-arms'

/**
 * Tells the server the visitor's performance choice. The cookie is HttpOnly, so only the server can remove it. Best
 * effort: without it the visitor's version is the day's cookieless draw, as before any choice.
 */
export function sendKeptArmsChoice(performance: boolean): void {
  fetch(KEPT_ARMS_PATH, { method: performance ? 'POST' : 'DELETE', keepalive: true }).catch(() => {})
}
