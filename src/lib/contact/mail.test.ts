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
  it('goes to the sender with the message quoted, the reply-time promise and the booking link, as text and HTML', () => {
    const mail = contactConfirmationMail({ ...message, message: 'First line\nsecond line' }, copy)
    expect(mail.to).toBe('ana@example.com')
    expect(mail.replyTo).toBe('team@agency.test')
    expect(mail.subject).toBe('Velvet Agency received your message')
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('We usually reply within one business day.')
      expect(body).toContain('Book your free 30-minute strategy call.')
      expect(body).toContain('https://cal.example.com/strategy?ref=contact-email')
      expect(body).toContain('You (or someone using this address) sent this message')
      expect(body).toContain('Hello')
    }
    expect(mail.text).toContain('> First line\n> second line')
    expect(mail.html).toContain('First line\nsecond line</blockquote>')
    expect(mail.html).toContain('<a href="https://cal.example.com/strategy?ref=contact-email">')
  })

  it('keeps what the sender typed out of the headers and inert in the HTML', () => {
    const mail = contactConfirmationMail(
      {
        name: '<b>Eve</b>\r\nBcc: x@y.test',
        email: 'eve@example.com\r\nBcc: victim@x.test',
        subject: 'Hi\r\nBcc: a@b.c <img src=x>',
        message: '<script>alert(1)</script> & "quotes"',
      },
      { ...copy, agencyName: 'Velvet\r\nBcc: z@z.test' },
    )
    for (const header of [mail.to, mail.replyTo, mail.subject]) expect(header).not.toMatch(/[\r\n]/)
    expect(mail.subject).toBe('Velvet Bcc: z@z.test received your message')
    expect(mail.subject).not.toContain('Hi')
    expect(mail.html).not.toMatch(/<script>|<img|<b>/)
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;')
    expect(mail.html).toContain('&lt;img src=x&gt;')
    // The text part keeps the message exactly as it was typed.
    expect(mail.text).toContain('> <script>alert(1)</script> & "quotes"')
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
