import { env } from '@/config/env'
import { currentSettings, settingsFromEnv } from '@/lib/settings/current'
import type { SiteSettings } from '@/lib/settings/schema'

export type AlertSettings = Pick<
  SiteSettings,
  'alertEmail' | 'alertWaitMinutes' | 'alertOutsideOfficeHours' | 'officeHours' | 'agencyName' | 'contactEmail'
>

/** The alert settings this process holds (Site settings as last loaded; the environment's defaults before). */
export function alertSettings(): AlertSettings {
  const { alertEmail, alertWaitMinutes, alertOutsideOfficeHours, officeHours, agencyName, contactEmail } =
    currentSettings() ?? settingsFromEnv(env())
  return { alertEmail, alertWaitMinutes, alertOutsideOfficeHours, officeHours, agencyName, contactEmail }
}
