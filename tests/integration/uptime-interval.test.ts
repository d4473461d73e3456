import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loginAs } from '../support/login'
import { type TestDatabase } from '../support/postgres'
import { type Site, startSite } from '../support/server-process'

/**
 * Site settings → one minute between probes (Uptime Kuma's default), on a production server with the default
 * UPTIME_QUEUE_CRON (each minute): a probe set every minute, in real time. It takes about three minutes.
 */
const PASSWORD = 'uptime-interval-pw amber kettle'
let db: TestDatabase
let sql: pg.Client
let server: Site

beforeAll(async () => {
  server = await startSite('uptime_interval', {
    ADMIN_PASSWORD: PASSWORD,
    // Refused at once: the booking target fails fast instead of waiting for a timeout.
    BOOKING_URL: 'http://127.0.0.1:9/book',
    UPTIME_PROBE_TIMEOUT_MS: '3000',
  })
  db = server.db
  sql = new pg.Client({ connectionString: db.uri })
  await sql.connect()
}, 120_000)

afterAll(async () => {
  await sql?.end()
  await server?.close('SIGTERM')
})

describe('a one-minute uptime interval', () => {
  it('probes once a minute through the job queue, never skipping a minute', { timeout: 300_000 }, async () => {
    const { token } = await loginAs(server.url, 'admin', PASSWORD)
    const saved = await fetch(`${server.url}/api/globals/site-settings`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ uptimeProbeMinutes: 1 }),
    })
    expect(saved.status, await saved.clone().text()).toBe(200)
    const since = new Date()
    const runs = async () =>
      (
        await sql.query<{ at: Date }>('SELECT DISTINCT at FROM uptime_probes WHERE at > $1 ORDER BY at', [since])
      ).rows.map((row) => new Date(row.at).getTime())
    const started = Date.now()
    let times: number[] = []
    while (times.length < 3 && Date.now() - started < 250_000) {
      await new Promise((resolve) => setTimeout(resolve, 2_000))
      times = await runs()
    }
    expect(times.length, server.output().slice(-2_000)).toBeGreaterThanOrEqual(3)
    const gaps = times.slice(1).map((at, index) => at - times[index]!)
    // One cron tick apart: about 60 s, give or take the tick's jitter; two minutes would mean a tick found it not due.
    for (const gap of gaps) {
      expect(gap).toBeGreaterThan(40_000)
      expect(gap).toBeLessThan(80_000)
    }
  })
})
