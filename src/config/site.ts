import { env } from './env'

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
}

export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export function siteConfig(): SiteConfig {
  const e = env()
  return {
    agencyName: e.AGENCY_NAME,
    contactEmail: e.CONTACT_EMAIL,
    bookingUrl: e.BOOKING_URL,
    baseUrl: e.SITE_URL.replace(/\/+$/, ''),
    platform: e.PLATFORM_NAME,
    secondPlatform: e.SECOND_PLATFORM_NAME,
    platformSlug: slugify(e.PLATFORM_NAME),
    secondPlatformSlug: slugify(e.SECOND_PLATFORM_NAME),
    gaMeasurementId: e.GA_MEASUREMENT_ID,
  }
}

/** Absolute URL on the public site for a path such as "/about". */
export function absoluteUrl(path: string): string {
  // Already absolute (an uploaded image's URL from Payload): left as it is.
  if (/^https?:\/\//i.test(path)) return path
  const base = siteConfig().baseUrl
  return path === '/' ? `${base}/` : `${base}${path.startsWith('/') ? path : `/${path}`}`
}
