import { describe, expect, it } from 'vitest'

import { incidentDedupeKey, incidentEvent, incidentMail } from './incident-alerts'

const incident = {
  id: 42,
  target: 'booking' as const,
  openedAt: '2026-11-27T10:00:00.000Z',
  closedAt: null,
  cause: 'HTTP 302: redirected to another host (evil.example)\r\nBcc: x@y.z',
  failedProbes: 2,
}
const site = { to: 'alerts@agency.example', agencyName: 'Velora', siteUrl: 'https://velora.example/' }

describe('incident alerts', () => {
  it('keys each e-mail by incident and change', () => {
    expect(incidentDedupeKey(42, 'opened')).toBe('incident:42:opened')
    expect(incidentDedupeKey(42, 'closed')).toBe('incident:42:closed')
  })

  it('an opened incident: subject on one line, the cause, where to look; no duration yet', () => {
    const mail = incidentMail(incident, 'opened', site)
    expect(mail.to).toBe('alerts@agency.example')
    expect(mail.subject).toBe(
      '[Velora] Incident: Booking page is down: HTTP 302: redirected to another host (evil.example) Bcc: x@y.z',
    )
    expect(mail.subject).not.toMatch(/[\r\n]/)
    expect(mail.text).toContain('Down since: 2026-11-27T10:00:00.000Z')
    expect(mail.text).toContain('https://velora.example/monitoring')
    expect(mail.text).not.toContain('Duration')
    expect(mail.html).toContain('evil.example')
    expect(mail.html).not.toContain('<script')
  })

  it('a closed incident carries when it came back and how long it lasted, in the e-mail and the webhook', () => {
    const closed = { ...incident, closedAt: '2026-11-27T11:05:00.000Z', failedProbes: 13 }
    const mail = incidentMail(closed, 'closed', site)
    expect(mail.subject).toBe('[Velora] Resolved: Booking page is back up after 1 h 5 min')
    expect(mail.text).toContain('Duration: 1 h 5 min')
    expect(incidentEvent(closed, 'closed', site.siteUrl)).toEqual({
      event: 'incident.closed',
      data: {
        incidentId: 42,
        target: 'booking',
        targetLabel: 'Booking page',
        openedAt: '2026-11-27T10:00:00.000Z',
        closedAt: '2026-11-27T11:05:00.000Z',
        durationSeconds: 3900,
        cause: closed.cause,
        failedProbes: 13,
        monitoringUrl: 'https://velora.example/monitoring',
      },
    })
    expect(incidentEvent(incident, 'opened', site.siteUrl)).toMatchObject({
      event: 'incident.opened',
      data: { closedAt: null, durationSeconds: null },
    })
  })
})
