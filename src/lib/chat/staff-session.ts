/** When a Payload auth token (a JWT, already verified by `payload.auth`) expires, in ms since the epoch. */
export function tokenExpiry(token: string | undefined): number | undefined {
  const body = token?.split('.')[1]
  if (!body) return undefined
  try {
    const { exp } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { exp?: unknown }
    return typeof exp === 'number' ? exp * 1000 : undefined
  } catch {
    return undefined
  }
}

/** Timer delay until a session ends; without a known end, the longest a timer can wait (about 24 days). */
export function sessionRemainingMs(endsAt: number | undefined, now = Date.now()): number {
  const MAX_TIMER_MS = 2 ** 31 - 1
  return endsAt === undefined ? MAX_TIMER_MS : Math.min(MAX_TIMER_MS, Math.max(0, endsAt - now))
}
