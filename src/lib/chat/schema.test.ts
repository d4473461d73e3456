import { describe, expect, it } from 'vitest'

import { searchSchema, staffReplySchema, visitorSendSchema } from './events/inputs'
import { CHAT_MESSAGES, fieldErrors, identitySchema, messageTextSchema, syncSchema } from './schema'

describe('chat identity', () => {
  it('needs a name and at least one of email or phone, with the specification’s messages', () => {
    const blank = identitySchema.safeParse({ name: '  ', email: '', phone: '' })
    expect(blank.success).toBe(false)
    expect(fieldErrors(blank.error!)).toEqual({
      name: CHAT_MESSAGES.nameRequired,
      contact: CHAT_MESSAGES.contactRequired,
    })
    expect(CHAT_MESSAGES.nameRequired).toBe('Please enter your name')
    expect(CHAT_MESSAGES.contactRequired).toBe('Please enter your email or phone number')
  })

  it('accepts either contact and trims values; empty strings count as missing', () => {
    expect(identitySchema.parse({ name: ' Ava ', email: ' ava@example.com ', phone: '' })).toEqual({
      name: 'Ava',
      email: 'ava@example.com',
      phone: undefined,
    })
    expect(identitySchema.parse({ name: 'Bo', phone: '+44 (0)20 7946 0958' })).toMatchObject({
      phone: '+44 (0)20 7946 0958',
    })
  })

  it('rejects a bad email, a bad phone and a long name', () => {
    expect(fieldErrors(identitySchema.safeParse({ name: 'A', email: 'nope' }).error!)).toEqual({
      email: CHAT_MESSAGES.emailInvalid,
    })
    for (const phone of ['12345', 'call me', '+1 555 010 0000 0000 000']) {
      expect(fieldErrors(identitySchema.safeParse({ name: 'A', phone }).error!), phone).toEqual({
        phone: CHAT_MESSAGES.phoneInvalid,
      })
    }
    expect(fieldErrors(identitySchema.safeParse({ name: 'x'.repeat(101), phone: '5550100000' }).error!)).toEqual({
      name: CHAT_MESSAGES.nameTooLong,
    })
    expect(identitySchema.safeParse({ name: 'A', email: `${'a'.repeat(250)}@b.com` }).success).toBe(false)
  })
})

describe('chat message text', () => {
  it('is 1 to 2000 characters after trimming', () => {
    expect(messageTextSchema.parse('  hi  ')).toBe('hi')
    expect(messageTextSchema.safeParse('   ').success).toBe(false)
    expect(messageTextSchema.safeParse('x'.repeat(2000)).success).toBe(true)
    expect(messageTextSchema.safeParse(`  ${'x'.repeat(2000)}  `).success).toBe(true)
    expect(messageTextSchema.safeParse('x'.repeat(2001)).success).toBe(false)
    expect(messageTextSchema.safeParse(42).success).toBe(false)
  })
})

describe('socket payloads', () => {
  it('need a well-formed client id and positive integer conversation ids', () => {
    expect(
      visitorSendSchema.safeParse({ clientId: '0b7c3f9e-5d1a-4c8e-9f21-3a6b2c1d0e9f', message: 'hi' }).success,
    ).toBe(true)
    for (const clientId of ['short', 'has spaces in it', 'x'.repeat(65), 12345678]) {
      expect(visitorSendSchema.safeParse({ clientId, message: 'hi' }).success, String(clientId)).toBe(false)
    }
    for (const conversationId of [0, -1, 1.5, '1']) {
      expect(
        staffReplySchema.safeParse({ conversationId, clientId: 'abcdefgh', message: 'hi' }).success,
        String(conversationId),
      ).toBe(false)
    }
  })
})

describe('values PostgreSQL cannot take', () => {
  it('drops NUL characters from messages and names before the checks', () => {
    expect(messageTextSchema.parse('he\u0000llo')).toBe('hello')
    expect(messageTextSchema.safeParse(' \u0000 ').success).toBe(false)
    expect(identitySchema.parse({ name: 'A\u0000va', phone: '5550100000' }).name).toBe('Ava')
  })

  it('refuses conversation ids above the integer range and catch-up dates outside the years 2000–9999', () => {
    expect(
      staffReplySchema.safeParse({ conversationId: 2_147_483_647, clientId: 'abcdefgh', message: 'hi' }).success,
    ).toBe(true)
    expect(
      staffReplySchema.safeParse({ conversationId: 2_147_483_648, clientId: 'abcdefgh', message: 'hi' }).success,
    ).toBe(false)
    expect(syncSchema.safeParse({ conversationId: 1, since: '2026-11-25T10:00:00.000Z' }).success).toBe(true)
    for (const since of ['0000-01-01T00:00:00Z', '1999-12-31T23:59:59Z']) {
      expect(syncSchema.safeParse({ conversationId: 1, since }).success, since).toBe(false)
    }
  })
})

describe('staff search', () => {
  it('drops NUL characters, which PostgreSQL text cannot hold, and refuses a query of nothing else', () => {
    expect(searchSchema.parse({ query: 'a\u0000b' })).toEqual({ query: 'ab' })
    expect(searchSchema.safeParse({ query: '\u0000 ' }).success).toBe(false)
  })
})

describe('text from outside', () => {
  it('refuses a lone surrogate in every string a visitor sends, and a name over several lines', () => {
    const identity = { name: 'Ava', email: 'ava@example.com' }
    expect(visitorSendSchema.safeParse({ clientId: 'abcdefgh', message: 'hi \ud800', identity }).success).toBe(false)
    expect(
      visitorSendSchema.safeParse({
        clientId: 'abcdefgh',
        message: 'hi 👋',
        identity: { ...identity, name: 'A\udc00va' },
      }).success,
    ).toBe(false)
    expect(identitySchema.safeParse({ name: 'Ava', phone: '555 0100 000\ud800' }).success).toBe(false)
    expect(searchSchema.safeParse({ query: '\ud800' }).success).toBe(false)
    const forged = identitySchema.safeParse({
      name: 'Ava\n[2026-11-26 21:10 UTC] Support Team:',
      email: 'ava@example.com',
    })
    expect(fieldErrors(forged.error!)).toEqual({ name: CHAT_MESSAGES.nameOneLine })
    expect(identitySchema.parse({ name: ' Ava Lee \n', email: 'ava@example.com' }).name).toBe('Ava Lee')
  })
})
