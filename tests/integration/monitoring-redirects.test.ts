import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkSite } from '../../src/lib/site-audit/check'
import type { CheckOutcome } from '../../src/lib/site-audit/types'
import { htmlPage, redirectTo, startFakeSite } from '../support/fake-site'

/**
 * The check and redirects: it requests the monitored origin only, follows redirects within it by
 * hand, never one to another host, and reports every redirect it met. A second server stands for
 * the other site; it must never see a request.
 */
let site: Awaited<ReturnType<typeof startFakeSite>>
let other: Awaited<ReturnType<typeof startFakeSite>>
let outcome: CheckOutcome

beforeAll(async () => {
  other = await startFakeSite({ '/a': htmlPage('/a'), '/direct': htmlPage('/direct') })
  const otherHost = new URL(other.url).host
  site = await startFakeSite({
    '/': htmlPage('/', {
      links: ['/.//Evil.example/A', '/old', `${other.url}/direct`, `//${otherHost}/direct`, '/loop', '/away', '/new'],
    }),
    // What the site's lower-case redirect used to answer: a protocol-relative Location.
    '//Evil.example/A': redirectTo(`//${otherHost}/a`),
    '/old': redirectTo('/new', 301),
    '/new': htmlPage('/new'),
    '/loop': redirectTo('/loop', 302),
    '/away': redirectTo(`${other.url}/a`, 302),
    '/moved': redirectTo('/new'),
    '/offsite-page': redirectTo(`/\\${otherHost}/a`, 301),
  })
  outcome = await checkSite({
    baseUrl: site.url,
    paths: ['/', '/moved', '/offsite-page', '@' + otherHost + '/a'],
    concurrency: 2,
  })
})

afterAll(async () => {
  await site?.close()
  await other?.close()
})

describe('site check and redirects', () => {
  it('never requests another host, through a link, a redirect or a path', () => {
    expect(other.requests).toEqual([])
    expect(site.requests).toContain('//Evil.example/A')
    expect(site.requests.filter((r) => r === '/loop')).toHaveLength(6)
  })

  it('reports each redirect as what it is, naming its target', () => {
    const otherOrigin = other.url
    const messages = outcome.issues.map((i) => `${i.severity} ${i.page}: ${i.message}`)
    expect(messages).toEqual(
      expect.arrayContaining([
        `high /: Link to //Evil.example/A redirects (HTTP 308) to another site, not followed: ${otherOrigin}/a`,
        `high /: Link to /away redirects (HTTP 302) to another site, not followed: ${otherOrigin}/a`,
        'high /: Link to /loop redirects more than 5 times in a row (last to /loop)',
        'high /: Broken link to /loop (HTTP 302), linked from /',
        'low /: Link to /old redirects (HTTP 301) to /new',
        'low /moved: Page redirects (HTTP 308) to /new',
        'high /offsite-page: Answered HTTP 301 instead of 200',
        `high /offsite-page: Page redirects (HTTP 301) to another site, not followed: ${otherOrigin}/a`,
      ]),
    )
    // Links to the other site itself are not the check's business.
    expect(messages.some((m) => m.includes('/direct'))).toBe(false)
  })

  it('records the answer at the end of a same-site redirect, and refuses a path that names another host', () => {
    expect(outcome.metrics.pages['/moved']!.status).toBe(200)
    expect(outcome.metrics.pages['/offsite-page']!.status).toBe(301)
    const odd = Object.keys(outcome.metrics.pages).find((p) => p.startsWith('@'))!
    expect(outcome.metrics.pages[odd]!.status).toBe(0)
    expect(outcome.issues).toContainEqual({
      severity: 'high',
      page: odd,
      message: 'Request failed: not an address of this site (not requested)',
    })
    expect(outcome.status).toBe('critical')
  })
})
