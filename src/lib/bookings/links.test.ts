import { describe, expect, it } from 'vitest'

import { bookingHref, mailtoHref } from './links'

describe('bookingHref', () => {
  it('adds ref=hero while keeping existing parameters', () => {
    expect(bookingHref('https://cal.example.com/a?x=1', 'hero')).toBe('https://cal.example.com/a?x=1&ref=hero')
    expect(bookingHref('https://cal.example.com/a')).toBe('https://cal.example.com/a')
  })

  it('builds a mailto link with an encoded subject', () => {
    expect(mailtoHref('a@b.co', 'Strategy Call Inquiry')).toBe('mailto:a@b.co?subject=Strategy%20Call%20Inquiry')
  })
})
