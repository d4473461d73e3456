import { describe, expect, it } from 'vitest'

import { clientIp } from './client-ip'

const req = (headers: Record<string, string>, remoteAddress = '10.0.0.9') =>
  ({ headers, socket: { remoteAddress } }) as unknown as Parameters<typeof clientIp>[0]

describe('clientIp', () => {
  it('uses the socket address unless a proxy is trusted', () => {
    expect(clientIp(req({ 'x-forwarded-for': '1.2.3.4' }), false)).toBe('10.0.0.9')
    expect(clientIp(req({ 'x-forwarded-for': '1.2.3.4' }), true)).toBe('1.2.3.4')
    expect(clientIp(req({}), true)).toBe('10.0.0.9')
  })

  it('behind a proxy takes the address the proxy appended, not one the client made up', () => {
    expect(clientIp(req({ 'x-forwarded-for': '6.6.6.6, 1.2.3.4' }), true)).toBe('1.2.3.4')
    expect(
      clientIp(req({ 'x-forwarded-for': ['6.6.6.6', '1.2.3.4'] } as unknown as Record<string, string>), true),
    ).toBe('1.2.3.4')
  })
})

describe('clientIp behind several proxies', () => {
  const chain = req({ 'x-forwarded-for': 'made-up, 6.6.6.6, 203.0.113.7, 10.0.0.2' })

  it('takes the entry the outermost trusted proxy appended: N from the end', () => {
    expect(clientIp(chain, 1)).toBe('10.0.0.2')
    expect(clientIp(chain, 2)).toBe('203.0.113.7')
    expect(clientIp(chain, 3)).toBe('6.6.6.6')
    expect(clientIp(chain, 0)).toBe('10.0.0.9')
  })

  it('treats true as one proxy and false as none', () => {
    expect(clientIp(chain, true)).toBe(clientIp(chain, 1))
    expect(clientIp(chain, false)).toBe('10.0.0.9')
  })

  it('with fewer entries than proxies uses the first; junk never becomes the address', () => {
    expect(clientIp(req({ 'x-forwarded-for': '203.0.113.7' }), 3)).toBe('203.0.113.7')
    expect(clientIp(chain, 4)).toBe('10.0.0.9')
    expect(clientIp(req({ 'x-forwarded-for': ' , ,' }), 1)).toBe('10.0.0.9')
    expect(clientIp(req({ 'x-forwarded-for': '<script>' }), 1)).toBe('10.0.0.9')
  })

  it('reads addresses written with a port', () => {
    expect(clientIp(req({ 'x-forwarded-for': '203.0.113.7:4711' }), 1)).toBe('203.0.113.7')
    expect(clientIp(req({ 'x-forwarded-for': '[2001:db8::1]:4711' }), 1)).toBe('2001:db8::1')
    expect(clientIp(req({ 'x-forwarded-for': '2001:db8::1' }), 1)).toBe('2001:db8::1')
  })
})
