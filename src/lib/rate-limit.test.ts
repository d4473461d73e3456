import type { Pool } from 'pg'
import { describe, expect, it, vi } from 'vitest'

import { postgresRateLimiter, rateLimitKeyForIp } from './rate-limit'

describe('rateLimitKeyForIp', () => {
  it('counts an IPv6 client per /64, however the address is written', () => {
    const key = '2001:db8:85a3:8d3::/64'
    for (const ip of [
      '2001:db8:85a3:8d3::1',
      '2001:0db8:85a3:08d3:ffff:ffff:ffff:ffff',
      '2001:DB8:85A3:8D3:1:2:3:4',
      '2001:db8:85a3:8d3::7%eth0',
    ]) {
      expect(rateLimitKeyForIp(ip), ip).toBe(key)
    }
    expect(rateLimitKeyForIp('2001:db8:85a3:8d4::1')).toBe('2001:db8:85a3:8d4::/64')
    expect(rateLimitKeyForIp('::1')).toBe('0:0:0:0::/64')
    expect(rateLimitKeyForIp('2001:db8::')).toBe('2001:db8:0:0::/64')
  })

  it('reads IPv4-mapped IPv6 as the IPv4 address, and keeps IPv4 as it is', () => {
    expect(rateLimitKeyForIp('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(rateLimitKeyForIp('::FFFF:cb00:7107')).toBe('203.0.113.7')
    expect(rateLimitKeyForIp('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(rateLimitKeyForIp('203.0.113.7')).toBe('203.0.113.7')
    // Not mapped: an ordinary IPv6 network that happens to end in an IPv4 form.
    expect(rateLimitKeyForIp('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64')
  })

  it('keeps anything that is not an address as given', () => {
    for (const value of ['unknown', '', 'visitor-123', '2001:db8::g', '1.2.3.4.5'])
      expect(rateLimitKeyForIp(value)).toBe(value)
  })
})

describe('postgresRateLimiter when its table cannot be read', () => {
  const unavailable = {
    query: () => Promise.reject(new Error('Connection terminated unexpectedly')),
  } as unknown as Pool

  it('lets the request through by default, and refuses it when asked to', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const options = { keyPrefix: 'test', points: 1, durationSeconds: 3600 }
      expect(await postgresRateLimiter(unavailable, options).consume('a@example.com')).toEqual({ allowed: true })
      expect(
        await postgresRateLimiter(unavailable, { ...options, refuseOnStorageError: true }).consume('a@example.com'),
      ).toEqual({ allowed: false, retryAfterSeconds: 3600 })
    } finally {
      quiet.mockRestore()
    }
  })
})
