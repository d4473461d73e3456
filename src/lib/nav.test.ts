import { describe, expect, it } from 'vitest'

import { isActivePath, normalizePath } from './nav'

describe('isActivePath', () => {
  it('matches Home only exactly', () => {
    expect(isActivePath('/', '/')).toBe(true)
    expect(isActivePath('/', '/about')).toBe(false)
  })

  it('ignores case and trailing slashes and matches sub-paths', () => {
    expect(isActivePath('/services', '/SERVICES/')).toBe(true)
    expect(isActivePath('/services', '/services/marketing')).toBe(true)
    expect(isActivePath('/services', '/Services/Marketing/')).toBe(true)
    expect(isActivePath('/blog', '/blog/some-post?x=1')).toBe(true)
  })

  it('does not match a path that merely starts with the same letters', () => {
    expect(isActivePath('/services', '/servicesx')).toBe(false)
    expect(isActivePath('/faq', '/about')).toBe(false)
  })

  it('normalizes paths', () => {
    expect(normalizePath('/About//')).toBe('/about')
    expect(normalizePath('')).toBe('/')
  })
})
