import { describe, expect, it } from 'vitest'

import { cleanUtmValue, referrerOf, utmOf } from './attribution'

const SITE = ['www.example.com', 'localhost:3000']

describe('referrerOf', () => {
  it("gives another site's host name, lower case, without port or path", () => {
    expect(referrerOf('https://www.Google.com/search?q=agency', SITE)).toEqual({
      kind: 'external',
      host: 'www.google.com',
    })
    expect(referrerOf('http://news.example.org:8080/a', SITE)).toEqual({ kind: 'external', host: 'news.example.org' })
  })

  it("calls this site's pages internal, on any of its host names", () => {
    expect(referrerOf('https://www.example.com/blog', SITE)).toEqual({ kind: 'internal' })
    expect(referrerOf('http://localhost:3000/', SITE)).toEqual({ kind: 'internal' })
    expect(referrerOf('http://localhost:4000/', SITE)).toEqual({ kind: 'external', host: 'localhost' })
  })

  it('treats a missing or unreadable Referer as none', () => {
    for (const referer of [
      undefined,
      '',
      'not a url',
      'android-app://com.google.android.gm/',
      'javascript:alert(1)',
      `https://a.example/${'x'.repeat(3_000)}`,
    ]) {
      expect(referrerOf(referer, SITE), String(referer)).toEqual({ kind: 'none' })
    }
  })
})

describe('utmOf', () => {
  it('reads source, medium and campaign', () => {
    expect(utmOf('/?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20launch&utm_term=x')).toEqual({
      source: 'newsletter',
      medium: 'email',
      campaign: 'spring launch',
    })
    expect(utmOf('/blog?utm_campaign=only')).toEqual({ source: '', medium: '', campaign: 'only' })
  })

  it('is undefined without UTM parameters or with empty ones', () => {
    expect(utmOf('/about')).toBeUndefined()
    expect(utmOf('/about?page=2')).toBeUndefined()
    expect(utmOf('/about?utm_source=%20%20')).toBeUndefined()
    expect(utmOf(undefined)).toBeUndefined()
  })

  it('removes control characters, trims and caps each value at 100 characters', () => {
    expect(utmOf('/?utm_source=%00news%0Aletter%7F%20')).toEqual({ source: 'newsletter', medium: '', campaign: '' })
    expect(utmOf(`/?utm_campaign=${'c'.repeat(500)}`)?.campaign).toHaveLength(100)
    expect(cleanUtmValue(' a\u0085b ')).toBe('ab')
    expect(cleanUtmValue(null)).toBe('')
  })

  it('removes the bidirectional controls that would turn the text around where staff read it', () => {
    // U+202E (right-to-left override) as %E2%80%AE, and each embedding, override and isolate control.
    expect(utmOf('/?utm_campaign=spring%E2%80%AEgnirps')?.campaign).toBe('springgnirps')
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069])
      expect(cleanUtmValue(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe('ab')
    // The control: other non-ASCII text is kept.
    expect(cleanUtmValue('été \u05e9\u05dc\u05d5\u05dd')).toBe('été \u05e9\u05dc\u05d5\u05dd')
  })

  it('survives malformed escapes', () => {
    expect(utmOf('/?utm_source=%E0%A4%A&utm_medium=%')).toEqual({
      source: expect.any(String) as string,
      medium: '%',
      campaign: '',
    })
  })
})
