import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PUBLIC_ROUTES } from '../../src/lib/seo/routes'
import { staffCookie } from '../support/chat-clients'
import { type FakePage, htmlPage, startFakeSite } from '../support/fake-site'
import { type TestDatabase } from '../support/postgres'
import { type Site, startSite } from '../support/server-process'

/** Manual runs through POST /api/site-monitoring on the production server, and who may read reports. */
const ADMIN_PASSWORD = 'monitoring-admin-pw'
const CHECK_LOCK_KEY = 0x6d6f6e69746f72

const pages: Record<string, FakePage> = { '/robots.txt': { contentType: 'text/plain', body: 'User-agent: *' } }
for (const { path } of PUBLIC_ROUTES) pages[path] = htmlPage(path)
// Slow enough that a second request arrives while the first check is still running; the slow
// threshold (MONITORING_SLOW_MS) is far above it, so the report stays healthy on a busy machine.
pages['/'] = { ...htmlPage('/'), delayMs: 2_000 }
const SLOW_MS = 30_000
pages['/sitemap.xml'] = { contentType: 'application/xml', body: '<urlset></urlset>' }

let db: TestDatabase
let server: Site
let site: Awaited<ReturnType<typeof startFakeSite>>
const cookies: Record<'admin' | 'support' | 'editor', string> = { admin: '', support: '', editor: '' }

function post(body: unknown, cookie?: string) {
  return fetch(`${server.url}/api/site-monitoring`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  })
}

const reportCount = async () => {
  const response = await fetch(`${server.url}/api/site-monitoring-reports?limit=0`, {
    headers: { origin: server.url, cookie: cookies.admin },
  })
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

beforeAll(async () => {
  site = await startFakeSite(pages)
  server = await startSite('monitoring_endpoint', {
    ADMIN_PASSWORD,
    MONITORING_BASE_URL: site.url,
    MONITORING_SLOW_MS: String(SLOW_MS),
  })
  db = server.db
  cookies.admin = await staffCookie(server.url, 'admin', ADMIN_PASSWORD)
  for (const role of ['support', 'editor'] as const) {
    const created = await fetch(`${server.url}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, cookie: cookies.admin },
      body: JSON.stringify({ username: `monitor-${role}`, password: `${role}-password-1`, role }),
    })
    expect(created.status).toBe(201)
    cookies[role] = await staffCookie(server.url, `monitor-${role}`, `${role}-password-1`)
  }
})

afterAll(async () => {
  await server?.close()
  await site?.close()
})

describe('POST /api/site-monitoring', () => {
  it('refuses anonymous users, editors and a body other than { manual: true }', async () => {
    const before = await reportCount()
    expect((await post({ manual: true })).status).toBe(401)
    expect((await post({ manual: true }, cookies.editor)).status).toBe(403)
    expect((await post({ manual: 'yes' }, cookies.admin)).status).toBe(400)
    expect((await post({}, cookies.admin)).status).toBe(400)
    expect(await reportCount()).toBe(before)
    // The same request from an admin is taken and stores a report.
    expect((await post({ manual: true }, cookies.admin)).status).toBe(200)
    expect(await reportCount()).toBe(before + 1)
  })

  it('two requests at once run one check and both get its summary', async () => {
    const before = await reportCount()
    const requestsBefore = site.requests.length
    const [a, b] = await Promise.all([post({ manual: true }, cookies.admin), post({ manual: true }, cookies.support)])
    expect([a.status, b.status]).toEqual([200, 200])
    const [first, second] = (await Promise.all([a.json(), b.json()])) as {
      reportId: number
      status: string
      summary: string
    }[]
    expect(second!.reportId).toBe(first!.reportId)
    expect(first!.status).toBe('healthy')
    expect(first!.summary).toMatch(/^Checked 14 pages with an average response time of \d+ ms: no issues found\.$/)
    expect(await reportCount()).toBe(before + 1)
    expect(site.requests.slice(requestsBefore).filter((path) => path === '/')).toHaveLength(1)
  })

  it('answers 409 while another process holds the check, and runs again once it is free', async () => {
    const client = new pg.Client({ connectionString: db.uri })
    await client.connect()
    try {
      const before = await reportCount()
      await client.query('SELECT pg_advisory_lock($1)', [CHECK_LOCK_KEY])
      const busy = await post({ manual: true }, cookies.admin)
      expect(busy.status).toBe(409)
      expect(((await busy.json()) as { message: string }).message).toMatch(/already running/)
      expect(await reportCount()).toBe(before)
      await client.query('SELECT pg_advisory_unlock($1)', [CHECK_LOCK_KEY])
      expect((await post({ manual: true }, cookies.admin)).status).toBe(200)
      expect(await reportCount()).toBe(before + 1)
    } finally {
      await client.end()
    }
  })
})

describe('monitoring reports over REST', () => {
  it('admins and support staff read them; anonymous users and editors do not; nobody writes them', async () => {
    const read = (cookie?: string) =>
      fetch(`${server.url}/api/site-monitoring-reports`, {
        headers: { origin: server.url, ...(cookie ? { cookie } : {}) },
      })
    // At least one report to read, whichever tests ran before.
    if ((await reportCount()) === 0) expect((await post({ manual: true }, cookies.admin)).status).toBe(200)
    const total = await reportCount()
    expect(total).toBeGreaterThan(0)
    expect((await read(cookies.support)).status).toBe(200)
    expect(((await (await read(cookies.support)).json()) as { totalDocs: number }).totalDocs).toBe(total)
    expect((await read()).status).toBe(403)
    expect((await read(cookies.editor)).status).toBe(403)
    const write = await fetch(`${server.url}/api/site-monitoring-reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, cookie: cookies.admin },
      body: JSON.stringify({
        reportDate: new Date().toISOString(),
        status: 'healthy',
        summary: 'forged',
        metrics: {},
        issues: [],
      }),
    })
    expect(write.status).toBe(403)
  })
})
