/** What a staff alert is about. */
export const ALERT_KINDS = [
  'conversation-started',
  'visitor-waiting',
  'contact-message',
  'incident-opened',
  'incident-closed',
] as const
export type AlertKind = (typeof ALERT_KINDS)[number]

export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  'conversation-started': 'Conversation started',
  'visitor-waiting': 'Visitor waiting',
  'contact-message': 'Contact message',
  'incident-opened': 'Site incident opened',
  'incident-closed': 'Site incident closed',
}

/** How an alert left the site. */
export const ALERT_CHANNELS = ['push', 'email'] as const
export type AlertChannel = (typeof ALERT_CHANNELS)[number]

/** queued: an alert e-mail waiting for the next send, which takes every queued one (one mail, or a digest). */
export const ALERT_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const
export type AlertStatus = (typeof ALERT_STATUSES)[number]

export const PUSH_SUBSCRIPTIONS_SLUG = 'push-subscriptions'
export const STAFF_ALERTS_SLUG = 'staff-alerts'

/** Site settings defaults: a visitor's message waits this long without a staff reply before anyone is alerted. */
export const DEFAULT_ALERT_WAIT_MINUTES = 2
