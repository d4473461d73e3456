import { describe, expect, it } from 'vitest'

import { confirmationLimitKey, contactConfirmationMail, contactMail, escapeHtml, headerSafe } from './mail'

const message = { name: 'Ana', email: 'ana@example.com', subject: 'Hello', message: 'Hi there, let us talk.' }

describe('contact mail', () => {
  it('goes to the agency with the visitor as Reply-To', () => {
    const mail = contactMail(message, 'team@agency.test')
    expect(mail.to).toBe('team@agency.test')
    expect(mail.replyTo).toBe('"Ana" <ana@example.com>')
    expect(mail.subject).toBe('New contact message: Hello')
    expect(mail.text).toContain('Hi there, let us talk.')
  })

  it('escapes HTML and strips line breaks from header values', () => {
    const mail = contactMail(
      {
        ...message,
        name: 'Eve\r\nBcc: victim@x.test',
        subject: 'Hi\nBcc: a@b.c',
        message: '<script>alert(1)</script>',
      },
      'team@agency.test',
    )
    expect(mail.subject).toBe('New contact message: Hi Bcc: a@b.c')
    expect(mail.replyTo).not.toMatch(/[\r\n]/)
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(escapeHtml(`"'&`)).toBe('&quot;&#39;&amp;')
    expect(headerSafe('a\u2028b')).toBe('a b')
  })
})

const copy = {
  agencyName: 'Velvet Agency',
  agencyEmail: 'team@agency.test',
  siteUrl: 'https://agency.test',
  bookingLink: 'https://cal.example.com/strategy?ref=contact-email',
  replyTime: 'We usually reply within one business day.',
  book: 'Rather talk it through now? Book your free 30-minute strategy call.',
}

describe('contact confirmation mail', () => {
  it('goes to the sender with the reply-time promise and the booking link, as text and HTML', () => {
    const mail = contactConfirmationMail(message, copy)
    expect(mail.to).toBe('ana@example.com')
    expect(mail.replyTo).toBe('team@agency.test')
    expect(mail.subject).toBe('Velvet Agency received your message')
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Thank you for contacting Velvet Agency: your message has reached us.')
      expect(body).toContain('We usually reply within one business day.')
      expect(body).toContain('Book your free 30-minute strategy call.')
      expect(body).toContain('https://cal.example.com/strategy?ref=contact-email')
      expect(body).toContain('You (or someone using this address) sent a message')
    }
    expect(mail.html).toContain('<a href="https://cal.example.com/strategy?ref=contact-email">')
  })

  it('carries nothing the sender typed: no name, subject, message or link of theirs, so it relays nobody’s words', () => {
    // As found: five addresses per IP per ten minutes each got a stranger's text and links from the agency's domain.
    const typed = {
      name: 'Claim your prize at https://evil.example',
      email: 'victim@example.com',
      subject: 'Urgent: verify at http://phish.example',
      message: 'Your account is locked. <a href="https://phish.example">Log in</a> www.phish.example',
    }
    const mail = contactConfirmationMail(typed, copy)
    const everything = [mail.to, mail.replyTo, mail.subject, mail.text, mail.html].join('\n')
    expect(everything).not.toMatch(/prize|evil|Urgent|phish|locked|Log in/)
    // The control: the only links are the agency's own (the site and the booking page).
    const hosts = [...everything.matchAll(/https?:\/\/([^\s"<>/]+)/g)].map((m) => m[1]!.replace(/\.$/, ''))
    expect(new Set(hosts)).toEqual(new Set(['cal.example.com', 'agency.test']))
  })

  it('keeps the agency name out of header breaks', () => {
    const mail = contactConfirmationMail(
      { email: 'eve@example.com\r\nBcc: victim@x.test' },
      { ...copy, agencyName: 'Velvet\r\nBcc: z@z.test' },
    )
    for (const header of [mail.to, mail.replyTo, mail.subject]) expect(header).not.toMatch(/[\r\n]/)
    expect(mail.subject).toBe('Velvet Bcc: z@z.test received your message')
  })
})

describe('confirmationLimitKey', () => {
  it('counts the spellings of one inbox together', () => {
    expect(confirmationLimitKey('Ana@Example.com')).toBe('ana@example.com')
    expect(confirmationLimitKey('ana+1@example.com')).toBe('ana@example.com')
    expect(confirmationLimitKey('a.n.a+x@googlemail.com')).toBe('ana@gmail.com')
    expect(confirmationLimitKey('A.na@GMAIL.com')).toBe('ana@gmail.com')
  })

  it('keeps other addresses apart', () => {
    expect(confirmationLimitKey('a.na@example.com')).toBe('a.na@example.com')
    expect(confirmationLimitKey('ana@example.org')).not.toBe(confirmationLimitKey('ana@example.com'))
    expect(confirmationLimitKey('+tag@example.com')).toBe('+tag@example.com')
  })
})
