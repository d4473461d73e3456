import { describe, expect, it } from 'vitest'

import { contactMail, escapeHtml, headerSafe } from './mail'

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
    const mail = contactMail({ ...message, name: 'Eve\r\nBcc: victim@x.test', subject: 'Hi\nBcc: a@b.c', message: '<script>alert(1)</script>' }, 'team@agency.test')
    expect(mail.subject).toBe('New contact message: Hi Bcc: a@b.c')
    expect(mail.replyTo).not.toMatch(/[\r\n]/)
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(escapeHtml(`"'&`)).toBe('&quot;&#39;&amp;')
    expect(headerSafe('a\u2028b')).toBe('a b')
  })
})
