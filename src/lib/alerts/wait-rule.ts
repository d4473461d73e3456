import { type OfficeHours, officeStatus } from '@/lib/chat/office-hours'

export type WaitRule = {
  /** When the first visitor message still without a staff reply was stored. */
  waitingSince: Date
  now: Date
  waitMinutes: number
  officeHours: OfficeHours | null | undefined
  alertOutsideOfficeHours: boolean
}

/** Whether anyone may be alerted now: always, unless alerts outside office hours are off and it is outside them. */
export function alertsAllowed(
  now: Date,
  officeHours: OfficeHours | null | undefined,
  alertOutsideOfficeHours: boolean,
): boolean {
  if (alertOutsideOfficeHours || !officeHours || officeHours.spans.length === 0) return true
  return officeStatus(officeHours, now).open
}

/** A visitor's wait is due an alert once it has lasted `waitMinutes`, and alerts are allowed now. */
export function waitAlertDue({
  waitingSince,
  now,
  waitMinutes,
  officeHours,
  alertOutsideOfficeHours,
}: WaitRule): boolean {
  if (now.getTime() - waitingSince.getTime() < waitMinutes * 60_000) return false
  return alertsAllowed(now, officeHours, alertOutsideOfficeHours)
}

/** The moment before which a first unanswered message has waited long enough. */
export const waitCutoff = (now: Date, waitMinutes: number) => new Date(now.getTime() - waitMinutes * 60_000)
