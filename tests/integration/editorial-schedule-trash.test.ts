/**
 * Scheduled publishing and the trash, on two app processes sharing one database: what an editor
 * schedules in /cms (a `schedulePublish` job on Payload's default queue, queued here as the /cms
 * drawer queues it) happens at its time, once, and both processes show it; what an editor moves to
 * the trash (through the REST calls /cms makes) leaves the site within 20 s and comes back on restore;
 * the daily job empties what is older than the retention.
 */
import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EMPTY_TRASH_TASK, MAINTENANCE_QUEUE, TRASH_RETENTION_DAYS } from '../../src/lib/trash/constants'
import type { User } from '../../src/payload-types'
import { assertProductionBuild } from '../support/build'
import { lexicalParagraph } from '../support/lexical'
import { loginAs } from '../support/login'
import { cachedPage, getPage, type Page, pageWithin } from '../support/pages'
import { bootPayload, type TestPayload } from '../support/payload'
import { productionEnv, type ServerProcess, spawnServer } from '../support/server-process'

const PASSWORD = 'schedule-trash-pw copper lantern'
// How long a change may take to show once due: a bound for a loaded machine, not a speed claim.
// The servers run the scheduled queue every second here (SCHEDULE_QUEUE_CRON); production every minute.
const WITHIN_MS = 20_000

let ctx: TestPayload
let payload: Payload
let db: pg.Client
let a: ServerProcess
let b: ServerProcess
let authorization: string
let admin: User
let imageId: number

const within = (server: ServerProcess, path: string, since: number, ok: (page: Page) => boolean) =>
  pageWithin(server, path, since, WITHIN_MS, ok)

