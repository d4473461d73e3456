/**
 * The blog list at scale: a scratch database with 10,000 published posts. Prints p50/p99 of
 * the list-page query (9 rows, newest first, plus the exact count) run directly in PostgreSQL, and
 * of GET /api/blog-posts (the request the infinite scroll makes for a next page) over HTTP.
 * Target: query p50 ≤ 10 ms.
 *
 *   npm run build && npx tsx bench/blog-list.ts [--posts 10000] [--samples 200]
 */
import pg from 'pg'

import { blogPageQuery } from '../src/lib/blog/cards'
import { createTestDatabase } from '../tests/support/postgres'
import { ensureTestPostgres } from '../tests/support/postgres-server'
import { median, startBenchServer } from './support'

const args = process.argv.slice(2)
const option = (name: string, fallback: number) => Number(args[args.indexOf(name) + 1] || fallback) || fallback
const POSTS = option('--posts', 10_000)
const SAMPLES = option('--samples', 200)

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!
const fmt = (ms: number) => `${ms.toFixed(2)} ms`

const postgres = await ensureTestPostgres()
const db = await createTestDatabase('bench_blog', postgres.url)
// The server migrates the scratch database and seeds the six articles (and their images).
const server = await startBenchServer({ DATABASE_URI: db.uri, SEED_CONTENT: 'true' })
const client = new pg.Client({ connectionString: db.uri })
await client.connect()
try {
  const started = performance.now()
  await client.query(
    `INSERT INTO blog_posts (title, slug, excerpt, category, published_at, read_time, author, featured_image_id, content, is_published, _status)
     SELECT 'Bench post ' || n, 'bench-post-' || n, t.excerpt, t.category, now() - (n || ' minutes')::interval, t.read_time, t.author,
            t.featured_image_id, t.content, n % 10 <> 0, CASE WHEN n % 10 <> 0 THEN 'published'::enum_blog_posts_status ELSE 'draft' END
     FROM generate_series(1, $1::int) AS n, (SELECT * FROM blog_posts ORDER BY id LIMIT 1) AS t`,
    [POSTS - 6],
  )
  await client.query('ANALYZE blog_posts')
  console.log(`inserted ${POSTS - 6} posts (90 % published) in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  const { rows } = await client.query<{ count: string }>('SELECT count(*) FROM blog_posts WHERE is_published')
  const published = Number(rows[0]!.count)
  const pages = Math.ceil(published / 9)

  const query = async (page: number) => {
    const t = performance.now()
    await client.query(
      `SELECT id, slug, title, excerpt, category, published_at, read_time, featured_image_id FROM blog_posts
       WHERE is_published = true ORDER BY published_at DESC LIMIT 9 OFFSET $1`,
      [(page - 1) * 9],
    )
    await client.query('SELECT count(*) FROM blog_posts WHERE is_published = true')
    return performance.now() - t
  }
  const http = async (page: number) => {
    const t = performance.now()
    const res = await fetch(`${server.url}${blogPageQuery(page, 9)}`)
    await res.arrayBuffer()
    if (!res.ok) throw new Error(`HTTP ${res.status}`)
    return performance.now() - t
  }
  // Early pages are what visitors scroll through; a few deep ones show the OFFSET cost.
  const pick = (i: number) => (i % 10 === 9 ? 1 + ((i * 7919) % pages) : 1 + (i % 20))
  for (let i = 0; i < 20; i++) await query(pick(i))
  const queryTimes: number[] = []
  for (let i = 0; i < SAMPLES; i++) queryTimes.push(await query(pick(i)))
  for (let i = 0; i < 10; i++) await http(pick(i))
  const httpTimes: number[] = []
  for (let i = 0; i < SAMPLES; i++) httpTimes.push(await http(pick(i)))

  console.log(`published posts: ${published}, pages of 9: ${pages}, samples: ${SAMPLES}`)
  console.log(
    `list query (9 rows + exact count)   p50 ${fmt(median(queryTimes))}   p99 ${fmt(percentile(queryTimes, 0.99))}`,
  )
  console.log(
    `GET next page over HTTP (REST)       p50 ${fmt(median(httpTimes))}   p99 ${fmt(percentile(httpTimes, 0.99))}`,
  )
} finally {
  await client.end()
  await server.cleanup()
  await db.drop()
  await postgres.stop()
}
