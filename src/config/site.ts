import { currentSettings, settingsFromEnv } from '@/lib/settings/current'
import type { SiteSettings } from '@/lib/settings/schema'

import { env } from './env'
import type { Env } from './env'
import { slugify } from './slugify'

export type SiteConfig = {
  agencyName: string
  contactEmail: string
  bookingUrl: string
  baseUrl: string
  platform: string
  secondPlatform: string
  /** Lower-case, URL-safe forms of the platform names, used in blog slugs. */
  platformSlug: string
  secondPlatformSlug: string
  gaMeasurementId: string | undefined
  /** The default social-sharing image chosen in the settings; the built-in one when absent. */
  socialImage: SiteSettings['socialImage']
  /** The chat's office hours, when an admin turned them on. */
  officeHours: SiteSettings['officeHours']
  /** The agency's profiles on other sites (schema.org sameAs). */
  profiles: SiteSettings['profiles']
}

// Its own module, so browser code (a card's category link) can use it without the environment's schema.
export { slugify }

/** The site's settings as an admin last saved them (the environment's values until they are loaded). */
export function siteConfig(): SiteConfig {
  const e = env()
  const settings = currentSettings() ?? defaultsOf(e)
  if (cachedFor?.settings === settings && cachedFor.env === e) return cachedFor.config
  const config: SiteConfig = {
    agencyName: settings.agencyName,
    contactEmail: settings.contactEmail,
    bookingUrl: settings.bookingUrl,
    baseUrl: e.SITE_URL.replace(/\/+$/, ''),
    platform: settings.platformName,
    secondPlatform: settings.secondPlatformName,
    platformSlug: slugify(settings.platformName),
    secondPlatformSlug: slugify(settings.secondPlatformName),
    gaMeasurementId: settings.gaMeasurementId,
    socialImage: settings.socialImage,
    officeHours: settings.officeHours,
    profiles: settings.profiles,
  }
  cachedFor = { settings, env: e, config }
  return config
}

let cachedFor: { settings: SiteSettings; env: Env; config: SiteConfig } | undefined
const defaults = new WeakMap<Env, SiteSettings>()
function defaultsOf(e: Env): SiteSettings {
  let settings = defaults.get(e)
  if (!settings) defaults.set(e, (settings = settingsFromEnv(e)))
  return settings
}

/** Absolute URL on the public site for a path such as "/about". */
export function absoluteUrl(path: string): string {
  // Already absolute (an uploaded image's URL from Payload): left as it is.
  if (/^https?:\/\//i.test(path)) return path
  const base = siteConfig().baseUrl
  return path === '/' ? `${base}/` : `${base}${path.startsWith('/') ? path : `/${path}`}`
}
