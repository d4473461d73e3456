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

export const UPTIME_INCIDENTS_SLUG = 'uptime-incidents'
export const UPTIME_QUEUE = 'uptime'
export const UPTIME_PROBE_TASK = 'uptime-probe'

/** Site settings default: minutes between probes. */
export const DEFAULT_UPTIME_PROBE_MINUTES = 5
/** Probe results older than this are pruned. */
export const UPTIME_HISTORY_DAYS = 90
