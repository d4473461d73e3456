import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { newSalt, utcDay, visitorId } from './visitor'

describe('visitorId', () => {
  const salt = Buffer.alloc(32, 7)
  const UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'

  it('is the first 8 bytes of SHA-256(salt, IP, user agent) as a signed 64-bit integer', () => {
    const digest = createHash('sha256')
      .update(Buffer.concat([salt, Buffer.from(`203.0.113.5\0${UA}`)]))
      .digest()
    expect(visitorId(salt, '203.0.113.5', UA)).toBe(digest.readBigInt64BE(0))
  })

  it('is the same for the same IP and user agent, different for another IP, user agent or salt', () => {
    const id = visitorId(salt, '203.0.113.5', UA)
    expect(visitorId(salt, '203.0.113.5', UA)).toBe(id)
    expect(visitorId(salt, '203.0.113.6', UA)).not.toBe(id)
    expect(visitorId(salt, '203.0.113.5', `${UA} Edg/131`)).not.toBe(id)
    expect(visitorId(Buffer.alloc(32, 8), '203.0.113.5', UA)).not.toBe(id)
  })

  it('fits PostgreSQL bigint', () => {
    for (let i = 0; i < 50; i++) {
      const id = visitorId(newSalt(), `198.51.100.${i}`, UA)
      expect(id >= -(2n ** 63n) && id < 2n ** 63n).toBe(true)
    }
  })
})

describe('newSalt', () => {
  it('is 32 random bytes', () => {
    expect(newSalt()).toHaveLength(32)
    expect(newSalt().equals(newSalt())).toBe(false)
  })
})

describe('utcDay', () => {
  it('is the UTC date', () => {
    expect(utcDay(Date.UTC(2026, 10, 27, 23, 59, 59))).toBe('2026-11-27')
    expect(utcDay(Date.UTC(2026, 10, 28, 0, 0, 0))).toBe('2026-11-28')
  })
})
