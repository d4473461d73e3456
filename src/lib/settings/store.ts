import type { Env } from '@/config/env'

import type { SiteSettings } from './schema'

/**
 * The site settings this process renders with. server.ts and Next's bundles each hold their own
 * copy of this module, so the value lives on globalThis: whoever loads or saves the settings
 * updates what every copy reads.
 */
const SLOT = Symbol.for('site.settings')
type Holder = { [SLOT]?: SiteSettings }

export function currentSettings(): SiteSettings | undefined {
  return (globalThis as Holder)[SLOT]
}

export function applySettings(settings: SiteSettings): void {
  ;(globalThis as Holder)[SLOT] = settings
}

/** Forgets the loaded settings (tests): the environment's values apply again. */
export function clearSettings(): void {
  delete (globalThis as Holder)[SLOT]
}

/** The settings of a database nobody has edited yet: the environment's values. */
export function settingsFromEnv(e: Pick<Env, 'AGENCY_NAME' | 'CONTACT_EMAIL' | 'BOOKING_URL' | 'PLATFORM_NAME' | 'SECOND_PLATFORM_NAME' | 'GA_MEASUREMENT_ID'>): SiteSettings {
  return {
    agencyName: e.AGENCY_NAME,
    contactEmail: e.CONTACT_EMAIL,
    bookingUrl: e.BOOKING_URL,
    platformName: e.PLATFORM_NAME,
    secondPlatformName: e.SECOND_PLATFORM_NAME,
    gaMeasurementId: e.GA_MEASUREMENT_ID,
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
    a.socialImage?.alt === b.socialImage?.alt
  )
}
