import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import tls from 'node:tls'

import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { databasePool } from '../../src/lib/db/pool'
import { EMAIL_QUEUE } from '../../src/lib/email/queue'
import { latestAudit } from '../../src/lib/site-audit/latest'
import { UPTIME_PROBE_TASK, UPTIME_QUEUE } from '../../src/lib/uptime/constants'
import { heartbeats } from '../../src/lib/uptime/heartbeat'
import { latestRun } from '../../src/lib/uptime/latest'
import type { ProbePlan } from '../../src/lib/uptime/probe'
import { probeHttp } from '../../src/lib/uptime/probe'
import { setProcessState } from '../../src/lib/uptime/process-state'
import { uptimeReport } from '../../src/lib/uptime/report'
import { runUptimeProbe, type UptimeRunOptions } from '../../src/lib/uptime/service'
import { WEBHOOK_QUEUE } from '../../src/lib/webhook/events'
import { verifySignature } from '../../src/lib/webhook/signature'
import { lexicalParagraph } from '../support/lexical'
import { createTestImage } from '../support/media'
import { bootPayload, type TestPayload } from '../support/payload'
import { startSmtpServer } from '../support/smtp'

/**
 * The uptime probe on a real database: targets are local servers the tests stop, restart, slow
 * down or point elsewhere; the probe's clock is moved five minutes per probe instead of waiting.
 */
const SECRET = 'uptime-webhook-secret-0123456789abcdef'
const ALERT_EMAIL = 'alerts@agency.example'
const FIVE_MINUTES = 5 * 60_000

type Hook = { event: string; body: string; signature: string }

let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let receiver: http.Server
const hooks: Hook[] = []
let test: TestPayload
let payload: Payload
let db: pg.Client

/** The article paths the site was asked for. */
const articleRequests: string[] = []

/** A site that answers 200 at a fixed port, and can be stopped and started again. */
function targetServer() {
  let port = 0
  let server: http.Server | undefined
  const start = async () => {
    server = http.createServer((req, res) => {
      if (req.url?.startsWith('/blog/')) articleRequests.push(req.url)
      if (req.url === '/elsewhere') return res.writeHead(302, { location: `http://127.0.0.1:${otherHost.port}/` }).end()
      if (req.url === '/hop') return res.writeHead(301, { location: '/' }).end()
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok')
    })
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  }
  const stop = async () => {
    server?.closeAllConnections()
    await new Promise((resolve) => server?.close(resolve))
  }
  return { start, stop, url: (p = '/') => `http://127.0.0.1:${port}${p}` }
}

/** A self-signed certificate for 127.0.0.1 that expires in `days`, and its key. */
function shortLivedCertificate(days: number): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'uptime-tls-'))
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      String(days),
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  )
  const pair = { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) }
  rmSync(dir, { recursive: true, force: true })
  return pair
}

/**
 * SITE_URL's host: https, with a certificate 3 days from expiry. The probe reads that certificate
 * (sitePlan) while the HTTP targets are asked at MONITORING_BASE_URL.
 */
const siteTls = { ...shortLivedCertificate(3), server: undefined as tls.Server | undefined, port: 0 }

/** The host a cross-host redirect points to: it counts the requests that reach it (none should). */
const otherHost = { port: 0, requests: 0, server: undefined as http.Server | undefined }
const site = targetServer()

let clock = Date.now()
const options = (plan: ProbePlan, extra: Partial<UptimeRunOptions> = {}): UptimeRunOptions => ({
  plan,
  now: () => new Date(clock),
  timeoutMs: 2_000,
  intervalMinutes: 5,
  ...extra,
})
/** One probe five minutes after the last. */
async function probe(plan: ProbePlan, extra: Partial<UptimeRunOptions> = {}) {
  clock += FIVE_MINUTES
  return runUptimeProbe(payload, options(plan, extra))
}

const rows = async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) =>
  (await db.query<T>(sql, params)).rows

