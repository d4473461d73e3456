import { describe, expect, it } from 'vitest'

import { internalPath } from './analyse-html'
import { siteUrl } from './check'
import { redirectIssue } from './classify'

describe('siteUrl', () => {
  const base = 'http://127.0.0.1:3000'

  it('appends a path to the monitored address; a link like /.//host/a stays a path on it', () => {
    const target = internalPath('/.//Evil.example/A', `${base}/blog/post`)!
    expect(target).toBe('//Evil.example/A')
    expect(siteUrl(base, target)?.href).toBe('http://127.0.0.1:3000//Evil.example/A')
    expect(siteUrl(base, '/\\Evil.example')?.host).toBe('127.0.0.1:3000')
    expect(siteUrl('https://example.com/site/', '/about')?.href).toBe('https://example.com/site/about')
  })

  it('refuses whatever would leave the origin', () => {
    for (const path of ['@evil.example/', 'evil.example', '.evil.example/', '', ':80@evil.example/']) {
      expect(siteUrl(base, path), path).toBeUndefined()
    }
  })
})

describe('redirectIssue', () => {
  it('is low within the site, high off it or in a loop, and names the target', () => {
    expect(redirectIssue('/a', [{ status: 308, location: '/b' }])).toEqual({
      severity: 'low',
      page: '/a',
      message: 'Page redirects (HTTP 308) to /b',
    })
    expect(
      redirectIssue(
        '/',
        [
          { status: 301, location: '/b' },
          { status: 308, location: '/c' },
        ],
        { linked: '/a' },
      ).message,
    ).toBe('Link to /a redirects (HTTP 301) to /c in 2 steps')
    expect(
      redirectIssue('/', [{ status: 302, location: 'https://evil.example/' }], { offSite: true, linked: '/x' }),
    ).toEqual({
      severity: 'high',
      page: '/',
      message: 'Link to /x redirects (HTTP 302) to another site, not followed: https://evil.example/',
    })
    expect(redirectIssue('/l', Array(6).fill({ status: 302, location: '/l' }), { tooMany: true }).severity).toBe('high')
  })
})
