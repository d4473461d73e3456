import { describe, expect, it } from 'vitest'

import { formatReportDate, pageCheckLines, pageStatusBadge, severityBadge, statusBadge } from './presentation'

describe('monitoring badges', () => {
  it('maps report statuses as specified, unknown as warning', () => {
    expect(statusBadge('healthy')).toEqual({ variant: 'default', label: 'Healthy', icon: 'check' })
    expect(statusBadge('warning')).toEqual({ variant: 'secondary', label: 'Warning' })
    expect(statusBadge('critical')).toEqual({ variant: 'destructive', label: 'Critical' })
    expect(statusBadge('degraded')).toEqual({ variant: 'secondary', label: 'Warning' })
    expect(statusBadge(undefined)).toEqual({ variant: 'secondary', label: 'Warning' })
  })

  it('maps severities as specified, unknown as medium', () => {
    expect(severityBadge('high')).toEqual({ variant: 'destructive', label: 'High' })
    expect(severityBadge('medium')).toEqual({ variant: 'secondary', label: 'Medium' })
    expect(severityBadge('low')).toEqual({ variant: 'outline', label: 'Low' })
    expect(severityBadge('urgent')).toEqual({ variant: 'secondary', label: 'Medium' })
  })

  it('shows exactly 200 as normal and anything else as destructive', () => {
    expect(pageStatusBadge(200)).toEqual({ variant: 'default', label: '200' })
    expect(pageStatusBadge(201)).toEqual({ variant: 'destructive', label: '201' })
    expect(pageStatusBadge(404)).toEqual({ variant: 'destructive', label: '404' })
    expect(pageStatusBadge(0)).toEqual({ variant: 'destructive', label: 'No answer' })
  })

  it('formats the report date in long date-and-time form (UTC)', () => {
    expect(formatReportDate('2026-11-01T02:00:00.000Z')).toBe('November 1, 2026 at 2:00 AM UTC')
  })
})

describe('page details', () => {
  const copy = {
    title: 'Title',
    description: 'Description',
    canonical: 'Canonical',
    jsonLd: 'JSON-LD',
    links: 'Links',
    images: 'Images',
    missing: 'Missing',
    titleCount: '{count} titles',
    jsonLdBlocks: '{count} blocks',
    jsonLdInvalid: '{invalid} of {count} bad',
    linksAllFine: '{count} fine',
    linksBroken: '{count} links; {broken} broken: {targets}',
    imagesFine: 'alt ok',
    imagesMissingAlt: '{count} no alt',
    sitemap: '{count} URLs',
    notRead: 'not read',
    notHtml: 'not html',
    pageIssues: 'Issues',
  }

  it('says what was checked on a page and which checks failed', () => {
    const lines = pageCheckLines(
      {
        status: 200,
        responseTime: 10,
        checks: {
          title: 'Home',
          titles: 1,
          description: null,
          canonical: 'https://example.com/',
          jsonLd: { blocks: 2, invalid: 1 },
          imagesWithoutAlt: 0,
          linksFollowed: 5,
          brokenLinks: ['/gone'],
        },
      },
      copy,
    )
    expect(lines).toEqual([
      { label: 'Title', detail: '“Home”', ok: true },
      { label: 'Description', detail: 'Missing', ok: false },
      { label: 'Canonical', detail: 'https://example.com/', ok: true },
      { label: 'JSON-LD', detail: '1 of 2 bad', ok: false },
      { label: 'Links', detail: '5 links; 1 broken: /gone', ok: false },
      { label: 'Images', detail: 'alt ok', ok: true },
    ])
  })

  it('explains pages without checks', () => {
    expect(pageCheckLines({ status: 500, responseTime: 1 }, copy)).toBe('not read')
    expect(pageCheckLines({ status: 200, responseTime: 1 }, copy)).toBe('not html')
    expect(pageCheckLines({ status: 200, responseTime: 1, sitemapUrls: 12 }, copy)).toBe('12 URLs')
    expect(pageCheckLines(undefined, copy)).toBe('not read')
  })
})