beforeAll(async () => {
  smtp = await startSmtpServer()
  receiver = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      hooks.push({
        event: String(req.headers['x-agency-event']),
        body,
        signature: String(req.headers['x-agency-signature']),
      })
      res.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  otherHost.server = http.createServer((_req, res) => {
    otherHost.requests++
    res.writeHead(200).end('other host')
  })
  await new Promise<void>((resolve) => otherHost.server!.listen(0, '127.0.0.1', resolve))
  otherHost.port = (otherHost.server.address() as AddressInfo).port
  await site.start()
  siteTls.server = tls.createServer({ key: siteTls.key, cert: siteTls.cert }, (socket) => socket.end())
  await new Promise<void>((resolve) => siteTls.server!.listen(0, '127.0.0.1', resolve))
  siteTls.port = (siteTls.server.address() as AddressInfo).port

  test = await bootPayload('uptime', {
    SITE_URL: `https://127.0.0.1:${siteTls.port}`,
    MAIL_TRANSPORT: 'smtp',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    CONTACT_EMAIL: ALERT_EMAIL,
    CHAT_WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`,
    CHAT_WEBHOOK_SECRET: SECRET,
    MONITORING_BASE_URL: site.url('').replace(/\/$/, ''),
    BOOKING_URL: site.url('/book'),
  })
  payload = test.payload
  db = new pg.Client({ connectionString: test.database.uri })
  await db.connect()
})

afterAll(async () => {
  await db?.end()
  await test?.close()
  await site.stop()
  await smtp?.close()
  await new Promise((resolve) => receiver?.close(resolve))
  await new Promise((resolve) => otherHost.server?.close(resolve))
  await new Promise((resolve) => siteTls.server?.close(resolve))
})

beforeEach(async () => {
  await db.query(
    'DELETE FROM staff_alerts; DELETE FROM uptime_incidents; DELETE FROM uptime_probes; DELETE FROM payload_jobs',
  )
  smtp.received.length = 0
  hooks.length = 0
  clock = Date.now()
})

const incidents = () =>
  rows<{ id: number; target: string; opened_at: Date; closed_at: Date | null; cause: string; failed_probes: string }>(
    'SELECT * FROM uptime_incidents ORDER BY id',
  )

/** Runs the e-mail and webhook queues until nothing is left to do. */
async function deliverAlerts() {
  for (let round = 0; round < 3; round++) {
    await payload.jobs.run({ queue: EMAIL_QUEUE })
    await payload.jobs.run({ queue: WEBHOOK_QUEUE })
  }
}

describe('uptime probe and incidents', () => {
  it('opens one incident after two failures and closes it once the site answers again: one e-mail and one signed webhook each', async () => {
    const plan: ProbePlan = { http: [{ target: 'home', url: site.url('/') }] }
    expect(await probe(plan)).toMatchObject({ status: 'probed', results: [{ target: 'home', ok: true, status: 200 }] })

    await site.stop()
    const firstFailure = await probe(plan)
    expect(firstFailure).toMatchObject({ status: 'probed', results: [{ ok: false, status: null }] })
    const firstFailureAt = clock
    expect(await incidents()).toHaveLength(0)
    expect(await probe(plan)).toMatchObject({ transitions: [{ target: 'home', transition: { kind: 'open' } }] })
    expect(await probe(plan)).toMatchObject({ transitions: [{ transition: { kind: 'failing', failedProbes: 3 } }] })
    let [incident, ...others] = await incidents()
    expect(others).toHaveLength(0)
    expect(incident).toMatchObject({ target: 'home', closed_at: null, failed_probes: '3' })
    expect(incident!.cause).toMatch(/ECONNREFUSED/)
    // The outage began with the first failed probe.
    expect(incident!.opened_at.getTime()).toBe(firstFailureAt)

    await deliverAlerts()
    expect(smtp.received).toHaveLength(1)
    expect(hooks).toHaveLength(1)

    await site.start()
    expect(await probe(plan)).toMatchObject({ transitions: [{ transition: { kind: 'close' } }] })
    expect(await probe(plan)).toMatchObject({ transitions: [{ transition: { kind: 'none' } }] })
    ;[incident, ...others] = await incidents()
    expect(others).toHaveLength(0)
    expect(incident!.closed_at?.getTime()).toBe(clock - FIVE_MINUTES)

    await deliverAlerts()
    await deliverAlerts()
    expect(smtp.received.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/Incident: Home page is down: ECONNREFUSED/),
      expect.stringMatching(/Resolved: Home page is back up after 15 min/),
    ])
    for (const mail of smtp.received) expect(mail.to).toMatchObject({ text: ALERT_EMAIL })
    expect(smtp.received[0]!.text).toContain('/monitoring')

    expect(hooks.map((hook) => hook.event)).toEqual(['incident.opened', 'incident.closed'])
    for (const hook of hooks) expect(verifySignature(SECRET, hook.body, hook.signature, new Date())).toBe(true)
    const closed = JSON.parse(hooks[1]!.body) as { data: Record<string, unknown> }
    expect(closed.data).toMatchObject({
      incidentId: incident!.id,
      target: 'home',
      durationSeconds: 15 * 60,
      failedProbes: 3,
    })

    const alerts = await rows<{
      kind: string
      channel: string
      status: string
      dedupe_key: string
      incident_id: number
    }>('SELECT kind, channel, status, dedupe_key, incident_id FROM staff_alerts ORDER BY id')
    expect(alerts).toEqual([
      {
        kind: 'incident-opened',
        channel: 'email',
        status: 'sent',
        dedupe_key: `incident:${incident!.id}:opened`,
        incident_id: incident!.id,
      },
      {
        kind: 'incident-closed',
        channel: 'email',
        status: 'sent',
        dedupe_key: `incident:${incident!.id}:closed`,
        incident_id: incident!.id,
      },
    ])
    // Six probes of one target: one row each.
    expect(await rows('SELECT 1 FROM uptime_probes')).toHaveLength(6)
  })

  it('two probe runs at once store one probe set and open one incident', async () => {
    await site.stop()
    try {
      const plan: ProbePlan = {
        http: [
          { target: 'home', url: site.url('/') },
          { target: 'booking', url: site.url('/book') },
        ],
      }
      await probe(plan)
      clock += FIVE_MINUTES
      const outcomes = await Promise.all([
        runUptimeProbe(payload, options(plan)),
        runUptimeProbe(payload, options(plan)),
        runUptimeProbe(payload, options(plan)),
      ])
      expect(outcomes.filter((o) => o.status === 'probed')).toHaveLength(1)
      expect(outcomes.filter((o) => o.status === 'skipped')).toHaveLength(2)
      expect(await rows('SELECT 1 FROM uptime_probes')).toHaveLength(4)
      expect((await incidents()).map((i) => i.target).sort()).toEqual(['booking', 'home'])
      // A run right after, at the same moment, finds nothing due.
      expect(await runUptimeProbe(payload, options(plan))).toEqual({ status: 'skipped', reason: 'not-due' })
      await deliverAlerts()
      // One e-mail naming both targets; one webhook event per incident.
      expect(smtp.received.map((mail) => mail.subject)).toEqual([
        expect.stringMatching(/Incident: 2 targets are down: Home page, Booking page$/),
      ])
      expect(hooks.map((hook) => hook.event)).toEqual(['incident.opened', 'incident.opened'])
    } finally {
      await site.start()
    }
  })

  it('a full outage: the targets down in one run share one e-mail, those back up one more; one webhook event per incident', async () => {
    const plan: ProbePlan = {
      http: [
        { target: 'home', url: site.url('/') },
        { target: 'health', url: site.url('/api/health') },
        { target: 'article', url: site.url('/blog/a-post') },
      ],
    }
    await site.stop()
    try {
      await probe(plan)
      expect(await probe(plan)).toMatchObject({
        transitions: [
          { transition: { kind: 'open' } },
          { transition: { kind: 'open' } },
          { transition: { kind: 'open' } },
        ],
      })
    } finally {
      await site.start()
    }
    await deliverAlerts()
    expect(smtp.received).toHaveLength(1)
    expect(await probe(plan)).toMatchObject({
      transitions: [
        { transition: { kind: 'close' } },
        { transition: { kind: 'close' } },
        { transition: { kind: 'close' } },
      ],
    })
    await deliverAlerts()
    await deliverAlerts()

    const ids = (await incidents()).map((incident) => incident.id)
    expect(ids).toHaveLength(3)
    expect(smtp.received.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/Incident: 3 targets are down: Home page, Health check \(\/api\/health\), A blog article$/),
      expect.stringMatching(
        /Resolved: 3 targets are back up: Home page, Health check \(\/api\/health\), A blog article$/,
      ),
    ])
    const [opened, closed] = smtp.received.map((mail) => String(mail.text)) as [string, string]
    for (const label of ['Home page', 'Health check (/api/health)', 'A blog article']) {
      expect(opened).toContain(`What: ${label}\n`)
      expect(closed).toContain(`What: ${label}\n`)
    }
    expect(opened.match(/Cause: .*ECONNREFUSED/g)).toHaveLength(3)
    expect(closed.match(/Duration: 10 min/g)).toHaveLength(3)

    // Machines still get one event per incident.
    const events = hooks.map((hook) => {
      const { data } = JSON.parse(hook.body) as { data: { incidentId: number } }
      return `${hook.event}:${data.incidentId}`
    })
    expect(events.sort()).toEqual(
      [...ids.map((id) => `incident.opened:${id}`), ...ids.map((id) => `incident.closed:${id}`)].sort(),
    )

    // The alert log: one row per e-mail, named by the run's first incident.
    expect(await rows('SELECT kind, status, dedupe_key, incident_id FROM staff_alerts ORDER BY id')).toEqual([
      { kind: 'incident-opened', status: 'sent', dedupe_key: `incident:${ids[0]}:opened`, incident_id: ids[0] },
      { kind: 'incident-closed', status: 'sent', dedupe_key: `incident:${ids[0]}:closed`, incident_id: ids[0] },
    ])
  })

  it('reads the certificate of SITE_URL when it is https, beside the HTTP targets at MONITORING_BASE_URL', async () => {
    clock += FIVE_MINUTES
    const outcome = await runUptimeProbe(payload, {
      now: () => new Date(clock),
      timeoutMs: 2_000,
      intervalMinutes: 5,
      ca: siteTls.cert,
    })
    expect(outcome.status).toBe('probed')
    const results = outcome.status === 'probed' ? outcome.results : []
    expect(results.find((result) => result.target === 'certificate')).toEqual({
      target: 'certificate',
      ok: false,
      status: null,
      responseMs: expect.any(Number),
      error: 'the TLS certificate expires in 2 days (renew before 14)',
      certificateDaysLeft: 2,
    })
    expect(results.find((result) => result.target === 'home')).toMatchObject({ ok: true, status: 200 })
  })

  it('a process that is not serving does not probe, and a probe under way when it starts stopping is cut and discarded', async () => {
    const plan: ProbePlan = { http: [{ target: 'home', url: site.url('/') }] }
    const slow = http.createServer((_req, res) => setTimeout(() => res.writeHead(503).end(), 1_500))
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve))
    try {
      setProcessState('starting')
      expect(await probe(plan)).toEqual({ status: 'skipped', reason: 'not-serving' })
      setProcessState('serving')
      const running = probe({
        http: [{ target: 'home', url: `http://127.0.0.1:${(slow.address() as AddressInfo).port}/` }],
      })
      await new Promise((resolve) => setTimeout(resolve, 100))
      const stoppedAt = Date.now()
      setProcessState('stopping')
      expect(await running).toEqual({ status: 'discarded' })
      // Its request was cut at once: a shutdown does not wait for the probe's timeout.
      expect(Date.now() - stoppedAt).toBeLessThan(500)
      expect(await rows('SELECT 1 FROM uptime_probes')).toHaveLength(0)
    } finally {
      setProcessState('serving')
      slow.closeAllConnections()
      slow.close()
    }
  })

  it('counts a certificate with 3 days left as failing, with that cause', async () => {
    const { key, cert } = shortLivedCertificate(3)
    const server = tls.createServer({ key, cert }, (socket) => socket.end())
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const plan: ProbePlan = {
        http: [],
        certificate: { host: '127.0.0.1', port: (server.address() as AddressInfo).port },
      }
      const outcome = await probe(plan, { ca: cert })
      expect(outcome).toMatchObject({
        status: 'probed',
        results: [{ target: 'certificate', ok: false, certificateDaysLeft: 2 }],
      })
      expect(outcome.status === 'probed' && outcome.results[0]!.error).toBe(
        'the TLS certificate expires in 2 days (renew before 14)',
      )
      // Not trusted without the CA: a failure naming the TLS error, not a number of days.
      const untrusted = await probe(plan)
      expect(untrusted).toMatchObject({ results: [{ ok: false, certificateDaysLeft: null }] })
      expect(untrusted.status === 'probed' && untrusted.results[0]!.error).toMatch(/^TLS: /)
      expect(await incidents()).toMatchObject([{ target: 'certificate', cause: expect.stringMatching(/^TLS: /) }])
      expect(await rows('SELECT certificate_days_left AS days FROM uptime_probes ORDER BY at')).toEqual([
        { days: 2 },
        { days: null },
      ])
    } finally {
      server.close()
    }
  })

  it('a booking host that accepts and never answers fails with a timeout within the short timeout', async () => {
    const sockets: net.Socket[] = []
    const silent = net.createServer((socket) => sockets.push(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    try {
      const started = Date.now()
      const result = await probeHttp('booking', `http://127.0.0.1:${(silent.address() as AddressInfo).port}/book`, {
        timeoutMs: 800,
      })
      expect(Date.now() - started).toBeLessThan(2_500)
      expect(Date.now() - started).toBeGreaterThanOrEqual(750)
      expect(result).toMatchObject({
        target: 'booking',
        ok: false,
        status: null,
        error: 'no answer within 0.8 s (timeout)',
      })
    } finally {
      for (const socket of sockets) socket.destroy()
      silent.close()
    }
  })

  it('does not follow a redirect to another host (it fails with the redirect status), but follows one on the same host', async () => {
    const elsewhere = await probeHttp('booking', site.url('/elsewhere'), { timeoutMs: 2_000 })
    expect(elsewhere).toMatchObject({
      ok: false,
      status: 302,
      error: `HTTP 302: redirected to another host (127.0.0.1:${otherHost.port})`,
    })
    expect(otherHost.requests).toBe(0)
    expect(await probeHttp('home', site.url('/hop'), { timeoutMs: 2_000 })).toMatchObject({
      ok: true,
      status: 200,
      error: null,
    })
  })

  it('prunes probes older than 90 days', async () => {
    const day = 86_400_000
    await db.query(
      `INSERT INTO uptime_probes (at, target, ok) VALUES ($1, 'home', true), ($2, 'home', false), ($3, 'home', true)`,
      [new Date(clock - 120 * day), new Date(clock - 91 * day), new Date(clock - 89 * day)],
    )
    await probe({ http: [{ target: 'home', url: site.url('/') }] })
    const left = await rows<{ at: Date }>('SELECT at FROM uptime_probes ORDER BY at')
    expect(left.map((row) => Math.round((clock - row.at.getTime()) / day))).toEqual([89, 0])
  })

  it('runs through the job queue on its own queue: every scheduled minute, one job, the site targets at SITE_URL', async () => {
    const image = await createTestImage(payload)
    await payload.create({
      collection: 'blog-posts',
      overrideAccess: true,
      data: {
        title: 'An article the probe asks for',
        slug: 'probed-article',
        excerpt: 'An excerpt',
        category: 'Marketing',
        publishedAt: new Date().toISOString(),
        readTime: '5 min read',
        author: 'Team',
        featuredImage: Number(image.id),
        content: lexicalParagraph('Body'),
        _status: 'published',
      },
    })
    const task = payload.config.jobs.tasks?.find((t) => t.slug === UPTIME_PROBE_TASK)
    expect(task?.schedule).toEqual([expect.objectContaining({ cron: '* * * * *', queue: UPTIME_QUEUE })])
    expect(payload.config.jobs.autoRun).toEqual(
      expect.arrayContaining([expect.objectContaining({ queue: UPTIME_QUEUE, cron: '* * * * *' })]),
    )
    expect((await payload.jobs.handleSchedules({ queue: UPTIME_QUEUE })).queued).toHaveLength(1)
    expect((await payload.jobs.handleSchedules({ queue: UPTIME_QUEUE })).queued).toHaveLength(0)
    // Queued to run at this tick.
    expect(
      (
        await rows<{ wait_until: Date }>('SELECT wait_until FROM payload_jobs WHERE task_slug = $1', [
          UPTIME_PROBE_TASK,
        ])
      )[0]!.wait_until.getTime(),
    ).toBeLessThanOrEqual(Date.now())
    await payload.jobs.run({ queue: UPTIME_QUEUE })
    const probes = await rows<{ target: string; ok: boolean; status: number }>(
      'SELECT target, ok, status FROM uptime_probes ORDER BY target',
    )
    // A probe was just made: nothing is queued until the next one is due.
    expect((await payload.jobs.handleSchedules({ queue: UPTIME_QUEUE })).queued).toHaveLength(0)
    expect(await rows('SELECT 1 FROM payload_jobs WHERE task_slug = $1', [UPTIME_PROBE_TASK])).toHaveLength(0)
    // Home, health, the newest published article, booking; SITE_URL is https: its certificate (3 days left,
    // and not trusted without the test's CA: failing either way).
    expect(probes.map((p) => p.target)).toEqual(['home', 'health', 'article', 'booking', 'certificate'])
    for (const target of ['home', 'health', 'article', 'booking'])
      expect(probes.find((p) => p.target === target)).toMatchObject({ ok: true, status: 200 })
    expect(probes.find((p) => p.target === 'certificate')).toMatchObject({ ok: false })
    expect(await rows('SELECT 1 FROM uptime_probes WHERE target = $1 AND status = 200', ['article'])).toHaveLength(1)
    expect(articleRequests).toContain('/blog/probed-article')
  })

  it('reports uptime per target and overall for 24 hours, 7 and 30 days, the incidents and hourly response times, from SQL', async () => {
    const now = new Date('2026-11-27T12:30:00Z')
    const hour = 3_600_000
    const day = 24 * hour
    const probeRows: [number, string, boolean, number | null][] = [
      // One hour ago: home up (120 ms), booking down. 3 days ago: both up. 20 days ago: home down. 40 days ago:
      // outside.
      [hour, 'home', true, 120],
      [hour, 'booking', false, null],
      [hour + 60_000, 'home', true, 80],
      [hour + 60_000, 'booking', true, 300],
      [3 * day, 'home', true, 90],
      [3 * day, 'booking', true, 200],
      [20 * day, 'home', false, null],
      [40 * day, 'home', false, null],
    ]
    for (const [ago, target, ok, ms] of probeRows) {
      await db.query('INSERT INTO uptime_probes (at, target, ok, status, response_ms) VALUES ($1, $2, $3, $4, $5)', [
        new Date(now.getTime() - ago),
        target,
        ok,
        ms ? 200 : null,
        ms,
      ])
    }
    await db.query(
      `INSERT INTO uptime_incidents (target, opened_at, closed_at, cause, failed_probes) VALUES
       ('booking', $1, NULL, 'answered HTTP 503', 2), ('home', $2, $3, 'no answer within 10 s (timeout)', 4)`,
      [
        new Date(now.getTime() - hour),
        new Date(now.getTime() - 20 * day),
        new Date(now.getTime() - 20 * day + 30 * 60_000),
      ],
    )
    const report = await uptimeReport(databasePool(payload), now)
    const byTarget = Object.fromEntries(report.rows.map((row) => [row.target, row.windows]))
    expect(Object.keys(byTarget)).toEqual(['overall', 'home', 'booking'])
    expect(byTarget.home).toEqual({
      '24h': { passed: 2, total: 2 },
      '7d': { passed: 3, total: 3 },
      '30d': { passed: 3, total: 4 },
    })
    expect(byTarget.booking).toEqual({
      '24h': { passed: 1, total: 2 },
      '7d': { passed: 2, total: 3 },
      '30d': { passed: 2, total: 3 },
    })
    // Runs: 1 h ago (booking down), 61 min ago (up), 3 days ago (up), 20 days ago (home down). The booking
    // provider is an external service: its failure 1 h ago is not the site's.
    expect(byTarget.overall).toEqual({
      '24h': { passed: 2, total: 2 },
      '7d': { passed: 3, total: 3 },
      '30d': { passed: 3, total: 4 },
    })
    expect(report.open).toMatchObject([
      { target: 'booking', closedAt: null, cause: 'answered HTTP 503', failedProbes: 2 },
    ])
    expect(report.past).toMatchObject([{ target: 'home', failedProbes: 4 }])
    expect(report.chart.hours).toHaveLength(24)
    expect(report.chart.hours.at(-1)).toBe('2026-11-27T12:00:00.000Z')
    // 11:29 and 11:30 fall in the 11:00 hour: home averages 100 ms, booking 300 ms (its failed probe had no answer).
    const points = Object.fromEntries(report.chart.series.map((line) => [line.target, line.points.at(-2)]))
    expect(points).toEqual({ home: 100, booking: 300 })
    expect(report.lastProbeAt).toBe(new Date(now.getTime() - hour).toISOString())
  })

  it('reads the newest probe run, the last 90 runs as heartbeats and the newest site check, for the state on /monitoring', async () => {
    const start = Date.parse('2026-11-27T10:00:00Z')
    // 95 runs a minute apart: home up but for run 93, booking down in the last two; the article only in the last 10.
    for (let run = 0; run < 95; run++) {
      const at = new Date(start + run * 60_000)
      await db.query(
        `INSERT INTO uptime_probes (at, target, ok, status, response_ms, error) VALUES
         ($1, 'home', $2, $3, 120, $4), ($1, 'booking', $5, $6, 300, $7)`,
        [
          at,
          run !== 93,
          run !== 93 ? 200 : 503,
          null,
          run < 93,
          run < 93 ? 200 : null,
          run < 93 ? null : 'no answer within 10 s (timeout)',
        ],
      )
      if (run >= 85)
        await db.query(
          `INSERT INTO uptime_probes (at, target, ok, status, response_ms) VALUES ($1, 'article', true, 200, 90)`,
          [at],
        )
    }
    const latest = await latestRun(databasePool(payload))
    expect(latest.at).toBe(new Date(start + 94 * 60_000).toISOString())
    expect(latest.probes).toEqual([
      { target: 'home', ok: true, status: 200, responseMs: 120, error: null },
      { target: 'article', ok: true, status: 200, responseMs: 90, error: null },
      { target: 'booking', ok: false, status: null, responseMs: 300, error: 'no answer within 10 s (timeout)' },
    ])
    const beats = await heartbeats(databasePool(payload))
    expect(beats.from).toBe(new Date(start + 5 * 60_000).toISOString())
    expect(beats.to).toBe(latest.at)
    expect(beats.bars.map(({ target, up, down, none }) => ({ target, up, down, none }))).toEqual([
      { target: 'home', up: 89, down: 1, none: 0 },
      { target: 'article', up: 10, down: 0, none: 80 },
      { target: 'booking', up: 88, down: 2, none: 0 },
    ])
    expect(beats.bars[0]!.beats.at(-2)).toBe('down')

    expect(await latestAudit(payload)).toBeNull()
    await db.query(
      `INSERT INTO site_monitoring_reports (report_date, status, summary, metrics, issues) VALUES
       ('2026-10-01T02:00:00Z', 'critical', 'older', '{}', '[]'),
       ('2026-11-01T02:00:00Z', 'warning', 'newest', '{}', '[{"severity":"medium"},{"severity":"low"},{"severity":"odd"}]')`,
    )
    try {
      expect(await latestAudit(payload)).toEqual({
        reportDate: '2026-11-01T02:00:00.000Z',
        status: 'warning',
        issues: { high: 0, medium: 2, low: 1 },
      })
    } finally {
      await db.query('DELETE FROM site_monitoring_reports')
    }
  })
})
