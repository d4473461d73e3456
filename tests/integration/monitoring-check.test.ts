import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PUBLIC_ROUTES } from '../../src/lib/seo/routes'
import { MONITORING_CRON, MONITORING_QUEUE, SITE_MONITORING_TASK } from '../../src/lib/site-audit/constants'
import type { MonitoringIssue, MonitoringMetrics } from '../../src/lib/site-audit/types'
import { type FakePage, htmlPage, startFakeSite } from '../support/fake-site'
import { bootPayload, type TestPayload } from '../support/payload'
import { startTcpProxy } from '../support/tcp-proxy'

/**
 * The monthly check, run by Payload's job queue on a real database against a small site with one
 * fault of each kind: a 500, a slow page, a missing description, a broken link, invalid JSON-LD,
 * an image without alt text and a sitemap URL that is gone.
 *
 * The slow threshold is 4 s here (MONITORING_SLOW_MS) and the slow page answers after 4.3 s: a page
 * held back that long is always over it, and the others have seconds to spare on a busy machine.
 */
const SLOW_MS = 4_000
const SLOW_PAGE_DELAY_MS = 4_300

/** The site's pages, set per test: with one fault of each kind, or all healthy. */
const pages: Record<string, FakePage> = {}

function serveFaultySite() {
  for (const key of Object.keys(pages)) delete pages[key]
  for (const { path } of PUBLIC_ROUTES)
    pages[path] = htmlPage(path, { links: ['/', '/blog', 'https://calendly.com/x', 'mailto:hi@example.com'] })
  pages['/about'] = { ...htmlPage('/about'), status: 500 }
  pages['/services'] = { ...htmlPage('/services'), delayMs: SLOW_PAGE_DELAY_MS }
  pages['/faq'] = htmlPage('/faq', { description: null })
  pages['/contact'] = htmlPage('/contact', { links: ['/', '/missing-page#form'] })
  pages['/cookie-policy'] = htmlPage('/cookie-policy', { jsonLd: '{"@type": "WebPage",' })
  pages['/terms-of-service'] = htmlPage('/terms-of-service', {
    images: ['<img src="/sig.png">', '<img src="/deco.png" alt="">'],
  })
  pages['/sitemap.xml'] = {
    contentType: 'application/xml',
    body: `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${[
      ...PUBLIC_ROUTES.map((r) => r.path).filter((p) => p !== '/about'),
      '/old-page',
    ]
      .map((p) => `<url><loc>https://example.com${p}</loc></url>`)
      .join('')}</urlset>`,
  }
  pages['/robots.txt'] = { contentType: 'text/plain', body: 'User-agent: *\nAllow: /\n' }
}

function serveHealthySite() {
  for (const key of Object.keys(pages)) delete pages[key]
  for (const { path } of PUBLIC_ROUTES) pages[path] = htmlPage(path)
  pages['/sitemap.xml'] = { contentType: 'application/xml', body: '<urlset></urlset>' }
  pages['/robots.txt'] = { contentType: 'text/plain', body: 'User-agent: *\nAllow: /\n' }
}

let site: Awaited<ReturnType<typeof startFakeSite>>
// The check reaches the site through a proxy, so a test can make it stop answering.
let proxy: Awaited<ReturnType<typeof startTcpProxy>>
let test: TestPayload
let payload: Payload

beforeAll(async () => {
  site = await startFakeSite(pages)
  proxy = await startTcpProxy(Number(new URL(site.url).port))
  test = await bootPayload('monitoring_check', {
    MONITORING_BASE_URL: `http://127.0.0.1:${proxy.port}`,
    MONITORING_SLOW_MS: String(SLOW_MS),
  })
  payload = test.payload
})

afterAll(async () => {
  await test?.close()
  await proxy?.cut()
  await site?.close()
})

/** The next `0 2 1 * *` after `from`, in UTC. */
function nextFirstOfMonth(from: Date): Date {
  const candidate = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1, 2, 0, 0))
  return candidate > from ? candidate : new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1, 2, 0, 0))
}

const monitoringJobs = () =>
  payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: SITE_MONITORING_TASK } },
    overrideAccess: true,
  })

const reportCount = async () =>
  (await payload.count({ collection: 'site-monitoring-reports', overrideAccess: true })).totalDocs

/** No monitoring job queued: what a test that queues one starts from. */
async function noMonitoringJobs() {
  await payload.delete({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: SITE_MONITORING_TASK } },
    overrideAccess: true,
  })
}

