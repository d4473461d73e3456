import { describe, expect, it } from 'vitest'

import { ILL_FORMED_TEXT } from '@/lib/validation/text'

import { validateContact } from './schema'

const valid = { name: 'Ana', email: 'ana@example.com', subject: 'Hello', message: 'I would like to talk.' }
const errorsOf = (input: Record<string, unknown>) => {
  const result = validateContact({ ...valid, ...input })
  return result.ok ? {} : result.errors
}

describe('contact schema', () => {
  it('accepts valid input and trims every value', () => {
    const result = validateContact({
      name: '  Ana ',
      email: ' ana@example.com ',
      subject: ' Hi ',
      message: '  0123456789  ',
    })
    expect(result).toEqual({
      ok: true,
      data: { name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: '0123456789' },
    })
  })

  it('a missing or non-text field gets the field’s own message, as an empty one does', () => {
    expect(validateContact({})).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        email: 'Please enter a valid email address',
        subject: 'Subject is required',
        message: 'Message must be at least 10 characters',
      },
    })
    expect(errorsOf({ name: 42 }).name).toBe('Name is required')
  })

  it('name: required, at most 100 characters', () => {
    expect(errorsOf({ name: '' }).name).toBe('Name is required')
    expect(errorsOf({ name: '   ' }).name).toBe('Name is required')
    expect(errorsOf({ name: 'a'.repeat(100) }).name).toBeUndefined()
    expect(errorsOf({ name: 'a'.repeat(101) }).name).toBe('Name must be less than 100 characters')
  })

  it('email: valid address, at most 255 characters', () => {
    expect(errorsOf({ email: 'not-an-email' }).email).toBe('Please enter a valid email address')
    expect(errorsOf({ email: '' }).email).toBe('Please enter a valid email address')
    const local = 'a'.repeat(64)
    const long = `${local}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.com`
    expect(long.length).toBe(256)
    expect(errorsOf({ email: long }).email).toBe('Email must be less than 255 characters')
  })

  it('subject: required, at most 200 characters', () => {
    expect(errorsOf({ subject: ' ' }).subject).toBe('Subject is required')
    expect(errorsOf({ subject: 's'.repeat(200) }).subject).toBeUndefined()
    expect(errorsOf({ subject: 's'.repeat(201) }).subject).toBe('Subject must be less than 200 characters')
  })

  it('message: 10 to 2000 characters after trimming', () => {
    expect(errorsOf({ message: '123456789' }).message).toBe('Message must be at least 10 characters')
    expect(errorsOf({ message: '   123456789   ' }).message).toBe('Message must be at least 10 characters')
    expect(errorsOf({ message: '1234567890' }).message).toBeUndefined()
    expect(errorsOf({ message: 'm'.repeat(2000) }).message).toBeUndefined()
    expect(errorsOf({ message: 'm'.repeat(2001) }).message).toBe('Message must be less than 2000 characters')
  })

  it('refuses a lone surrogate in any field', () => {
    expect(errorsOf({ name: 'Ava\ud800' }).name).toBe(ILL_FORMED_TEXT)
    expect(errorsOf({ subject: '\udc00 hello' }).subject).toBe(ILL_FORMED_TEXT)
    expect(errorsOf({ message: 'a long enough message \ud83d' }).message).toBe(ILL_FORMED_TEXT)
  })

  it('keeps a first touch that passes, and drops one that does not without refusing the message', () => {
    const firstTouch = {
      landingPage: '/blog/launch',
      referrerHost: 'News.Example',
      utmSource: 'news',
      utmMedium: null,
      utmCampaign: ' launch ',
    }
    expect(validateContact({ ...valid, firstTouch })).toEqual({
      ok: true,
      data: {
        ...valid,
        firstTouch: {
          landingPage: '/blog/launch',
          referrerHost: 'news.example',
          utmSource: 'news',
          utmMedium: null,
          utmCampaign: 'launch',
        },
      },
    })
    for (const bad of [
      { landingPage: 'https://evil.example/' },
      { utmSource: 'x'.repeat(101) },
      { extra: 1 },
      'news',
    ]) {
      const result = validateContact({ ...valid, firstTouch: bad })
      expect(result.ok && result.data.firstTouch, JSON.stringify(bad)).toBeUndefined()
    }
  })

  it('reports every invalid field at once', () => {
    expect(Object.keys(errorsOf({ name: '', email: 'x', subject: '', message: '' }))).toEqual([
      'name',
      'email',
      'subject',
      'message',
    ])
  })
})
