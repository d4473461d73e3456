import http from 'node:http'
import net, { type AddressInfo } from 'node:net'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { assertProductionBuild } from '../support/build'
import { createTestDatabase, type TestDatabase } from '../support/postgres'
import { productionEnv, type ServerProcess, spawnServer } from '../support/server-process'
import { startTcpBalancer } from '../support/tcp-balancer'

/**
 * Two production servers on one database behind one address (SITE_URL), each with the uptime
 * queue's cron firing every second: both schedule and run the probe, and one probe set is stored.
 * (Payload's queue alone already gives one run at a time here: this test also passes without the
 * probe's advisory lock, which tests/integration/uptime.test.ts checks with concurrent runs.)
 */
let db: TestDatabase
let sql: pg.Client
let a: ServerProcess
let b: ServerProcess
let balancer: Awaited<ReturnType<typeof startTcpBalancer>>
// The booking page answers after 2 s, so a probe run lasts long enough for the other process's runs to overlap it.
let booking: http.Server
let bookingRequests = 0

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })

beforeAll(async () => {
  assertProductionBuild()
  booking = http.createServer((_req, res) => {
    bookingRequests++
    setTimeout(() => res.writeHead(200).end('booking'), 2_000)
  })
  await new Promise<void>((resolve) => booking.listen(0, '127.0.0.1', resolve))
  const ports = [await freePort(), await freePort()]
  balancer = await startTcpBalancer(ports)
  db = await createTestDatabase('uptime_processes')
  const env = productionEnv(db.uri, {
    SITE_URL: balancer.url,
    BOOKING_URL: `http://127.0.0.1:${(booking.address() as AddressInfo).port}/book`,
    UPTIME_QUEUE_CRON: '* * * * * *',
    UPTIME_PROBE_TIMEOUT_MS: '5000',
  })
  ;[a, b] = await Promise.all([
    spawnServer({ ...env, PORT: String(ports[0]) }),
    spawnServer({ ...env, PORT: String(ports[1]) }),
  ])
  sql = new pg.Client({ connectionString: db.uri })
  await sql.connect()
})

afterAll(async () => {
  await sql?.end()
  await Promise.all([a?.stop('SIGTERM'), b?.stop('SIGTERM')])
  await balancer?.close()
  booking?.closeAllConnections()
  await new Promise((resolve) => booking?.close(resolve))
  await db?.drop()
})

describe('uptime probe with two processes', () => {
  it('stores one probe set however many processes schedule the task, each target asked through SITE_URL', async () => {
    const started = Date.now()
    let sets = 0
    while (sets === 0 && Date.now() - started < 30_000) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      sets = Number((await sql.query<{ n: string }>('SELECT count(DISTINCT at) AS n FROM uptime_probes')).rows[0]!.n)
    }
    // Both crons keep firing every second for a while longer: nothing more is due for five minutes.
    await new Promise((resolve) => setTimeout(resolve, 6_000))
    const { rows } = await sql.query<{ target: string; ok: boolean; status: number; error: string | null }>(
      'SELECT target, ok, status, error FROM uptime_probes ORDER BY target',
    )
    // The first probe runs as soon as one process answers; the balancer may still hand a request to the
    // other one while it starts, so only which targets were asked is fixed here.
    expect(rows.map((row) => row.target)).toEqual(['home', 'health', 'booking'])
    expect(
      Number((await sql.query<{ n: string }>('SELECT count(DISTINCT at) AS n FROM uptime_probes')).rows[0]!.n),
    ).toBe(1)
    expect(bookingRequests).toBe(1)
    expect(Number((await sql.query<{ n: string }>('SELECT count(*) AS n FROM uptime_incidents')).rows[0]!.n)).toBe(0)
    // Each process asks every second and queues the task when a probe is due. On a loaded machine both
    // may queue it for the same tick: a second run finds the probe made under the lock and skips, so
    // what is fixed is the single probe set and booking request above, not how many runs there were.
    const runs = [a, b].map((server) => (server.output().match(/Running 1 jobs/g) ?? []).length)
    expect(runs.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1)
  })
})
