import type { Payload, PayloadRequest } from 'payload'

import { env } from '@/config/env'
import { EVERY_PAGE_TAG, expireEverywhereAfterCommit, expireTags } from '@/lib/cache/expire'
import { isTimeZone, type OfficeHours } from '@/lib/chat/office-hours'
import type { SiteSetting } from '@/payload-types'

import { applySettings, currentSettings, settingsFromEnv, settingsReadStarted } from './current'
import type { SiteSettings } from './schema'

export const SITE_SETTINGS_SLUG = 'site-settings'
/** Announced on the cache-expiry channel when the settings change: every process reloads them. */
export const SITE_SETTINGS_TAG = 'site-settings'
/** In a save's context: the first start's seed, which changes nothing the pages show. */
export const SEEDING = 'seedingSiteSettings'

const OG_SIZE = { width: 1200, height: 630 }

function socialImageOf(image: SiteSetting['socialImage']): SiteSettings['socialImage'] {
  if (!image || typeof image !== 'object') return undefined
  const media = image
  if (!media.url) return undefined
  return {
    url: media.url,
    width: media.width ?? OG_SIZE.width,
    height: media.height ?? OG_SIZE.height,
    alt: media.alt ?? '',
  }
}

/** The settings a saved global holds, with the environment's value for any field it lacks. */
export function settingsFromDoc(doc: Partial<SiteSetting>, defaults: SiteSettings): SiteSettings {
  return {
    agencyName: doc.agencyName || defaults.agencyName,
    contactEmail: doc.contactEmail || defaults.contactEmail,
    bookingUrl: doc.bookingUrl || defaults.bookingUrl,
    platformName: doc.platformName || defaults.platformName,
    secondPlatformName: doc.secondPlatformName || defaults.secondPlatformName,
    gaMeasurementId: doc.gaMeasurementId || undefined,
    socialImage: socialImageOf(doc.socialImage),
    officeHours: officeHoursOf(doc.officeHours),
    alertEmail: doc.alertEmail || doc.contactEmail || defaults.alertEmail,
    alertWaitMinutes: doc.alertWaitMinutes ?? defaults.alertWaitMinutes,
    alertOutsideOfficeHours: doc.alertOutsideOfficeHours ?? defaults.alertOutsideOfficeHours,
    uptimeProbeMinutes: doc.uptimeProbeMinutes ?? defaults.uptimeProbeMinutes,
    profiles: (doc.profiles ?? []).map((profile) => profile.url),
  }
}

function officeHoursOf(hours: SiteSetting['officeHours']): OfficeHours | undefined {
  if (!hours?.enabled || !hours.timeZone || !isTimeZone(hours.timeZone)) return undefined
  return {
    timeZone: hours.timeZone,
    spans: (hours.spans ?? []).map(({ day, opens, closes }) => ({ day, opens, closes })),
  }
}

/** Reads the saved settings and makes them the ones this process renders with. */
export async function loadSiteSettings(payload: Payload): Promise<SiteSettings> {
  const read = settingsReadStarted()
  const doc = await payload.findGlobal({ slug: SITE_SETTINGS_SLUG, depth: 1, overrideAccess: true })
  const settings = settingsFromDoc(doc, settingsFromEnv(env()))
  // Two saves in quick succession: a read that started earlier but finished later must not win.
  applySettings(settings, read)
  return currentSettings() ?? settings
}

/** Reads the settings again, once more a little later if the database did not answer, then expires every page. */
export function reloadSiteSettings(payload: Payload, retryMs = 2_000): Promise<void> {
  return loadSiteSettings(payload)
    .catch(async (error: unknown) => {
      payload.logger.warn({ err: error }, 'site settings could not be read: trying again')
      await new Promise((resolve) => setTimeout(resolve, retryMs))
      return loadSiteSettings(payload)
    })
    .then(() => expireTags([EVERY_PAGE_TAG]))
    .catch((error: unknown) => payload.logger.error({ err: error }, 'saved site settings could not be loaded'))
}

/**
 * On the first start of a database: saves the environment's values as the settings, once. A
 * database whose settings were ever saved keeps them, whatever the environment says now.
 */
export async function seedSiteSettings(payload: Payload, defaults: SiteSettings): Promise<boolean> {
  const doc = await payload.findGlobal({ slug: SITE_SETTINGS_SLUG, depth: 0, overrideAccess: true })
  if (doc.updatedAt) return false
  const {
    socialImage: _ignored,
    officeHours: _none,
    alertEmail: _contactEmail,
    profiles: _noProfiles,
    ...values
  } = defaults
  // The pages were built with these very values: nothing to expire (the context tells the save's hook).
  await payload.updateGlobal({
    slug: SITE_SETTINGS_SLUG,
    data: { ...values, gaMeasurementId: values.gaMeasurementId ?? null },
    overrideAccess: true,
    context: { [SEEDING]: true },
  })
  payload.logger.info('Site settings seeded from the environment')
  return true
}

/**
 * Once the save has committed, each process (this one at once, the others through the cache-expiry
 * channel) reads the settings again and then expires every cached page, which shows them.
 */
export async function revalidateSiteSettings(req: PayloadRequest): Promise<void> {
  const { payload } = req
  await expireEverywhereAfterCommit(req, [SITE_SETTINGS_TAG, EVERY_PAGE_TAG], () => void reloadSiteSettings(payload))
}
