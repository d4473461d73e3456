import { env } from '@/config/env'
import type { SiteSettings } from '@/lib/settings/schema'
import { currentSettings, settingsFromEnv } from '@/lib/settings/store'

export type AlertSettings = Pick<SiteSettings, 'alertEmail' | 'alertWaitMinutes' | 'alertOutsideOfficeHours' | 'officeHours' | 'agencyName' | 'contactEmail'>

/** The alert settings this process holds (Site settings as last loaded; the environment's defaults before). */
export function alertSettings(): AlertSettings {
  const { alertEmail, alertWaitMinutes, alertOutsideOfficeHours, officeHours, agencyName, contactEmail } = currentSettings() ?? settingsFromEnv(env())
  return { alertEmail, alertWaitMinutes, alertOutsideOfficeHours, officeHours, agencyName, contactEmail }
}
