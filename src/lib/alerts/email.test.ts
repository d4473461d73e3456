import { describe, expect, it } from 'vitest'

import { alertMail, type EmailAlert } from './email'

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 9, minute))
const waiting: EmailAlert = {
  kind: 'visitor-waiting',
  summary: 'Anna has waited 3 min on /pricing',
  link: 'https://site.example/admin/chat?conversation=7',
  at: at(5),
}
const contact: EmailAlert = {
  kind: 'contact-message',
  summary: 'Contact message from Ben',
  link: 'https://site.example/cms/collections/contact-messages/3',
  at: at(1),
}

describe('alertMail', () => {
  it('sends one alert under its own subject, with its link', () => {
    const mail = alertMail([waiting], { to: 'alerts@agency.example', agencyName: 'Agency' })
    expect(mail.to).toBe('alerts@agency.example')
    expect(mail.subject).toBe('[Agency] Anna has waited 3 min on /pricing')
    expect(mail.text).toContain(
      '09:05 UTC  Anna has waited 3 min on /pricing\n        https://site.example/admin/chat?conversation=7',
    )
    expect(mail.html).toContain('<a href="https://site.example/admin/chat?conversation=7">')
  })

  it('puts alerts that arrived together in one digest, counted by kind, oldest first', () => {
    const second = { ...waiting, summary: 'Carla has waited 2 min on /', at: at(9) }
    const mail = alertMail([second, waiting, contact], { to: 'a@b.example', agencyName: 'Agency' })
    expect(mail.subject).toBe('[Agency] 3 alerts: 1 × contact message, 2 × visitor waiting')
    expect(mail.text.indexOf('Ben')).toBeLessThan(mail.text.indexOf('Anna'))
    expect(mail.text.indexOf('Anna')).toBeLessThan(mail.text.indexOf('Carla'))
  })

  it('escapes what visitors typed (their names) and keeps line breaks out of the subject', () => {
    const mail = alertMail([{ ...waiting, summary: '<img src=x onerror=alert(1)>\r\nBcc: x@y.example has waited' }], {
      to: 'a@b.example',
      agencyName: 'Agency',
    })
    expect(mail.html).not.toContain('<img')
    expect(mail.html).toContain('&lt;img')
    expect(mail.subject).not.toMatch(/[\r\n]/)
  })

  it('refuses to build an e-mail of nothing', () => {
    expect(() => alertMail([], { to: 'a@b.example', agencyName: 'Agency' })).toThrow()
  })
})
