import { describe, expect, it } from 'vitest'

import { deviceIdSchema, pushSubscriptionSchema } from './schema'

const P256DH = `B${'A'.repeat(86)}`
const AUTH = 'abcdefghijklmnopqrstuv'
const valid = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
  expirationTime: null,
  keys: { p256dh: P256DH, auth: AUTH },
}

describe('pushSubscriptionSchema', () => {
  it('takes a browser subscription', () => {
    expect(pushSubscriptionSchema.parse(valid)).toEqual(valid)
    expect(pushSubscriptionSchema.safeParse({ endpoint: valid.endpoint, keys: valid.keys }).success).toBe(true)
  })

  it.each([
    ['an http endpoint', { ...valid, endpoint: 'http://push.example/x' }],
    ['a javascript: endpoint', { ...valid, endpoint: 'javascript:alert(1)' }],
    ['credentials in the endpoint', { ...valid, endpoint: 'https://user:pw@push.example/x' }],
    ['an endpoint over 1000 characters', { ...valid, endpoint: `https://push.example/${'a'.repeat(990)}` }],
    ['a number for the endpoint', { ...valid, endpoint: 5 }],
    ['no keys', { endpoint: valid.endpoint }],
    ['a short p256dh', { ...valid, keys: { p256dh: 'abc', auth: AUTH } }],
    ['a p256dh that is not base64url', { ...valid, keys: { p256dh: `${'+'.repeat(87)}`, auth: AUTH } }],
    ['a long auth', { ...valid, keys: { p256dh: P256DH, auth: 'a'.repeat(200) } }],
    ['extra fields', { ...valid, user: 1 }],
    ['extra keys', { ...valid, keys: { ...valid.keys, extra: 'x' } }],
    ['a lone surrogate', { ...valid, endpoint: 'https://push.example/\ud800' }],
  ])('refuses %s', (_label, input) => {
    expect(pushSubscriptionSchema.safeParse(input).success).toBe(false)
  })
})

describe('deviceIdSchema', () => {
  it('takes positive whole numbers only', () => {
    expect(deviceIdSchema.parse('12')).toBe(12)
    for (const bad of ['0', '-1', '1.5', 'abc', '99999999999', ''])
      expect(deviceIdSchema.safeParse(bad).success).toBe(false)
  })
})
