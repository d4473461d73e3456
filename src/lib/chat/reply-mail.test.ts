import { describe, expect, it } from 'vitest'

import { replyMail } from './reply-mail'

const site = { agencyName: 'Velora Creator Management', siteUrl: 'https://example.com' }

describe('continuity e-mail', () => {
  it('quotes every unseen reply, escapes HTML and keeps headers on one line', () => {
    const mail = replyMail(
      { visitorName: 'Ava', visitorEmail: 'ava@example.com\r\nBcc: x@evil.test' },
      [{ message: 'Hi <b>Ava</b>' }, { message: 'Line 1\nLine 2' }],
      site,
    )
    expect(mail.to).not.toMatch(/[\r\n]/)
    expect(mail.subject).toBe('Velora Creator Management replied to your chat')
    expect(mail.text).toContain('Here are the replies:')
    expect(mail.text).toContain('> Line 1\n> Line 2')
    expect(mail.html).toContain('Hi &lt;b&gt;Ava&lt;/b&gt;')
    expect(mail.html).not.toContain('<b>Ava</b>')
  })

  it('speaks of one reply in the singular', () => {
    expect(replyMail({ visitorName: '', visitorEmail: 'a@b.co' }, [{ message: 'x' }], site).text).toMatch(
      /^Hi there,[\s\S]*Here is the reply:/,
    )
  })
})
