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
    expect(clientIp(req({ 'x-forwarded-for': ['6.6.6.6', '1.2.3.4'] } as unknown as Record<string, string>), true)).toBe('1.2.3.4')
  })
})
