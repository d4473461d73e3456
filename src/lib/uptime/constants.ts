/** What the uptime probe asks, every few minutes (src/lib/uptime). */
export const UPTIME_TARGETS = ['home', 'health', 'article', 'booking', 'certificate'] as const
export type UptimeTarget = (typeof UPTIME_TARGETS)[number]

export const UPTIME_TARGET_LABELS: Record<UptimeTarget, string> = {
  home: 'Home page',
  health: 'Health check (/api/health)',
  article: 'A blog article',
  booking: 'Booking page',
  certificate: 'TLS certificate',
}

/**
 * Targets run by someone else (the booking provider): shown apart on /monitoring with their own state, never counted
 * in the site's state or its whole-site uptime.
 */
export const EXTERNAL_TARGETS = ['booking'] as const satisfies readonly UptimeTarget[]
export function isExternalTarget(target: UptimeTarget): boolean {
  return (EXTERNAL_TARGETS as readonly UptimeTarget[]).includes(target)
}
export const OWN_TARGETS: readonly UptimeTarget[] = UPTIME_TARGETS.filter((target) => !isExternalTarget(target))

export const UPTIME_INCIDENTS_SLUG = 'uptime-incidents'
export const UPTIME_QUEUE = 'uptime'
export const UPTIME_PROBE_TASK = 'uptime-probe'

/** Site settings default: minutes between probes. */
export const DEFAULT_UPTIME_PROBE_MINUTES = 5
/** Probe results older than this are pruned. */
export const UPTIME_HISTORY_DAYS = 90
