/**
 * A full site check of the seeded site: the production server on a scratch database, signed in as
 * admin, times POST /api/site-monitoring (every page, post, sitemap, robots.txt and every internal
 * link) several times. Prints each run, the median and the report's own figures. Target: ≤ 10 s.
 *
 *   npm run build && npx tsx bench/monitoring.ts [--runs 5]
 */
import { createTestDatabase } from '../tests/support/postgres'
import { ensureTestPostgres } from '../tests/support/postgres-server'
import { median, startBenchServer } from './support'

const args = process.argv.slice(2)
const RUNS = Number(args[args.indexOf('--runs') + 1] || 5) || 5
const PASSWORD = 'bench-admin-password'

const postgres = await ensureTestPostgres()
const db = await createTestDatabase('bench_monitoring', postgres.url)
const server = await startBenchServer({ DATABASE_URI: db.uri, SEED_CONTENT: 'true', ADMIN_PASSWORD: PASSWORD })
try {
  const login = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  })
  const { token } = (await login.json()) as { token: string }
  // Warm every page once (first renders compile and cache), as a long-running server would be.
  await Promise.all(['/', '/blog', '/about'].map((p) => fetch(`${server.url}${p}`).then((r) => r.text())))

  const times: number[] = []
  for (let run = 1; run <= RUNS; run++) {
    const started = performance.now()
    const response = await fetch(`${server.url}/api/site-monitoring`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, cookie: `payload-token=${token}` },
      body: JSON.stringify({ manual: true }),
    })
    const elapsed = performance.now() - started
    const answer = (await response.json()) as { status?: string; summary?: string; message?: string }
    if (!response.ok) throw new Error(`run ${run}: HTTP ${response.status} ${answer.message ?? ''}`)
    times.push(elapsed)
    console.log(`run ${run}: ${(elapsed / 1000).toFixed(2)} s  ${answer.status}  ${answer.summary}`)
  }
  console.log(
    `\nfull check of the seeded site, median of ${RUNS}: ${(median(times) / 1000).toFixed(2)} s (target ≤ 10 s)`,
  )
} finally {
  await server.cleanup()
  await db.drop()
  await postgres.stop()
}