describe('monthly site check (job queue)', () => {
  it('is scheduled at 02:00 UTC on the 1st of the month, and a due schedule queues exactly one job', async () => {
    const task = payload.config.jobs.tasks?.find((t) => t.slug === SITE_MONITORING_TASK)
    expect(task?.schedule).toEqual([{ cron: MONITORING_CRON, queue: MONITORING_QUEUE }])
    expect(MONITORING_CRON).toBe('0 2 1 * *')
    expect(payload.config.jobs.autoRun).toEqual(
      expect.arrayContaining([expect.objectContaining({ queue: MONITORING_QUEUE })]),
    )

    await noMonitoringJobs()
    const reportsBefore = await reportCount()
    const before = new Date()
    const first = await payload.jobs.handleSchedules({ queue: MONITORING_QUEUE })
    const second = await payload.jobs.handleSchedules({ queue: MONITORING_QUEUE })
    expect(first.queued).toHaveLength(1)
    expect(second.queued).toHaveLength(0)

    const { docs } = await monitoringJobs()
    expect(docs).toHaveLength(1)
    expect(docs[0]!.queue).toBe(MONITORING_QUEUE)
    expect(new Date(docs[0]!.waitUntil!).toISOString()).toBe(nextFirstOfMonth(before).toISOString())

    // Not due yet: running the queue leaves it alone.
    await payload.jobs.run({ queue: MONITORING_QUEUE })
    expect(await reportCount()).toBe(reportsBefore)
    expect((await monitoringJobs()).docs).toHaveLength(1)
  })

  it('when due, checks every page and stores a report with exactly the expected issues', async () => {
    serveFaultySite()
    await noMonitoringJobs()
    expect((await payload.jobs.handleSchedules({ queue: MONITORING_QUEUE })).queued).toHaveLength(1)
    const { docs } = await monitoringJobs()
    await payload.update({
      collection: 'payload-jobs',
      id: docs[0]!.id,
      data: { waitUntil: new Date(Date.now() - 1_000).toISOString() },
      overrideAccess: true,
    })
    const reportsBefore = await reportCount()
    const requestsBefore = site.requests.length
    await payload.jobs.run({ queue: MONITORING_QUEUE })

    expect(await reportCount()).toBe(reportsBefore + 1)
    const reports = await payload.find({
      collection: 'site-monitoring-reports',
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
    })
    const report = reports.docs[0]!
    const issues = report.issues as MonitoringIssue[]
    const metrics = report.metrics as MonitoringMetrics

    expect(issues.map(({ severity, page }) => [severity, page])).toEqual([
      ['high', '/about'],
      ['high', '/contact'],
      ['high', '/sitemap.xml'],
      ['medium', '/cookie-policy'],
      ['medium', '/faq'],
      ['medium', '/services'],
      ['low', '/terms-of-service'],
    ])
    expect(issues.map((i) => i.message)).toEqual([
      'Answered HTTP 500 instead of 200',
      'Broken link to /missing-page (HTTP 404), linked from /contact',
      'Sitemap URL /old-page answered HTTP 404',
      'A structured data (JSON-LD) block does not parse',
      'Missing meta description',
      expect.stringMatching(/^Slow response: \d{4,5} ms \(over 4000 ms\)$/),
      'An image has no alt text',
    ])
    expect(report.status).toBe('critical')
    expect(report.summary).toMatch(
      /^Checked 14 pages with an average response time of \d+ ms: 7 issues found \(3 high, 3 medium, 1 low\)\.$/,
    )

    expect(metrics.totalPagesChecked).toBe(14)
    expect(Object.keys(metrics.pages).sort()).toEqual(
      [...PUBLIC_ROUTES.map((r) => r.path), '/sitemap.xml', '/robots.txt'].sort(),
    )
    expect(metrics.pages['/about']!.status).toBe(500)
    expect(metrics.pages['/']!.status).toBe(200)
    expect(metrics.pages['/services']!.responseTime).toBeGreaterThanOrEqual(SLOW_PAGE_DELAY_MS)
    const times = Object.values(metrics.pages).map((p) => p.responseTime)
    expect(metrics.averageResponseTime).toBe(Math.round(times.reduce((a, b) => a + b, 0) / times.length))

    // Per page, what was read and followed: the report shows it, so "no issues" can be checked.
    expect(metrics.pages['/']!.checks).toEqual({
      title: 'Page /',
      titles: 1,
      description: 'About /',
      canonical: 'https://example.com/',
      jsonLd: { blocks: 1, invalid: 0 },
      imagesWithoutAlt: 0,
      linksFollowed: 2,
      brokenLinks: [],
    })
    expect(metrics.pages['/contact']!.checks).toMatchObject({ linksFollowed: 2, brokenLinks: ['/missing-page'] })
    expect(metrics.pages['/faq']!.checks?.description).toBeNull()
    expect(metrics.pages['/cookie-policy']!.checks?.jsonLd).toEqual({ blocks: 1, invalid: 1 })
    expect(metrics.pages['/terms-of-service']!.checks?.imagesWithoutAlt).toBe(1)
    expect(metrics.pages['/about']!.checks).toBeUndefined()
    expect(metrics.pages['/robots.txt']!.checks).toBeUndefined()
    expect(metrics.pages['/sitemap.xml']!.sitemapUrls).toBe(PUBLIC_ROUTES.length)

    // External and mail links are never requested; the broken link and the sitemap's stale URL are.
    const requests = site.requests.slice(requestsBefore)
    expect(requests).toContain('/missing-page')
    expect(requests).toContain('/old-page')
    expect(requests.some((r) => r.includes('calendly') || r.includes('mailto'))).toBe(false)

    // The job completed (Payload removes completed jobs).
    expect((await monitoringJobs()).docs).toHaveLength(0)
  })

  it('a healthy site gives a healthy report, and a site that does not answer gives a critical one instead of a crash', async () => {
    const { runSiteCheck } = await import('../../src/lib/site-audit/service')
    serveHealthySite()
    const reportsBefore = await reportCount()
    const healthy = await runSiteCheck(payload)
    expect(healthy.status).toBe('healthy')
    expect(healthy.issues).toEqual([])
    expect(healthy.summary).toMatch(/: no issues found\.$/)

    await proxy.cut()
    try {
      const down = await runSiteCheck(payload)
      expect(down.status).toBe('critical')
      expect(down.issues).toHaveLength(14)
      expect(down.issues.every((i) => i.severity === 'high' && i.message.startsWith('Request failed'))).toBe(true)
      expect(Object.values(down.metrics.pages).every((p) => p.status === 0)).toBe(true)
    } finally {
      await proxy.restore()
    }
    expect(await reportCount()).toBe(reportsBefore + 2)
  })
})
