import { describe, expect, it } from 'vitest'

import { availability, type OfficeHours, officeStatus, roughDuration, spanProblem } from './office-hours'

const weekdays = (opens: string, closes: string) =>
  (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, opens, closes }))
const london: OfficeHours = { timeZone: 'Europe/London', spans: weekdays('09:00', '17:30') }

describe('officeStatus', () => {
  it('is open inside a span and closed at its end', () => {
    expect(officeStatus(london, new Date('2026-11-26T09:00:00Z'))).toEqual({ open: true })
    expect(officeStatus(london, new Date('2026-11-26T17:29:59Z'))).toEqual({ open: true })
    expect(officeStatus(london, new Date('2026-11-26T17:30:00Z'))).toEqual({
      open: false,
      backAt: new Date('2026-11-27T09:00:00Z'),
    })
  })

  it('says when they are back: the same morning, or Monday after a weekend', () => {
    expect(officeStatus(london, new Date('2026-11-26T06:00:00Z'))).toEqual({
      open: false,
      backAt: new Date('2026-11-26T09:00:00Z'),
    })
    expect(officeStatus(london, new Date('2026-11-28T12:00:00Z'))).toEqual({
      open: false,
      backAt: new Date('2026-11-30T09:00:00Z'),
    })
    expect(officeStatus(london, new Date('2026-11-27T18:00:00Z'))).toEqual({
      open: false,
      backAt: new Date('2026-11-30T09:00:00Z'),
    })
  })

  it('counts in the settings’ time zone, daylight saving included', () => {
    const newYork: OfficeHours = { timeZone: 'America/New_York', spans: weekdays('09:00', '17:00') }
    // 13:59 UTC in winter is 08:59 in New York; in summer 14:00 UTC is 10:00.
    expect(officeStatus(newYork, new Date('2026-11-26T13:59:00Z'))).toEqual({
      open: false,
      backAt: new Date('2026-11-26T14:00:00Z'),
    })
    expect(officeStatus(newYork, new Date('2026-07-01T14:00:00Z'))).toEqual({ open: true })
    // Friday evening before the spring change, back on Monday at 09:00 EDT (13:00 UTC).
    expect(officeStatus(newYork, new Date('2026-03-06T23:00:00Z'))).toEqual({
      open: false,
      backAt: new Date('2026-03-09T13:00:00Z'),
    })
  })

  it('takes several spans a day and no hours at all', () => {
    const split: OfficeHours = {
      timeZone: 'UTC',
      spans: [
        { day: 'thu', opens: '09:00', closes: '12:00' },
        { day: 'thu', opens: '13:00', closes: '17:00' },
      ],
    }
    expect(officeStatus(split, new Date('2026-11-26T12:30:00Z'))).toEqual({
      open: false,
      backAt: new Date('2026-11-26T13:00:00Z'),
    })
    expect(officeStatus(split, new Date('2026-11-26T17:00:00Z'))).toEqual({
      open: false,
      backAt: new Date('2026-12-03T09:00:00Z'),
    })
    expect(officeStatus({ timeZone: 'UTC', spans: [] }, new Date())).toEqual({ open: false, backAt: null })
  })
})

describe('spanProblem', () => {
  it('wants HH:MM times that close after they open', () => {
    expect(spanProblem({ opens: '09:00', closes: '17:00' })).toBeNull()
    expect(spanProblem({ opens: '9:00', closes: '17:00' })).toMatch(/HH:MM/)
    expect(spanProblem({ opens: '24:00', closes: '17:00' })).toMatch(/HH:MM/)
    expect(spanProblem({ opens: '17:00', closes: '09:00' })).toMatch(/close after/)
    expect(spanProblem({})).toMatch(/HH:MM/)
  })
})

describe('roughDuration', () => {
  it('reads as a visitor would say it', () => {
    expect(roughDuration(20)).toBe('under a minute')
    expect(roughDuration(60)).toBe('about 1 minute')
    expect(roughDuration(290)).toBe('about 5 minutes')
    expect(roughDuration(3 * 3600)).toBe('about 3 hours')
    expect(roughDuration(3500)).toBe('about 58 minutes')
    expect(roughDuration(5400)).toBe('about 2 hours')
  })
})

describe('availability', () => {
  const closed = { open: false, backAt: null } as const
  const closedUntil = { open: false, backAt: new Date('2026-11-30T09:00:00Z') } as const
  const open = { open: true } as const

  // Every combination of presence (online, nobody, not heard yet) and office hours (open, closed, none set).
  it.each([
    [true, open, 'online'],
    [true, closed, 'online'],
    [true, closedUntil, 'online'],
    [true, null, 'online'],
    [false, open, 'away'],
    [false, closed, 'closed'],
    [false, closedUntil, 'closed'],
    [false, null, 'away'],
    [null, open, 'unknown'],
    [null, closed, 'closed'],
    [null, closedUntil, 'closed'],
    [null, null, 'unknown'],
  ] as const)('staff online %s × office %o → %s', (online, office, expected) => {
    expect(availability(online, office)).toBe(expected)
  })

  it('an agent at the console outside the office hours is online: the widget never says away above their reply', () => {
    expect(availability(true, closedUntil)).toBe('online')
    // The same clock with nobody at the console says when the team is back.
    expect(availability(false, closedUntil)).toBe('closed')
  })
})