async function rest(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${a.url}/api${path}`, {
    method,
    headers: { authorization, 'content-type': 'application/json', origin: a.url },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  expect([200, 201], `${method} ${path}: ${response.status} ${text.slice(0, 300)}`).toContain(response.status)
  return JSON.parse(text) as Record<string, unknown>
}

/** A draft made as /cms makes one (autosaved, never published). */
async function draftPost(slug: string, title: string): Promise<number> {
  const created = await rest('POST', '/blog-posts?draft=true', {
    title,
    slug,
    excerpt: `Why ${title.toLowerCase()} matters to a creator.`,
    category: 'Marketing',
    featuredImage: imageId,
    content: lexicalParagraph(`${title}: the body.`),
    _status: 'draft',
  })
  return Number((created.doc as { id: number }).id)
}

/** Queues what the /cms "Schedule Publish" drawer queues (payload/ui schedulePublishHandler). */
async function schedule(type: 'publish' | 'unpublish', id: number, at: Date) {
  return payload.jobs.queue({
    task: 'schedulePublish',
    waitUntil: at,
    input: {
      type,
      doc: { relationTo: 'blog-posts', value: id },
      user: { relationTo: 'users', value: admin.id },
    },
  })
}

const listed = (page: Page, slug: string) => page.body.includes(`href="/blog/${slug}"`)

/** The /blog cards' article links, in the order shown. */
const cardOrder = (body: string) => [...body.matchAll(/href="\/blog\/([a-z0-9-]+)"/g)].map((m) => m[1])

async function post(id: number) {
  return payload.findByID({ collection: 'blog-posts', id, trash: true, depth: 0, overrideAccess: true })
}

beforeAll(async () => {
  assertProductionBuild()
  ctx = await bootPayload('schedule_trash', { SEED_CONTENT: 'true', ADMIN_PASSWORD: PASSWORD })
  payload = ctx.payload
  db = new pg.Client({ connectionString: ctx.database.uri })
  await db.connect()
  const env = productionEnv(ctx.database.uri, {
    SEED_CONTENT: 'true',
    ADMIN_PASSWORD: PASSWORD,
    SCHEDULE_QUEUE_CRON: '* * * * * *',
  })
  ;[a, b] = await Promise.all([spawnServer(env), spawnServer(env)])
  authorization = (await loginAs(a.url, 'admin', PASSWORD)).authorization
  admin = (await payload.find({ collection: 'users', where: { username: { equals: 'admin' } }, limit: 1 })).docs[0]!
  imageId = Number((await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs[0]!.id)
}, 180_000)

afterAll(async () => {
  await Promise.all([a?.stop('SIGTERM'), b?.stop('SIGTERM')])
  await db?.end()
  await ctx?.close()
})

describe('scheduled publishing on two app processes', () => {
  it('a scheduled publish happens at its time, once: both processes list it first, with its article, sitemap entry and date', async () => {
    const slug = 'scheduled-for-later'
    const id = await draftPost(slug, 'Scheduled for later')
    await cachedPage(b, '/blog')
    await cachedPage(a, '/sitemap.xml')
    expect((await getPage(b, `/blog/${slug}`)).status).toBe(404)

    const due = new Date(Date.now() + 3_000)
    const job = await schedule('publish', id, due)
    // Before its time nothing changes: checked just before it (the queue runs every second on both processes).
    await new Promise((resolve) => setTimeout(resolve, due.getTime() - Date.now() - 700))
    expect((await post(id)).isPublished).toBe(false)
    expect((await getPage(b, `/blog/${slug}`)).status).toBe(404)

    const onB = await within(b, '/blog', due.getTime(), (page) => listed(page, slug))
    expect(listed(onB, slug), 'process B lists the post').toBe(true)
    expect(cardOrder(onB.body)[0], 'newest first: the scheduled post tops the list').toBe(slug)
    expect((await within(a, `/blog/${slug}`, due.getTime(), (page) => page.status === 200)).status).toBe(200)
    expect((await within(b, `/blog/${slug}`, due.getTime(), (page) => page.status === 200)).status).toBe(200)
    expect(
      (await within(a, '/sitemap.xml', due.getTime(), (page) => page.body.includes(`/blog/${slug}<`))).body,
    ).toContain(`/blog/${slug}<`)

    expect(
      (await within(b, '/blog/feed.xml', due.getTime(), (page) => page.body.includes(`/blog/${slug}<`))).body,
      'the feed follows',
    ).toContain(`/blog/${slug}<`)

    const live = await post(id)
    expect(live.isPublished).toBe(true)
    expect(new Date(live.publishedAt).getTime(), 'dated when it went live').toBeGreaterThanOrEqual(
      due.getTime() - 1_000,
    )
    // Payload deletes a job once it completes; a failed one would stay, marked with its error.
    const left = await payload.count({ collection: 'payload-jobs', where: { id: { equals: job.id } } })
    expect(left.totalDocs, 'the job completed').toBe(0)
    const publishes = await payload.countVersions({
      collection: 'blog-posts',
      where: { and: [{ parent: { equals: id } }, { 'version._status': { equals: 'published' } }] },
    })
    expect(publishes.totalDocs, 'published once, by one of the two processes').toBe(1)
  })

  it('a scheduled unpublish takes the post off both processes at its time', async () => {
    const slug = 'scheduled-to-end'
    const id = await draftPost(slug, 'Scheduled to end')
    await rest('PATCH', `/blog-posts/${id}`, { _status: 'published' })
    await cachedPage(b, `/blog/${slug}`)
    const due = new Date(Date.now() + 2_000)
    await schedule('unpublish', id, due)
    expect((await within(b, `/blog/${slug}`, due.getTime(), (page) => page.status === 404)).status).toBe(404)
    expect(listed(await within(a, '/blog', due.getTime(), (page) => !listed(page, slug)), slug)).toBe(false)
    expect((await post(id)).isPublished).toBe(false)
  })

  it('a schedule removed before its time (the drawer’s delete) publishes nothing', async () => {
    const slug = 'unscheduled-again'
    const id = await draftPost(slug, 'Unscheduled again')
    const due = new Date(Date.now() + 2_000)
    const job = await schedule('publish', id, due)
    // A second post scheduled for the same moment and left alone: once it is live, the queue has run past the time.
    const witnessSlug = 'scheduled-beside-it'
    const witness = await draftPost(witnessSlug, 'Scheduled beside it')
    await schedule('publish', witness, due)
    await payload.delete({
      collection: 'payload-jobs',
      where: { and: [{ id: { equals: job.id } }, { taskSlug: { equals: 'schedulePublish' } }] },
    })
    expect((await within(b, `/blog/${witnessSlug}`, due.getTime(), (page) => page.status === 200)).status).toBe(200)
    expect((await post(witness)).isPublished).toBe(true)
    expect((await post(id)).isPublished).toBe(false)
    expect((await getPage(b, `/blog/${slug}`)).status).toBe(404)
  })
})

describe('scheduled publishing of a page’s copy', () => {
  it('a draft of the about page published at its time shows on both processes; until then the published words stay', async () => {
    const saved = await payload.findGlobal({ slug: 'about-page', depth: 0 })
    const heading = 'About us, as scheduled'
    await rest('POST', '/globals/about-page?draft=true', { hero: { ...saved.hero, heading }, _status: 'draft' })
    const before = await cachedPage(b, '/about')
    expect(before.body).not.toContain(heading)

    const due = new Date(Date.now() + 3_000)
    await payload.jobs.queue({
      task: 'schedulePublish',
      waitUntil: due,
      input: { type: 'publish', global: 'about-page', user: { relationTo: 'users', value: admin.id } },
    })
    expect((await getPage(a, '/about')).body).not.toContain(heading)
    expect((await within(b, '/about', due.getTime(), (page) => page.body.includes(heading))).body).toContain(heading)
    expect((await within(a, '/about', due.getTime(), (page) => page.body.includes(heading))).body).toContain(heading)
  })
})

describe('the trash on two app processes', () => {
  it('a trashed post answers 404 on the other process within 20 s and leaves the list and sitemap; restored, it returns as it was', async () => {
    const slug = 'trashed-and-restored'
    const id = await draftPost(slug, 'Trashed and restored')
    await rest('PATCH', `/blog-posts/${id}`, { _status: 'published', publishedAt: '2025-06-01T00:00:00.000Z' })
    const before = await post(id)
    await cachedPage(b, `/blog/${slug}`)
    await cachedPage(b, '/sitemap.xml')
    expect((await getPage(b, '/blog/feed.xml')).body).toContain(`/blog/${slug}<`)

    const trashedAt = Date.now()
    await rest('PATCH', `/blog-posts/${id}`, { deletedAt: new Date().toISOString() })
    expect((await within(b, `/blog/${slug}`, trashedAt, (page) => page.status === 404)).status).toBe(404)
    expect((await within(b, '/sitemap.xml', trashedAt, (page) => !page.body.includes(slug))).body).not.toContain(slug)
    expect(listed(await getPage(b, '/blog?page=1'), slug)).toBe(false)
    expect((await within(b, '/blog/feed.xml', trashedAt, (page) => !page.body.includes(slug))).body).not.toContain(slug)
    // Not found by the public API either, and still there for /cms's trash view.
    const publicList = await fetch(`${b.url}/api/blog-posts?where[slug][equals]=${slug}`)
    expect(((await publicList.json()) as { totalDocs: number }).totalDocs).toBe(0)
    expect((await post(id)).deletedAt).toBeTruthy()

    const restoredAt = Date.now()
    // What /cms's Restore sends with "restore as published".
    await rest('PATCH', `/blog-posts?trash=true&where[id][equals]=${id}&where[deletedAt][exists]=true`, {
      deletedAt: null,
      _status: 'published',
    })
    const back = await within(b, `/blog/${slug}`, restoredAt, (page) => page.status === 200)
    expect(back.status).toBe(200)
    expect(back.body).toContain('Trashed and restored')
    const after = await post(id)
    expect(after.deletedAt ?? null).toBeNull()
    expect({ slug: after.slug, title: after.title, publishedAt: after.publishedAt }).toEqual({
      slug: before.slug,
      title: before.title,
      publishedAt: before.publishedAt,
    })

    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { and: [{ targetCollection: { equals: 'blog-posts' } }, { targetId: { equals: String(id) } }] },
      sort: 'createdAt',
      depth: 0,
    })
    expect(docs.map((entry) => [entry.action, entry.actorUsername])).toEqual([
      ['trash', 'admin'],
      ['restore', 'admin'],
    ])
  })

  it('a redirect and a canned reply in the trash stop working within 20 s; an image a post uses cannot be trashed', async () => {
    const redirect = await rest('POST', '/redirects', { from: '/old-guide', to: { type: 'custom', url: '/blog' } })
    const redirectId = (redirect.doc as { id: number }).id
    const redirected = await within(b, '/old-guide', Date.now(), (page) => page.status === 301)
    expect(redirected.status).toBe(301)
    const trashedAt = Date.now()
    await rest('PATCH', `/redirects/${redirectId}`, { deletedAt: new Date().toISOString() })
    expect((await within(b, '/old-guide', trashedAt, (page) => page.status === 404)).status).toBe(404)

    const reply = await rest('POST', '/canned-replies', { title: 'Trash me', text: 'A reply soon in the trash.' })
    const replyId = (reply.doc as { id: number }).id
    await rest('PATCH', `/canned-replies/${replyId}`, { deletedAt: new Date().toISOString() })
    const replies = await fetch(`${a.url}/api/canned-replies?limit=100`, { headers: { authorization } })
    const titles = ((await replies.json()) as { docs: { title: string }[] }).docs.map((doc) => doc.title)
    expect(titles.length).toBeGreaterThan(0)
    expect(titles).not.toContain('Trash me')

    const refused = await fetch(`${a.url}/api/media/${imageId}`, {
      method: 'PATCH',
      headers: { authorization, 'content-type': 'application/json', origin: a.url },
      body: JSON.stringify({ deletedAt: new Date().toISOString() }),
    })
    expect(refused.status).toBe(409)
    expect(await refused.text()).toMatch(/used by \d+ blog posts?/)
    expect(
      (await payload.findByID({ collection: 'media', id: imageId, depth: 0, trash: true })).deletedAt ?? null,
    ).toBeNull()
  })

  it('the daily job deletes for good what is older than the retention and untitled drafts untouched for a day, and keeps the rest', async () => {
    const old = await draftPost('long-in-the-trash', 'Long in the trash')
    const recent = await draftPost('lately-in-the-trash', 'Lately in the trash')
    for (const id of [old, recent]) await rest('PATCH', `/blog-posts/${id}`, { deletedAt: new Date().toISOString() })
    await db.query(`UPDATE blog_posts SET deleted_at = now() - ($2::int + 1) * interval '1 day' WHERE id = $1`, [
      old,
      TRASH_RETENTION_DAYS,
    ])
    await db.query(`UPDATE blog_posts SET deleted_at = now() - interval '10 days' WHERE id = $1`, [recent])
    // What "Create New" leaves when the editor goes away: a draft with no title. One a day old, one fresh.
    const stale = Number(
      ((await rest('POST', '/blog-posts?draft=true', { _status: 'draft' })).doc as { id: number }).id,
    )
    const fresh = Number(
      ((await rest('POST', '/blog-posts?draft=true', { _status: 'draft' })).doc as { id: number }).id,
    )
    for (const table of ['blog_posts', '_blog_posts_v']) {
      const idColumn = table === 'blog_posts' ? 'id' : 'parent_id'
      await db.query(`UPDATE ${table} SET updated_at = now() - interval '25 hours' WHERE ${idColumn} = $1`, [stale])
    }
    await db.query(`UPDATE _blog_posts_v SET version_updated_at = now() - interval '25 hours' WHERE parent_id = $1`, [
      stale,
    ])

    // Marks of scheduled publishes that ran (src/lib/scheduling/run-once.ts): a week old goes, a fresh one stays.
    await payload.kv.set('scheduled-publish-ran:900001', {
      at: new Date(Date.now() - 8 * 24 * 3_600_000).toISOString(),
    })
    await payload.kv.set('scheduled-publish-ran:900002', { at: new Date().toISOString() })

    await payload.jobs.queue({ task: EMPTY_TRASH_TASK, queue: MAINTENANCE_QUEUE, input: {} })
    // Payload's own endpoint runs a queue on the process asked (admins only).
    const run = await fetch(`${a.url}/api/payload-jobs/run?queue=${MAINTENANCE_QUEUE}`, { headers: { authorization } })
    expect(run.status, await run.clone().text()).toBe(200)

    const remaining = async (id: number) =>
      (await payload.count({ collection: 'blog-posts', where: { id: { equals: id } }, trash: true })).totalDocs
    expect(await remaining(old), 'older than the retention: deleted').toBe(0)
    expect(await remaining(recent), 'ten days in the trash: kept').toBe(1)
    expect(await remaining(stale), 'untitled and untouched for a day: deleted').toBe(0)
    expect(await remaining(fresh), 'untitled but fresh: kept').toBe(1)
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { and: [{ targetId: { equals: String(old) } }, { action: { equals: 'delete' } }] },
      depth: 0,
    })
    expect(docs.map((entry) => entry.actorUsername)).toEqual(['system'])
    expect(await payload.kv.get('scheduled-publish-ran:900001')).toBeFalsy()
    expect(await payload.kv.get('scheduled-publish-ran:900002')).toBeTruthy()
  })
})
