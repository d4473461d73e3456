import { z } from 'zod'

import type { OfficeHours } from '@/lib/chat/office-hours'

// Relative: the backup and restore scripts load this file through tsx from outside the repository.
import { inputString } from '../validation/text'

/**
 * The site-wide values an admin edits in /cms → Site settings. The environment variables of the
 * same meaning (AGENCY_NAME, CONTACT_EMAIL, BOOKING_URL, PLATFORM_NAME, SECOND_PLATFORM_NAME,
 * GA_MEASUREMENT_ID) are parsed by these very rules and only seed a fresh database.
 */
const noControl = (value: string) => !/[\u0000-\u001f\u007f]/.test(value)

export const settingRules = {
  agencyName: inputString().trim().min(1).max(80).refine(noControl, 'must not contain control characters'),
  contactEmail: z.email().max(254),
  bookingUrl: z.url({ protocol: /^https?$/ }).max(500),
  platformName: inputString().trim().min(1).max(40).refine(noControl, 'must not contain control characters'),
  gaMeasurementId: inputString()
    .regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX')
    .max(40),
  alertWaitMinutes: z.number().int('must be whole minutes').min(1).max(120),
  uptimeProbeMinutes: z.number().int('must be whole minutes').min(1).max(60),
  profileUrl: z.url({ protocol: /^https$/, error: 'must be an https address' }).max(500),
} as const

/** At most this many profiles elsewhere (schema.org sameAs). */
export const MAX_PROFILES = 10

export const siteSettingsSchema = z.object({
  agencyName: settingRules.agencyName,
  contactEmail: settingRules.contactEmail,
  bookingUrl: settingRules.bookingUrl,
  platformName: settingRules.platformName,
  secondPlatformName: settingRules.platformName,
  gaMeasurementId: settingRules.gaMeasurementId.optional(),
  /** The default social-sharing image (absolute or site-relative URL); the built-in one when absent. */
  socialImage: z
    .object({
      url: z.string().min(1),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      alt: z.string(),
    })
    .optional(),
  /** The chat's office hours; absent: the widget shows only whether someone is online. */
  officeHours: z.custom<OfficeHours>().optional(),
  /** Where alert e-mails go: the saved alert address, else the contact e-mail. */
  alertEmail: settingRules.contactEmail,
  alertWaitMinutes: settingRules.alertWaitMinutes,
  /** False: a wait outside office hours (when they are set) alerts nobody. */
  alertOutsideOfficeHours: z.boolean(),
  uptimeProbeMinutes: settingRules.uptimeProbeMinutes,
  /** The agency's profiles on other sites (schema.org sameAs); empty when none are set. */
  profiles: z.array(settingRules.profileUrl).max(MAX_PROFILES),
})

export type SiteSettings = z.infer<typeof siteSettingsSchema>

/** A Payload field `validate` from a zod rule: true when valid, else the first message. */
export function fieldValidator(rule: z.ZodType, { required }: { required: boolean }) {
  return (value: unknown): true | string => {
    if (value === undefined || value === null || value === '') return required ? 'This field is required.' : true
    const result = rule.safeParse(value)
    return result.success ? true : (result.error.issues[0]?.message ?? 'Invalid value')
  }
}
