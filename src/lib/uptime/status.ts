import type { UptimeCopy } from '@/content/types'
import type { AuditSummary } from '@/lib/site-audit/latest'

import { failureCause, type ProbeResult } from './classify'
import { isExternalTarget, UPTIME_TARGET_LABELS, type UptimeTarget } from './constants'
import { utcDateTime } from './format'

/** One target's result in the newest probe run. */
export type LatestProbe = Pick<ProbeResult, 'target' | 'ok' | 'status' | 'responseMs' | 'error'>

/** The site's state (named by its copy's keys); `unknown` only while there is no recent probe to tell. */
export type SiteState = keyof UptimeCopy['states']
/** An external service's state. */
export type ServiceState = keyof UptimeCopy['serviceStates']

export type SiteStatus = { state: SiteState; line: string }
export type ServiceStatus = { target: UptimeTarget; state: ServiceState; line: string }

export type StatusInput = {
  /** The newest probe run (every target; external ones are left out here). */
  probes: readonly LatestProbe[]
  /** When that run was made; null before the first probe. */
  probedAt: string | null
  audit: AuditSummary | null
  now: Date
  intervalMinutes: number
  /** An answer slower than this is slow (MONITORING_SLOW_MS, the site check's threshold). */
  slowMs: number
}

/** A probe run older than this many intervals says nothing about now: the probing itself has stopped. */
export const STALE_INTERVALS = 3

const label = (target: UptimeTarget) => UPTIME_TARGET_LABELS[target]
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
const slow = (probe: LatestProbe, slowMs: number) =>
  probe.ok && probe.target !== 'certificate' && probe.responseMs !== null && probe.responseMs > slowMs

function isStale({ probedAt, now, intervalMinutes }: StatusInput): boolean {
  return probedAt !== null && now.getTime() - Date.parse(probedAt) > STALE_INTERVALS * intervalMinutes * 60_000
}

function auditProblem(audit: AuditSummary | null): string | null {
  if (!audit || audit.status === 'healthy') return null
  const date = utcDateTime(audit.reportDate)
  if (audit.status === 'critical')
    return `the site check of ${date} is critical (${plural(audit.issues.high, 'high-severity issue')})`
  return `the site check of ${date} has warnings (${plural(audit.issues.medium, 'medium-severity issue')})`
}

/**
 * The site's one overall state from the newest probe of each of its own targets and the newest site check: down when
 * the home page (or every own target) is down; degraded when any own target fails or is slow, or the site check has
 * warnings or is critical; operational otherwise. External targets never count. `line` says what is failing.
 */
export function siteStatus(input: StatusInput): SiteStatus {
  const own = input.probes.filter((probe) => !isExternalTarget(probe.target))
  const audit = auditProblem(input.audit)
  if (own.length === 0 || input.probedAt === null || isStale(input)) {
    const why =
      input.probedAt && isStale(input)
        ? `No probe since ${utcDateTime(input.probedAt)} (one is due every ${plural(input.intervalMinutes, 'minute')})`
        : 'No probe of the site’s own targets yet'
    return { state: 'unknown', line: audit ? `${why}; ${audit}.` : `${why}.` }
  }
  const down = own.filter((probe) => !probe.ok)
  const slowOnes = own.filter((probe) => slow(probe, input.slowMs))
  const problems = [
    ...down.map((probe) => `${label(probe.target)} down (${failureCause(probe)})`),
    ...slowOnes.map((probe) => `${label(probe.target)} slow (${probe.responseMs} ms)`),
    ...(audit ? [audit] : []),
  ]
  const homeDown = down.some((probe) => probe.target === 'home')
  const state: SiteState =
    homeDown || down.length === own.length ? 'down' : problems.length > 0 ? 'degraded' : 'operational'
  if (problems.length === 0) {
    const checked = input.audit ? 'the latest site check is healthy' : 'no site check yet'
    return { state, line: `Nothing is failing: ${own.map((probe) => label(probe.target)).join(', ')} up; ${checked}.` }
  }
  const first = problems[0]!
  return {
    state,
    line: `${first.charAt(0).toUpperCase()}${first.slice(1)}${problems
      .slice(1)
      .map((p) => `; ${p}`)
      .join('')}.`,
  }
}

/** Each external target's own state from its newest probe. */
export function externalStatuses(input: StatusInput, targets: readonly UptimeTarget[]): ServiceStatus[] {
  return targets.map((target) => {
    const probe = input.probes.find((candidate) => candidate.target === target)
    if (!probe || input.probedAt === null) return { target, state: 'unknown', line: 'Not probed yet.' }
    if (isStale(input)) return { target, state: 'unknown', line: `No probe since ${utcDateTime(input.probedAt)}.` }
    if (!probe.ok) return { target, state: 'down', line: `Down: ${failureCause(probe)}.` }
    if (slow(probe, input.slowMs)) return { target, state: 'slow', line: `Slow: answered in ${probe.responseMs} ms.` }
    return { target, state: 'up', line: `Up: answered in ${probe.responseMs} ms.` }
  })
}
