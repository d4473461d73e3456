import type { UptimeTarget } from './constants'

/** An HTTP target answered within the timeout: only a 2xx is up. */
export function statusIsUp(status: number): boolean {
  return status >= 200 && status <= 299
}

/** Same-host redirects followed before a probe gives up (a loop, or a chain too long to be healthy). */
export const MAX_REDIRECTS = 3
/** A certificate with fewer days than this left counts as failing, so there is time to renew it. */
export const CERTIFICATE_MIN_DAYS = 14
const DAY_MS = 86_400_000

export type RedirectStep = { follow: true; url: URL } | { follow: false; cause: string }

/**
 * What a probe does with a 3xx answer: follow it only to the same host (and scheme and port) and
 * only `MAX_REDIRECTS` times. A redirect elsewhere is not followed: the target itself is not
 * serving, so the probe fails with the redirect's status and where it pointed.
 */
export function redirectStep(from: URL, location: string | null, hops: number): RedirectStep {
  if (!location) return { follow: false, cause: 'redirect without a Location header' }
  let next: URL
  try {
    next = new URL(location, from)
  } catch {
    return { follow: false, cause: 'redirect to an invalid address' }
  }
  if (next.origin !== from.origin) return { follow: false, cause: `redirected to another host (${next.host})` }
  if (hops >= MAX_REDIRECTS) return { follow: false, cause: `more than ${MAX_REDIRECTS} redirects` }
  return { follow: true, url: next }
}

/** Whole days left until `validTo` (negative once expired). */
export function certificateDaysLeft(validTo: Date, now: Date): number {
  return Math.floor((validTo.getTime() - now.getTime()) / DAY_MS)
}

/** A certificate is up while it has at least `CERTIFICATE_MIN_DAYS` left. */
export function certificateProblem(daysLeft: number): string | null {
  if (daysLeft < 0) return 'the TLS certificate has expired'
  if (daysLeft < CERTIFICATE_MIN_DAYS)
    return `the TLS certificate expires in ${daysLeft} day${daysLeft === 1 ? '' : 's'} (renew before ${CERTIFICATE_MIN_DAYS})`
  return null
}

/** One target's result of one probe, as stored in uptime_probes. */
export type ProbeResult = {
  target: UptimeTarget
  ok: boolean
  status: number | null
  responseMs: number | null
  error: string | null
  certificateDaysLeft: number | null
}

/**
 * Whether a probe is due: the scheduler looks every minute, and a probe runs once the newest one is
 * at least the interval old (less a little slack, so a run a few hundred ms early does not wait
 * a whole extra minute).
 */
export const DUE_SLACK_MS = 20_000
export function probeIsDue(lastAt: Date | null, now: Date, intervalMinutes: number): boolean {
  if (!lastAt) return true
  return now.getTime() - lastAt.getTime() >= intervalMinutes * 60_000 - DUE_SLACK_MS
}

/**
 * A failure counts toward "two in a row" only when the failure before it is recent: after a gap
 * in probing (every process down, or stopped) the earlier failure says nothing about now.
 */
export const STREAK_GAP_INTERVALS = 3

export type TargetState = {
  /** The target's open incident, if any. */
  open: { id: number; failedProbes: number } | null
  /** The target's previous probe, if any. */
  previous: { ok: boolean; at: Date } | null
}

export type Transition =
  | { kind: 'none' }
  | { kind: 'open'; cause: string; failedProbes: number }
  | { kind: 'failing'; incidentId: number; failedProbes: number }
  | { kind: 'close'; incidentId: number }

/**
 * The incident state machine for one target and one new probe: an incident opens on the second
 * failure in a row, counts further failures while open, and closes at the first probe that passes.
 */
export function nextTransition(
  state: TargetState,
  result: Pick<ProbeResult, 'ok' | 'error' | 'status'>,
  now: Date,
  intervalMinutes: number,
): Transition {
  if (result.ok) return state.open ? { kind: 'close', incidentId: state.open.id } : { kind: 'none' }
  if (state.open) return { kind: 'failing', incidentId: state.open.id, failedProbes: state.open.failedProbes + 1 }
  const previous = state.previous
  const recent =
    previous !== null && now.getTime() - previous.at.getTime() <= STREAK_GAP_INTERVALS * intervalMinutes * 60_000
  if (previous && !previous.ok && recent) return { kind: 'open', cause: failureCause(result), failedProbes: 2 }
  return { kind: 'none' }
}

/** The words an incident keeps for what the probe saw. */
export function failureCause(result: Pick<ProbeResult, 'error' | 'status'>): string {
  const cause = result.error ?? (result.status !== null ? `answered HTTP ${result.status}` : 'failed')
  return cause.slice(0, 500)
}

/** An incident's length in words: "4 min", "2 h 5 min", "1 d 3 h". */
export function formatDuration(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000))
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`
  const days = Math.floor(hours / 24)
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`
}

/** Uptime as a percentage of probes that passed; null without probes (a gap is not downtime). */
export function uptimePercent(passed: number, total: number): number | null {
  return total > 0 ? (passed / total) * 100 : null
}

/** "99.95 %" with two decimals, never rounding a failure up to 100. */
export function formatUptime(percent: number | null): string {
  if (percent === null) return '–'
  const floored = Math.floor(percent * 100) / 100
  return `${floored.toFixed(2)} %`
}
