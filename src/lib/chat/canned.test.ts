import { describe, expect, it } from 'vitest'

import { type CannedReplyView, fillCanned, matchCanned, slashQuery, unknownPlaceholders } from './canned'

const values = {
  'booking link': 'https://cal.example.com/agency?ref=chat',
  'visitor name': 'Ana',
  'agent name': 'Maya',
}

describe('fillCanned', () => {
  it('fills every placeholder, whatever its case or inner spaces, and leaves other braces alone', () => {
    expect(fillCanned('Hi {visitor name}, {Agent Name} here. Book: { booking link } {price}', values)).toBe(
      'Hi Ana, Maya here. Book: https://cal.example.com/agency?ref=chat {price}',
    )
  })
})

describe('unknownPlaceholders', () => {
  it('names each unknown placeholder once and accepts the known ones', () => {
    expect(unknownPlaceholders('Hi {visitor name} {first name} {first name} {booking link}')).toEqual(['first name'])
    expect(unknownPlaceholders('no braces at all')).toEqual([])
  })
})

describe('slashQuery', () => {
  it('opens on a leading slash alone on one line, with what follows as the query', () => {
    expect(slashQuery('/')).toBe('')
    expect(slashQuery('/Book')).toBe('book')
    expect(slashQuery('hello /book')).toBeNull()
    expect(slashQuery('/book\nmore')).toBeNull()
    expect(slashQuery('')).toBeNull()
  })
})

describe('matchCanned', () => {
  const replies: CannedReplyView[] = [
    { id: 1, title: 'Pricing', text: 'Our fee is a share of revenue; we explain it on a call.' },
    { id: 2, title: 'Book a call', text: 'Pick a time here: {booking link}' },
    { id: 3, title: 'Welcome', text: 'Hi {visitor name}! How can we help?' },
  ]
  it('lists every reply for an empty query, titles starting with the query first, then any that contain it', () => {
    expect(matchCanned(replies, '').map((r) => r.id)).toEqual([1, 2, 3])
    expect(matchCanned(replies, 'b').map((r) => r.id)).toEqual([2])
    expect(matchCanned(replies, 'help').map((r) => r.id)).toEqual([3])
    expect(matchCanned(replies, 'call').map((r) => r.id)).toEqual([2, 1])
    expect(matchCanned(replies, 'zzz')).toEqual([])
  })
})
