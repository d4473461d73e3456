/**
 * Payload's traps around scheduling and the trash, guarded: what /cms's schedule drawer may queue
 * (src/lib/scheduling/guard.ts, registered in place of Payload's `schedule-publish` server function)
 * and what a restore from the trash brings back.
 */
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadRedirects } from '../../src/lib/redirects/load'
import { guardedSchedulePublish, refusedSchedule } from '../../src/lib/scheduling/guard'
import type { BlogPost, User } from '../../src/payload-types'
import { lexicalParagraph } from '../support/lexical'
import { createTestImage } from '../support/media'
import { bootPayload, type TestPayload } from '../support/payload'

let ctx: TestPayload
let payload: Payload
let imageId: number
const users: Record<'editor' | 'support', User> = {} as never

/** What Payload hands a server function: a request of the signed-in user. */
const requestOf = (role: keyof typeof users) =>
  ({ payload, user: { ...users[role], collection: 'users' }, context: {} }) as unknown as PayloadRequest

async function createPost(slug: string, status: 'draft' | 'published'): Promise<BlogPost> {
  return payload.create({
    collection: 'blog-posts',
    overrideAccess: true,
    draft: status === 'draft',
    data: {
      title: `Title of ${slug}`,
      slug,
      excerpt: 'An excerpt',
      category: 'Marketing',
      publishedAt: '2025-06-01T00:00:00.000Z',
      readTime: '5 min read',
      author: 'Team',
      featuredImage: imageId,
      content: lexicalParagraph(`Body of ${slug}`),
      _status: status,
    },
  })
}

const doc = (id: number | string) => ({ relationTo: 'blog-posts', value: String(id) })
const tomorrow = () => new Date(Date.now() + 24 * 3_600_000)

async function queuedFor(id: number | string) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { 'input.doc.value': { equals: String(id) } }] },
    overrideAccess: true,
    depth: 0,
  })
  return docs.map((job) => (job.input as { type?: string }).type)
}

beforeAll(async () => {
  ctx = await bootPayload('cms_traps')
  payload = ctx.payload
  for (const role of ['editor', 'support'] as const) {
    users[role] = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { username: `traps-${role}`, password: `${role}-password-traps-1`, role },
    })
  }
  imageId = Number((await createTestImage(payload)).id)
})

afterAll(async () => {
  // A live post's trash and restore reload the redirects in the background (src/lib/redirects/load.ts):
  // the last reload finishes before the pool closes.
  await loadRedirects(payload)
  await ctx?.close()
})

describe('scheduling from /cms', () => {
  it('an unpublish of a post that was never published is refused, saying why, and nothing is queued', async () => {
    const post = await createPost('never-published', 'draft')
    const result = await guardedSchedulePublish({
      req: requestOf('editor'),
      type: 'unpublish',
      doc: doc(post.id),
      date: tomorrow(),
    } as never)
    expect(result).toEqual({ error: expect.stringMatching(/never been published.*nothing to unpublish/i) })
    expect(await queuedFor(post.id)).toEqual([])
  })

  it('a publish of that draft, and an unpublish of a live post, are queued as Payload queues them', async () => {
    const draft = await createPost('draft-to-publish', 'draft')
    const live = await createPost('live-to-unpublish', 'published')
    const req = requestOf('editor')
    expect(
      await guardedSchedulePublish({ req, type: 'publish', doc: doc(draft.id), date: tomorrow() } as never),
    ).toEqual({
      message: expect.any(String),
    })
    expect(
      await guardedSchedulePublish({ req, type: 'unpublish', doc: doc(live.id), date: tomorrow() } as never),
    ).toEqual({ message: expect.any(String) })
    expect(await queuedFor(draft.id)).toEqual(['publish'])
    expect(await queuedFor(live.id)).toEqual(['unpublish'])
  })

  it('a post unpublished since counts as not published; a page’s copy is checked the same way', async () => {
    const post = await createPost('published-then-unpublished', 'published')
    await payload.update({ collection: 'blog-posts', id: post.id, data: { _status: 'draft' }, overrideAccess: true })
    const req = requestOf('editor')
    expect(await refusedSchedule(req, { type: 'unpublish', doc: doc(post.id) })).toMatch(/nothing to unpublish/)
    // The about page's copy is seeded published.
    expect(await refusedSchedule(req, { type: 'unpublish', global: 'about-page' })).toBeUndefined()
  })

  it('hostile input is refused with a reason, never thrown', async () => {
    const post = await createPost('hostile-input', 'published')
    const editor = requestOf('editor')
    const cases: Array<[Parameters<typeof refusedSchedule>[1], RegExp]> = [
      [{ type: 'delete-everything', doc: doc(post.id) }, /Publish or Unpublish/],
      [{ type: 'publish', doc: { relationTo: 'users', value: String(users.editor.id) } }, /cannot be scheduled/],
      [{ type: 'publish', doc: { relationTo: '__proto__', value: '1' } }, /cannot be scheduled/],
      [{ type: 'publish', doc: { relationTo: 'blog-posts', value: "1' OR 1=1" } }, /No document|not found/],
      [{ type: 'publish', doc: { relationTo: 'blog-posts', value: '99999999999999999999' } }, /No document|not found/],
      [{ type: 'publish', doc: { relationTo: 'blog-posts', value: { $ne: 1 } } }, /No document/],
      [{ type: 'publish', global: 'site-settings' }, /cannot be scheduled/],
      [{ type: 'publish', global: 'no-such-page' }, /cannot be scheduled/],
      [{ type: 'publish' }, /No document/],
    ]
    for (const [args, reason] of cases)
      expect(await refusedSchedule(editor, args), JSON.stringify(args)).toMatch(reason)
    // Support staff cannot read drafts: a draft is "not found" to them, not scheduled.
    const draft = await createPost('support-cannot-see', 'draft')
    expect(await refusedSchedule(requestOf('support'), { type: 'publish', doc: doc(draft.id) })).toMatch(/not found/)
  })
})

