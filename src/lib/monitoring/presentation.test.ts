import { describe, expect, it } from 'vitest'

import { formatReportDate, pageStatusBadge, severityBadge, statusBadge } from './presentation'

describe('monitoring badges', () => {
  it('maps report statuses as specified, unknown as warning', () => {
    expect(statusBadge('healthy')).toEqual({ variant: 'default', label: 'Healthy', icon: 'check' })
    expect(statusBadge('warning')).toEqual({ variant: 'secondary', label: 'Warning' })
    expect(statusBadge('critical')).toEqual({ variant: 'destructive', label: 'Critical' })
    expect(statusBadge('degraded')).toEqual({ variant: 'secondary', label: 'Warning' })
    expect(statusBadge(undefined)).toEqual({ variant: 'secondary', label: 'Warning' })
  })

  it('maps severities as specified, unknown as medium', () => {
    expect(severityBadge('high')).toEqual({ variant: 'destructive', label: 'High' })
    expect(severityBadge('medium')).toEqual({ variant: 'secondary', label: 'Medium' })
    expect(severityBadge('low')).toEqual({ variant: 'outline', label: 'Low' })
    expect(severityBadge('urgent')).toEqual({ variant: 'secondary', label: 'Medium' })
  })

  it('shows exactly 200 as normal and anything else as destructive', () => {
    expect(pageStatusBadge(200)).toEqual({ variant: 'default', label: '200' })
    expect(pageStatusBadge(201)).toEqual({ variant: 'destructive', label: '201' })
    expect(pageStatusBadge(404)).toEqual({ variant: 'destructive', label: '404' })
    expect(pageStatusBadge(0)).toEqual({ variant: 'destructive', label: 'No answer' })
  })

  it('formats the report date in long date-and-time form (UTC)', () => {
    expect(formatReportDate('2026-11-01T02:00:00.000Z')).toBe('November 1, 2026 at 2:00 AM UTC')
  })
})
