import { describe, expect, it } from 'vitest'

import { isBookingLink, type MessagePart, messageParts } from './links'

const text = (value: string): MessagePart => ({ kind: 'text', text: value })
const link = (value: string, href = value): MessagePart => ({ kind: 'link', text: value, href })

describe('messageParts', () => {
  it('leaves text without links as one text part, and the empty message as none', () => {
    expect(messageParts('Hello, how can we help?')).toEqual([text('Hello, how can we help?')])
    expect(messageParts('')).toEqual([])
  })

  it('cuts out http and https links between the words around them', () => {
    expect(messageParts('See https://example.com/pricing and http://example.org for more')).toEqual([
      text('See '),
      link('https://example.com/pricing'),
      text(' and '),
      link('http://example.org', 'http://example.org/'),
      text(' for more'),
    ])
    expect(messageParts('https://example.com/a?b=1&c=2#d')).toEqual([link('https://example.com/a?b=1&c=2#d')])
    expect(messageParts('HTTPS://Example.COM/Path')).toEqual([
      link('HTTPS://Example.COM/Path', 'https://example.com/Path'),
    ])
  })

  it('keeps the sentence’s punctuation out of the link', () => {
    expect(messageParts('Book here: https://example.com/book.')).toEqual([
      text('Book here: '),
      link('https://example.com/book'),
      text('.'),
    ])
    expect(messageParts('https://example.com/a, https://example.com/b; https://example.com/c!?')).toEqual([
      link('https://example.com/a'),
      text(', '),
      link('https://example.com/b'),
      text('; '),
      link('https://example.com/c'),
      text('!?'),
    ])
    expect(messageParts('(see https://example.com/x)')).toEqual([
      text('(see '),
      link('https://example.com/x'),
      text(')'),
    ])
    expect(messageParts('https://en.wikipedia.org/wiki/Foo_(bar)')).toEqual([
      link('https://en.wikipedia.org/wiki/Foo_(bar)'),
    ])
    expect(messageParts('(https://en.wikipedia.org/wiki/Foo_(bar)).')).toEqual([
      text('('),
      link('https://en.wikipedia.org/wiki/Foo_(bar)'),
      text(').'),
    ])
  })

  it('never links another scheme: javascript:, data:, vbscript:, protocol-relative or bare hosts stay text', () => {
    for (const hostile of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/x',
      'www.example.com',
      'mailto:someone@example.com',
      'file:///etc/passwd',
    ]) {
      expect(messageParts(hostile)).toEqual([text(hostile)])
    }
  })

  it('links only the http(s) address inside a hostile one, never the scheme before it', () => {
    expect(messageParts('javascript:https://example.com')).toEqual([
      text('javascript:'),
      link('https://example.com', 'https://example.com/'),
    ])
  })

  it('leaves HTML as text: a link ends at a quote or an angle bracket', () => {
    const html = '<a href="https://evil.example/x" onclick="steal()">click</a><img src=x onerror=alert(1)>'
    const parts = messageParts(html)
    expect(parts).toEqual([
      text('<a href="'),
      link('https://evil.example/x'),
      text('" onclick="steal()">click</a><img src=x onerror=alert(1)>'),
    ])
    expect(parts.map((part) => part.text).join('')).toBe(html)
    expect(messageParts('<script>location="https://evil.example"</script>')).toEqual([
      text('<script>location="'),
      link('https://evil.example', 'https://evil.example/'),
      text('"</script>'),
    ])
  })

  it('stops a link at invisible characters (bidi overrides, zero-width spaces, NUL)', () => {
    expect(messageParts('https://example.com/\u202Egpj.exe')).toEqual([
      link('https://example.com/', 'https://example.com/'),
      text('\u202Egpj.exe'),
    ])
    expect(messageParts('https://example.com\u200B.evil.example')).toEqual([
      link('https://example.com', 'https://example.com/'),
      text('\u200B.evil.example'),
    ])
    expect(messageParts('https://a.example\u0000b')).toEqual([
      link('https://a.example', 'https://a.example/'),
      text('\u0000b'),
    ])
  })

  it('leaves a scheme without a host, or an address the URL parser refuses, as text', () => {
    for (const broken of ['https://', 'https://.', 'http://:80', 'https://[::1', 'http://exa mple.com']) {
      const parts = messageParts(broken)
      expect(parts.map((part) => part.text).join('')).toBe(broken)
      expect(parts.filter((part) => part.kind === 'link' && !part.href.startsWith('http'))).toEqual([])
    }
    expect(messageParts('https://')).toEqual([text('https://')])
    expect(messageParts('see https://:')).toEqual([text('see https://:')])
  })

  it('splits very long text in one pass and loses no character', () => {
    const words = `${'word '.repeat(20_000)}https://example.com/end`
    const parts = messageParts(words)
    expect(parts).toHaveLength(2)
    expect(parts[1]).toEqual(link('https://example.com/end'))

    const glued = 'https://'.repeat(20_000)
    expect(
      messageParts(glued)
        .map((part) => part.text)
        .join(''),
    ).toBe(glued)

    const many = Array.from({ length: 2_000 }, (_, i) => `https://example.com/${i}`).join(' ')
    const manyParts = messageParts(many)
    expect(manyParts.filter((part) => part.kind === 'link')).toHaveLength(2_000)
    expect(manyParts.map((part) => part.text).join('')).toBe(many)
  })
})

describe('isBookingLink', () => {
  const booking = 'https://calendly.com/velora-creators/strategy-call'

  it('matches the booking page with any query, fragment or a trailing slash', () => {
    expect(isBookingLink(booking, booking)).toBe(true)
    expect(isBookingLink(`${booking}?ref=chat`, booking)).toBe(true)
    expect(isBookingLink(`${booking}/?month=2026-12#top`, booking)).toBe(true)
    expect(isBookingLink('HTTPS://CALENDLY.COM/velora-creators/strategy-call', booking)).toBe(true)
    expect(isBookingLink(booking, `${booking}?ref=chat-away`)).toBe(true)
  })

  it('does not match another page, host, scheme or port, nor something that is no URL', () => {
    expect(isBookingLink('https://calendly.com/velora-creators/other-call', booking)).toBe(false)
    expect(isBookingLink('https://calendly.com/velora-creators/strategy-call-2', booking)).toBe(false)
    expect(isBookingLink('https://calendly.com/velora-creators', booking)).toBe(false)
    expect(isBookingLink('https://calendly.com.evil.example/velora-creators/strategy-call', booking)).toBe(false)
    expect(isBookingLink('http://calendly.com/velora-creators/strategy-call', booking)).toBe(false)
    expect(isBookingLink('https://calendly.com:8443/velora-creators/strategy-call', booking)).toBe(false)
    expect(isBookingLink('not a url', booking)).toBe(false)
    expect(isBookingLink(booking, 'not a url')).toBe(false)
  })
})
