import { describe, expect, it } from 'vitest'

import type { PageAnalysis } from './analyse-html'
import {
  brokenLinkIssue,
  contentIssues,
  duplicateTitleIssues,
  reportStatus,
  responseIssues,
  sortIssues,
  summarize,
} from './classify'

const healthyPage: PageAnalysis = {
  titles: ['About | Agency'],
  description: 'About the agency',
  canonical: 'https://example.com/about',
  jsonLd: { blocks: 2, invalid: 0 },
  imagesWithoutAlt: 0,
  links: [],
}

describe('responseIssues', () => {
  it('reports nothing for a fast 200', () => {
    expect(responseIssues('/', { status: 200, responseTime: 120 }, 10_000)).toEqual([])
  })

  it('flags a status other than 200 as high', () => {
    expect(responseIssues('/x', { status: 500, responseTime: 40 }, 10_000)).toEqual([
      { severity: 'high', page: '/x', message: 'Answered HTTP 500 instead of 200' },
    ])
    expect(responseIssues('/x', { status: 301, responseTime: 40 }, 10_000)[0]?.severity).toBe('high')
  })

  it('flags a timeout and a failed request as high', () => {
    expect(responseIssues('/x', { status: 0, responseTime: 10_000, error: 'timeout' }, 10_000)).toEqual([
      { severity: 'high', page: '/x', message: 'No answer within 10 s' },
    ])
    expect(responseIssues('/x', { status: 0, responseTime: 3, error: 'ECONNREFUSED' }, 10_000)[0]?.message).toBe(
      'Request failed: ECONNREFUSED',
    )
  })

  it('grades slow answers: over 1 s medium, over 3 s high, exactly at the limit fine', () => {
    expect(responseIssues('/', { status: 200, responseTime: 1_000 }, 10_000)).toEqual([])
    expect(responseIssues('/', { status: 200, responseTime: 1_001 }, 10_000)[0]?.severity).toBe('medium')
    expect(responseIssues('/', { status: 200, responseTime: 3_000 }, 10_000)[0]?.severity).toBe('medium')
    expect(responseIssues('/', { status: 200, responseTime: 3_001 }, 10_000)[0]?.severity).toBe('high')
  })

  it('grades against a configured threshold (MONITORING_SLOW_MS) the same way, very slow at three times it', () => {
    expect(responseIssues('/', { status: 200, responseTime: 5_000 }, 30_000, 5_000)).toEqual([])
    expect(responseIssues('/', { status: 200, responseTime: 5_001 }, 30_000, 5_000)).toEqual([
      { severity: 'medium', page: '/', message: 'Slow response: 5001 ms (over 5000 ms)' },
    ])
    expect(responseIssues('/', { status: 200, responseTime: 15_001 }, 30_000, 5_000)).toEqual([
      { severity: 'high', page: '/', message: 'Very slow response: 15001 ms (over 15000 ms)' },
    ])
  })
})

describe('contentIssues', () => {
  it('reports nothing for a complete page', () => {
    expect(contentIssues('/about', healthyPage)).toEqual([])
  })

  it('flags each missing search essential as medium', () => {
    const issues = contentIssues('/p', {
      ...healthyPage,
      titles: [],
      description: null,
      canonical: null,
      jsonLd: { blocks: 0, invalid: 0 },
    })
    expect(issues.map((i) => [i.severity, i.message])).toEqual([
      ['medium', 'Missing page title'],
      ['medium', 'Missing meta description'],
      ['medium', 'Missing canonical link'],
      ['medium', 'Missing structured data (JSON-LD)'],
    ])
  })

  it('flags an empty title, two titles and unparseable JSON-LD', () => {
    expect(contentIssues('/p', { ...healthyPage, titles: [''] })[0]?.message).toBe('Missing page title')
    expect(contentIssues('/p', { ...healthyPage, titles: ['A', 'B'] })[0]?.message).toBe(
      '2 title elements; a page needs exactly one',
    )
    expect(contentIssues('/p', { ...healthyPage, jsonLd: { blocks: 2, invalid: 1 } })).toEqual([
      { severity: 'medium', page: '/p', message: 'A structured data (JSON-LD) block does not parse' },
    ])
  })

  it('flags images without alt text as low', () => {
    expect(contentIssues('/p', { ...healthyPage, imagesWithoutAlt: 3 })).toEqual([
      { severity: 'low', page: '/p', message: '3 images have no alt text' },
    ])
  })
})

describe('duplicateTitleIssues', () => {
  it('flags every page sharing a title and leaves unique titles alone', () => {
    const issues = duplicateTitleIssues(
      new Map([
        ['/a', 'Same'],
        ['/b', 'Same'],
        ['/c', 'Other'],
      ]),
    )
    expect(issues).toEqual([
      { severity: 'medium', page: '/a', message: 'Duplicate title "Same" (also on /b)' },
      { severity: 'medium', page: '/b', message: 'Duplicate title "Same" (also on /a)' },
    ])
  })
})

describe('brokenLinkIssue', () => {
  it('names the target, the answer and where it is linked from', () => {
    expect(brokenLinkIssue('/gone', { status: 404, responseTime: 5 }, ['/a', '/b', '/c'])).toEqual({
      severity: 'high',
      page: '/a',
      message: 'Broken link to /gone (HTTP 404), linked from /a and 2 more pages',
    })
    expect(brokenLinkIssue('/gone', { status: 0, responseTime: 5, error: 'timeout' }, ['/a']).message).toBe(
      'Broken link to /gone (no answer), linked from /a',
    )
  })
})

describe('reportStatus', () => {
  it('is critical with any high issue, warning with any medium one, otherwise healthy', () => {
    expect(reportStatus([])).toBe('healthy')
    expect(reportStatus([{ severity: 'low' }])).toBe('healthy')
    expect(reportStatus([{ severity: 'low' }, { severity: 'medium' }])).toBe('warning')
    expect(reportStatus([{ severity: 'medium' }, { severity: 'high' }])).toBe('critical')
  })
})

describe('sortIssues and summarize', () => {
  it('orders high, medium, low, then by page', () => {
    const sorted = sortIssues([
      { severity: 'low', page: '/a', message: '' },
      { severity: 'high', page: '/z', message: '' },
      { severity: 'medium', page: '/b', message: '' },
      { severity: 'high', page: '/c', message: '' },
    ])
    expect(sorted.map((i) => `${i.severity}${i.page}`)).toEqual(['high/c', 'high/z', 'medium/b', 'low/a'])
  })

  it('writes one sentence with the counts', () => {
    expect(summarize(1, 80, [])).toBe('Checked 1 page with an average response time of 80 ms: no issues found.')
    expect(summarize(20, 143, [{ severity: 'high' }, { severity: 'medium' }, { severity: 'medium' }])).toBe(
      'Checked 20 pages with an average response time of 143 ms: 3 issues found (1 high, 2 medium, 0 low).',
    )
  })
})
