import { describe, expect, it } from 'vitest'

import { loginPathFor, staffReturnPath } from './staff-paths'

describe('staff return paths', () => {
  it('returns to a known staff page and nowhere else', () => {
    expect(staffReturnPath('/monitoring')).toBe('/monitoring')
    expect(staffReturnPath('/admin/chat')).toBe('/admin/chat')
    expect(staffReturnPath('https://evil.example/')).toBe('/admin/chat')
    expect(staffReturnPath('//evil.example')).toBe('/admin/chat')
    expect(staffReturnPath(['/monitoring'])).toBe('/admin/chat')
    expect(staffReturnPath(undefined)).toBe('/admin/chat')
  })

  it('names the page to return to in the login link', () => {
    expect(loginPathFor('/monitoring')).toBe('/admin/login?next=%2Fmonitoring')
    expect(loginPathFor('/admin/chat')).toBe('/admin/login')
  })
})
