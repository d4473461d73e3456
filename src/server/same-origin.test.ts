import { describe, expect, it } from 'vitest'

import { isSameOrigin } from './same-origin'

const req = (headers: Record<string, string>) => ({ headers })

describe('isSameOrigin', () => {
  it('is true when the Origin names the Host the request reached, whatever the case', () => {
    expect(isSameOrigin(req({ origin: 'http://localhost:3000', host: 'localhost:3000' }), false)).toBe(true)
    expect(isSameOrigin(req({ origin: 'https://WWW.example.com', host: 'www.example.com' }), false)).toBe(true)
  })

  it('is false for another site, another port, no Origin, an opaque Origin or no Host', () => {
    expect(isSameOrigin(req({ origin: 'https://evil.example', host: 'www.example.com' }), false)).toBe(false)
    expect(isSameOrigin(req({ origin: 'http://localhost:3001', host: 'localhost:3000' }), false)).toBe(false)
    expect(isSameOrigin(req({ host: 'localhost:3000' }), false)).toBe(false)
    expect(isSameOrigin(req({ origin: 'null', host: 'localhost:3000' }), false)).toBe(false)
    expect(isSameOrigin(req({ origin: 'http://localhost:3000' }), false)).toBe(false)
  })

  it('uses the forwarded host only behind a trusted proxy', () => {
    const proxied = req({ origin: 'https://www.example.com', host: 'app:3000', 'x-forwarded-host': 'www.example.com' })
    expect(isSameOrigin(proxied, true)).toBe(true)
    expect(isSameOrigin(proxied, false)).toBe(false)
    expect(isSameOrigin(req({ origin: 'https://evil.example', host: 'evil.example', 'x-forwarded-host': 'www.example.com' }), true)).toBe(false)
  })
})