describe('restoring from the trash', () => {
  const trash = (id: number) =>
    payload.update({
      collection: 'blog-posts',
      id,
      data: { deletedAt: new Date().toISOString() },
      overrideAccess: true,
    })
  const live = (id: number) =>
    payload.findByID({ collection: 'blog-posts', id, draft: false, trash: true, overrideAccess: true, depth: 0 })

  it('a restore that names no status brings a live post back live and a draft back a draft', async () => {
    const published = await createPost('restored-live', 'published')
    const draft = await createPost('restored-draft', 'draft')
    for (const post of [published, draft]) {
      await trash(post.id)
      await payload.update({
        collection: 'blog-posts',
        id: post.id,
        data: { deletedAt: null },
        trash: true,
        overrideAccess: true,
      })
    }
    expect(await live(published.id)).toMatchObject({ _status: 'published', isPublished: true, deletedAt: null })
    expect(await live(draft.id)).toMatchObject({ _status: 'draft', isPublished: false, deletedAt: null })
  })

  it('restored as published, a post comes back as it was live, not with the draft edits made before it was trashed', async () => {
    const post = await createPost('restored-with-edits', 'published')
    await payload.update({
      collection: 'blog-posts',
      id: post.id,
      draft: true,
      data: { title: 'An unfinished retitle', content: lexicalParagraph('Half-written') },
      overrideAccess: true,
    })
    await trash(post.id)
    // In the trash it is still the live post, so /cms's Restore offers it back as published.
    expect(await live(post.id)).toMatchObject({ title: post.title, _status: 'published' })
    // What /cms's Restore sends with "Restore as published" ticked.
    await payload.update({
      collection: 'blog-posts',
      where: { and: [{ id: { equals: post.id } }, { deletedAt: { exists: true } }] },
      data: { deletedAt: null, _status: 'published' },
      trash: true,
      overrideAccess: true,
    })
    expect(await live(post.id)).toMatchObject({ title: post.title, _status: 'published', deletedAt: null })
  })

  it('restored with the box unticked, it comes back a draft: the editor’s choice', async () => {
    const post = await createPost('restored-as-draft', 'published')
    await trash(post.id)
    await payload.update({
      collection: 'blog-posts',
      where: { and: [{ id: { equals: post.id } }, { deletedAt: { exists: true } }] },
      data: { deletedAt: null, _status: 'draft' },
      trash: true,
      overrideAccess: true,
    })
    expect(await live(post.id)).toMatchObject({ _status: 'draft', isPublished: false, deletedAt: null })
  })
})
