import type { Env } from '@/config/env'
import { DEFAULT_ALERT_WAIT_MINUTES } from '@/lib/alerts/constants'
import { DEFAULT_UPTIME_PROBE_MINUTES } from '@/lib/uptime/constants'

import type { SiteSettings } from './schema'

/**
 * The in-memory copy of the loaded site settings: what this process renders with (./load.ts reads
 * and revalidates them from the database). server.ts and Next's bundles each hold their own
 * copy of this module, so the value lives on globalThis: whoever loads or saves the settings
 * updates what every copy reads.
 */
const SLOT = Symbol.for('site.settings')
const LOADS = Symbol.for('site.settings.loads')
type Holder = { [SLOT]?: SiteSettings; [LOADS]?: { started: number; applied: number } }
const holder = globalThis as Holder

export function currentSettings(): SiteSettings | undefined {
  return holder[SLOT]
}

/** Numbers a read of the settings, so that of two overlapping reads the later one wins (see applySettings). */
export function settingsReadStarted(): number {
  holder[LOADS] ??= { started: 0, applied: 0 }
  return ++holder[LOADS].started
}

/** Makes `settings` the ones rendered with, unless a read started after this one was applied already. */
export function applySettings(settings: SiteSettings, read?: number): boolean {
  if (read !== undefined) {
    holder[LOADS] ??= { started: read, applied: 0 }
    if (read < holder[LOADS].applied) return false
    holder[LOADS].applied = read
  }
  holder[SLOT] = settings
  return true
}

/** Forgets the loaded settings (tests): the environment's values apply again. */
export function clearSettings(): void {
  delete holder[SLOT]
}

/** The settings of a database nobody has edited yet: the environment's values. */
export function settingsFromEnv(
  e: Pick<
    Env,
    'AGENCY_NAME' | 'CONTACT_EMAIL' | 'BOOKING_URL' | 'PLATFORM_NAME' | 'SECOND_PLATFORM_NAME' | 'GA_MEASUREMENT_ID'
  >,
): SiteSettings {
  return {
    agencyName: e.AGENCY_NAME,
    contactEmail: e.CONTACT_EMAIL,
    bookingUrl: e.BOOKING_URL,
    platformName: e.PLATFORM_NAME,
    secondPlatformName: e.SECOND_PLATFORM_NAME,
    gaMeasurementId: e.GA_MEASUREMENT_ID,
    alertEmail: e.CONTACT_EMAIL,
    alertWaitMinutes: DEFAULT_ALERT_WAIT_MINUTES,
    alertOutsideOfficeHours: true,
    uptimeProbeMinutes: DEFAULT_UPTIME_PROBE_MINUTES,
    profiles: [],
  }
}

/** Whether two settings render the same site. */
export function sameSettings(a: SiteSettings, b: SiteSettings): boolean {
  return (
    a.agencyName === b.agencyName &&
    a.contactEmail === b.contactEmail &&
    a.bookingUrl === b.bookingUrl &&
    a.platformName === b.platformName &&
    a.secondPlatformName === b.secondPlatformName &&
    a.gaMeasurementId === b.gaMeasurementId &&
    a.socialImage?.url === b.socialImage?.url &&
    a.socialImage?.alt === b.socialImage?.alt &&
    a.profiles.join('\n') === b.profiles.join('\n')
  )
}
