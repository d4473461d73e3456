import { describe, expect, it } from 'vitest'

import type { OfficeHours } from '@/lib/chat/office-hours'

import { alertsAllowed, waitAlertDue, waitCutoff } from './wait-rule'

const weekdays = (opens: string, closes: string) =>
  (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, opens, closes }))
const london: OfficeHours = { timeZone: 'Europe/London', spans: weekdays('09:00', '17:30') }
// A Thursday, inside office hours; and the same evening, outside them.
const THURSDAY_NOON = new Date('2026-11-26T12:00:00Z')
const THURSDAY_NIGHT = new Date('2026-11-26T22:00:00Z')
const minutesBefore = (at: Date, minutes: number) => new Date(at.getTime() - minutes * 60_000)

describe('waitAlertDue', () => {
  const rule = { waitMinutes: 2, officeHours: london, alertOutsideOfficeHours: true }

  it('is due once the wait has lasted the set minutes, not a second earlier', () => {
    expect(
      waitAlertDue({ ...rule, now: THURSDAY_NOON, waitingSince: new Date(THURSDAY_NOON.getTime() - 119_999) }),
    ).toBe(false)
    expect(waitAlertDue({ ...rule, now: THURSDAY_NOON, waitingSince: minutesBefore(THURSDAY_NOON, 2) })).toBe(true)
    expect(waitAlertDue({ ...rule, now: THURSDAY_NOON, waitingSince: minutesBefore(THURSDAY_NOON, 45) })).toBe(true)
  })

  it('follows the set wait', () => {
    expect(
      waitAlertDue({ ...rule, waitMinutes: 10, now: THURSDAY_NOON, waitingSince: minutesBefore(THURSDAY_NOON, 9) }),
    ).toBe(false)
    expect(
      waitAlertDue({ ...rule, waitMinutes: 10, now: THURSDAY_NOON, waitingSince: minutesBefore(THURSDAY_NOON, 10) }),
    ).toBe(true)
  })

  it('alerts outside office hours unless that is switched off', () => {
    const waitingSince = minutesBefore(THURSDAY_NIGHT, 5)
    expect(waitAlertDue({ ...rule, now: THURSDAY_NIGHT, waitingSince })).toBe(true)
    expect(waitAlertDue({ ...rule, alertOutsideOfficeHours: false, now: THURSDAY_NIGHT, waitingSince })).toBe(false)
    expect(
      waitAlertDue({
        ...rule,
        alertOutsideOfficeHours: false,
        now: THURSDAY_NOON,
        waitingSince: minutesBefore(THURSDAY_NOON, 5),
      }),
    ).toBe(true)
  })

  it('alerts at any hour when no office hours are set, whatever the switch', () => {
    const waitingSince = minutesBefore(THURSDAY_NIGHT, 5)
    expect(
      waitAlertDue({
        ...rule,
        officeHours: undefined,
        alertOutsideOfficeHours: false,
        now: THURSDAY_NIGHT,
        waitingSince,
      }),
    ).toBe(true)
    expect(
      waitAlertDue({
        ...rule,
        officeHours: { timeZone: 'UTC', spans: [] },
        alertOutsideOfficeHours: false,
        now: THURSDAY_NIGHT,
        waitingSince,
      }),
    ).toBe(true)
  })
})

describe('alertsAllowed and waitCutoff', () => {
  it('is closed at the weekend with alerts outside hours off', () => {
    expect(alertsAllowed(new Date('2026-11-28T12:00:00Z'), london, false)).toBe(false)
    expect(alertsAllowed(new Date('2026-11-28T12:00:00Z'), london, true)).toBe(true)
  })

  it('puts the cutoff the wait before now', () => {
    expect(waitCutoff(THURSDAY_NOON, 2)).toEqual(new Date('2026-11-26T11:58:00Z'))
  })
})
