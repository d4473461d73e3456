import { describe, expect, it } from 'vitest'

import { incidentDedupeKey, incidentEvent, incidentMail, incidentsMail } from './incident-alerts'

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

  it('the incidents of one run share one e-mail: every target named in the subject, one block each', () => {
    const home = { ...incident, id: 40, target: 'home' as const, cause: 'connect ECONNREFUSED 10.0.0.1:443' }
    const health = { ...incident, id: 41, target: 'health' as const, cause: 'HTTP 503' }
    const mail = incidentsMail([home, health, incident], 'opened', site)
    expect(mail.subject).toBe(
      '[Velora] Incident: 3 targets are down: Home page, Health check (/api/health), Booking page',
    )
    expect(mail.summary).toBe('3 targets are down: Home page, Health check (/api/health), Booking page')
    expect(mail.text.match(/^What: /gm)).toHaveLength(3)
    expect(mail.text).toContain(
      'What: Health check (/api/health)\nDown since: 2026-11-27T10:00:00.000Z\nCause: HTTP 503',
    )
    expect(mail.text.match(/https:\/\/velora\.example\/monitoring/g)).toHaveLength(1)
    expect(mail.html.match(/<table>/g)).toHaveLength(3)
    const closed = incidentsMail(
      [home, health].map((i) => ({ ...i, closedAt: '2026-11-27T10:20:00.000Z' })),
      'closed',
      site,
    )
    expect(closed.subject).toBe('[Velora] Resolved: 2 targets are back up: Home page, Health check (/api/health)')
    expect(closed.text.match(/Duration: 20 min/g)).toHaveLength(2)
    expect(() => incidentsMail([], 'opened', site)).toThrow()
  })
})
