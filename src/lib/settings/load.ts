import type { Payload, PayloadRequest } from 'payload'

import { env } from '@/config/env'
import type { Media, SiteSetting } from '@/payload-types'

import { EVERY_PAGE_TAG, expireEverywhereAfterCommit, expireTags } from '../cache/expire'
import type { SiteSettings } from './schema'
import { applySettings, settingsFromEnv } from './store'

export const SITE_SETTINGS_SLUG = 'site-settings'
/** Announced on the cache-expiry channel when the settings change: every process reloads them. */
export const SITE_SETTINGS_TAG = 'site-settings'

const OG_SIZE = { width: 1200, height: 630 }

function socialImageOf(image: SiteSetting['socialImage']): SiteSettings['socialImage'] {
  if (!image || typeof image !== 'object') return undefined
  const media = image as Media
  if (!media.url) return undefined
  return { url: media.url, width: media.width ?? OG_SIZE.width, height: media.height ?? OG_SIZE.height, alt: media.alt ?? '' }
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
  }
}

/** Reads the saved settings and makes them the ones this process renders with. */
export async function loadSiteSettings(payload: Payload): Promise<SiteSettings> {
  const doc = await payload.findGlobal({ slug: SITE_SETTINGS_SLUG, depth: 1, overrideAccess: true })
  const settings = settingsFromDoc(doc, settingsFromEnv(env()))
  applySettings(settings)
  return settings
}

/**
 * On the first start of a database: saves the environment's values as the settings, once. A
 * database whose settings were ever saved keeps them, whatever the environment says now.
 */
export async function seedSiteSettings(payload: Payload, defaults: SiteSettings): Promise<boolean> {
  const doc = await payload.findGlobal({ slug: SITE_SETTINGS_SLUG, depth: 0, overrideAccess: true })
  if (doc.updatedAt) return false
  const { socialImage: _ignored, ...values } = defaults
  await payload.updateGlobal({ slug: SITE_SETTINGS_SLUG, data: { ...values, gaMeasurementId: values.gaMeasurementId ?? null }, overrideAccess: true })
  payload.logger.info('Site settings seeded from the environment')
  return true
}

/**
 * Once the save has committed, each process (this one at once, the others through the cache-expiry
 * channel) reads the settings again and then expires every cached page, which shows them.
 */
export async function revalidateSiteSettings(req: PayloadRequest): Promise<void> {
  const { payload } = req
  await expireEverywhereAfterCommit(req, [SITE_SETTINGS_TAG, EVERY_PAGE_TAG], () => {
    void loadSiteSettings(payload)
      .then(() => expireTags([EVERY_PAGE_TAG]))
      .catch((error: unknown) => payload.logger.error({ err: error }, 'saved site settings could not be loaded'))
  })
}
