import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { BlogPost, User } from '../../src/payload-types'
import { lexicalLink, lexicalParagraph as lexical } from '../support/lexical'
import { bootPayload, FORBIDDEN, invalidField, type TestPayload } from '../support/payload'

let ctx: TestPayload
let payload: Payload
let imageId: number
const users: Record<'admin' | 'editor' | 'support', User> = {} as never

const as = (role: keyof typeof users) => ({
  user: { ...users[role], collection: 'users' as const },
  overrideAccess: false as const,
})

function postData(i: number, overrides: Partial<BlogPost> = {}) {
  return {
    title: `Post number ${i}`,
    slug: `post-${i}`,
    excerpt: `Excerpt ${i}`,
    category: 'Marketing' as const,
    publishedAt: new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString(),
    readTime: '5 min read',
    author: 'Team',
    featuredImage: imageId,
    content: lexical(`Body ${i}`),
    _status: 'published' as const,
    ...overrides,
  }
}

beforeAll(async () => {
  ctx = await bootPayload('blog', { SEED_CONTENT: 'true' })
  payload = ctx.payload
  for (const role of ['admin', 'editor', 'support'] as const) {
    users[role] = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { username: `blog-${role}`, password: `${role}-password-1`, role },
    })
  }
  const { docs } = await payload.find({ collection: 'media', limit: 1, overrideAccess: true })
  imageId = Number(docs[0]!.id)
})

afterAll(async () => {
  await ctx?.close()
})

describe('blog seed', () => {
  it('created the six published articles with the specification slugs, once', async () => {
    const SEEDED_SLUGS = [
      'onlyfans-marketing-strategies-2025',
      'onlyfans-earnings-guide',
      'onlyfans-chat-management-guide',
      'content-creator-personal-branding',
      'onlyfans-vs-fansly-comparison',
      'ppv-content-optimization',
    ]
    // Other tests publish posts of their own: the seed's are the ones with the specification slugs.
    const { docs } = await payload.find({
      collection: 'blog-posts',
      where: { slug: { in: SEEDED_SLUGS } },
      sort: '-publishedAt',
      limit: 10,
      overrideAccess: false,
    })
    expect(docs.map((d) => d.slug)).toEqual([
      'onlyfans-marketing-strategies-2025',
      'onlyfans-earnings-guide',
      'onlyfans-chat-management-guide',
      'content-creator-personal-branding',
      'onlyfans-vs-fansly-comparison',
      'ppv-content-optimization',
    ])
    expect(docs.every((d) => d.isPublished && d._status === 'published')).toBe(true)
    const { seedBlog } = await import('../../src/seed/blog')
    const before = (await payload.count({ collection: 'blog-posts', overrideAccess: true })).totalDocs
    await expect(
      seedBlog(payload, {
        platform: 'OnlyFans',
        secondPlatform: 'Fansly',
        platformSlug: 'onlyfans',
        secondPlatformSlug: 'fansly',
        author: 'x',
      }),
    ).resolves.toBe('skipped')
    expect((await payload.count({ collection: 'blog-posts', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('stored long bodies with headings, lists, quotes and links', async () => {
    const post = (
      await payload.find({
        collection: 'blog-posts',
        where: { slug: { equals: 'content-creator-personal-branding' } },
        overrideAccess: true,
      })
    ).docs[0]!
    const json = JSON.stringify(post.content)
    expect(json).toContain('"type":"heading"')
    expect(json).toContain('"type":"list"')
    expect(json).toContain('"type":"quote"')
    expect(json).toContain('"url":"/contact"')
    expect((json.match(/Step \d/g) ?? []).length).toBeGreaterThanOrEqual(8)
  })
})

describe('blog access', () => {
  it('anonymous and support readers see published posts only; drafts are invisible', async () => {
    await payload.create({
      collection: 'blog-posts',
      overrideAccess: true,
      draft: true,
      data: postData(100, { slug: 'secret-draft', _status: 'draft' }),
    })
    for (const opts of [{ overrideAccess: false as const }, as('support')]) {
      const { docs } = await payload.find({ collection: 'blog-posts', ...opts, limit: 100 })
      expect(docs.map((d) => d.slug)).not.toContain('secret-draft')
    }
    const editorView = await payload.find({ collection: 'blog-posts', ...as('editor'), draft: true, limit: 100 })
    expect(editorView.docs.map((d) => d.slug)).toContain('secret-draft')
  })

  it('support staff cannot create, update or delete posts; editors can', async () => {
    await expect(
      payload.create({ collection: 'blog-posts', ...as('support'), data: postData(101) }),
    ).rejects.toMatchObject(FORBIDDEN)
    const post = await payload.create({ collection: 'blog-posts', ...as('editor'), data: postData(102) })
    await expect(
      payload.update({ collection: 'blog-posts', id: post.id, ...as('support'), data: { title: 'Hacked' } }),
    ).rejects.toMatchObject(FORBIDDEN)
    await expect(payload.delete({ collection: 'blog-posts', id: post.id, ...as('support') })).rejects.toMatchObject(
      FORBIDDEN,
    )
    const updated = await payload.update({
      collection: 'blog-posts',
      id: post.id,
      ...as('editor'),
      data: { title: 'Edited' },
    })
    expect(updated.title).toBe('Edited')
    await payload.delete({ collection: 'blog-posts', id: post.id, ...as('editor') })
  })

  it('unpublishing hides a post from the public and clears is_published', async () => {
    const post = await payload.create({
      collection: 'blog-posts',
      ...as('admin'),
      data: postData(103, { slug: 'to-unpublish' }),
    })
    expect(post.isPublished).toBe(true)
    await payload.update({ collection: 'blog-posts', id: post.id, ...as('editor'), data: { _status: 'draft' } })
    const publicView = await payload.find({
      collection: 'blog-posts',
      where: { slug: { equals: 'to-unpublish' } },
      overrideAccess: false,
    })
    expect(publicView.totalDocs).toBe(0)
    const stored = await payload.findByID({ collection: 'blog-posts', id: post.id, overrideAccess: true })
    expect(stored.isPublished).toBe(false)
  })

  it('slugs are unique', async () => {
    await payload.create({
      collection: 'blog-posts',
      overrideAccess: true,
      data: postData(104, { slug: 'unique-slug' }),
    })
    await expect(
      payload.create({ collection: 'blog-posts', overrideAccess: true, data: postData(105, { slug: 'unique-slug' }) }),
    ).rejects.toMatchObject(invalidField('slug'))
  })

  it('an image a post uses (even a draft) cannot be deleted; once unused it can', async () => {
    const png = await sharp({ create: { width: 32, height: 18, channels: 3, background: '#884466' } })
      .png()
      .toBuffer()
    const image = await payload.create({
      collection: 'media',
      ...as('editor'),
      data: { alt: 'A test cover' },
      file: { data: png, mimetype: 'image/png', name: 'in-use.png', size: png.length },
    })
    const post = await payload.create({
      collection: 'blog-posts',
      ...as('editor'),
      data: postData(107, { slug: 'uses-an-image', featuredImage: image.id, _status: 'draft' }),
      draft: true,
    })
    await expect(payload.delete({ collection: 'media', id: image.id, ...as('editor') })).rejects.toThrow(
      'This image is used by 1 blog post',
    )
    expect((await payload.findByID({ collection: 'media', id: image.id, overrideAccess: true })).id).toBe(image.id)
    await payload.delete({ collection: 'blog-posts', id: post.id, ...as('editor') })
    await payload.delete({ collection: 'media', id: image.id, ...as('editor') })
    expect(
      await payload.findByID({ collection: 'media', id: image.id, overrideAccess: true, disableErrors: true }),
    ).toBeNull()
  })

  it('a post written without an author is by the agency’s team', async () => {
    const { author: _author, ...withoutAuthor } = postData(106)
    // The generated type marks author required; the default fills it on the server.
    const post = await payload.create({
      collection: 'blog-posts',
      overrideAccess: true,
      data: withoutAuthor as ReturnType<typeof postData>,
    })
    expect(post.author).toBe(`${process.env.AGENCY_NAME ?? 'Velora Creator Management'} Team`)
  })
})

describe('blog listing query', () => {
  it('serves published posts newest first, 9 per page, with the exact count', async () => {
    const { listPublishedPosts } = await import('../../src/lib/blog/queries')
    const total = (
      await payload.count({ collection: 'blog-posts', where: { isPublished: { equals: true } }, overrideAccess: true })
    ).totalDocs
    for (let i = 0; i < 12; i++)
      await payload.create({ collection: 'blog-posts', overrideAccess: true, data: postData(200 + i) })
    const first = await listPublishedPosts(1)
    expect(first.totalDocs).toBe(total + 12)
    expect(first.cards).toHaveLength(9)
    expect(first.hasNextPage).toBe(true)
    const dates = first.cards.map((c) => Date.parse(c.publishedAt))
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)
    const last = await listPublishedPosts(Math.ceil((total + 12) / 9))
    expect(last.hasNextPage).toBe(false)
    expect(first.cards[0]!.image?.url).toMatch(/\/api\/media\/file\//)
  })

  it('posts published at the same instant come once each across pages, from the Local API and with the later pages’ REST sort', async () => {
    const { listPublishedPosts } = await import('../../src/lib/blog/queries')
    const { blogPageQuery } = await import('../../src/lib/blog/cards')
    // Newer than every other post in this file, so all of them fill the first pages.
    const publishedAt = new Date(Date.now() - 60_000).toISOString()
    const made = new Set<string>()
    for (let i = 0; i < 14; i++)
      made.add(
        (
          await payload.create({
            collection: 'blog-posts',
            overrideAccess: true,
            data: postData(500 + i, { publishedAt }),
          })
        ).slug,
      )

    const local = [
      ...(await listPublishedPosts(1, 5)).cards,
      ...(await listPublishedPosts(2, 5)).cards,
      ...(await listPublishedPosts(3, 5)).cards,
    ]
    expect(
      local
        .slice(0, 14)
        .map((c) => c.slug)
        .sort(),
    ).toEqual([...made].sort())
    expect(new Set(local.map((c) => c.slug)).size).toBe(local.length)

    const query = (page: number) => new URLSearchParams(blogPageQuery(page, 5).split('?')[1])
    const rest = []
    for (const page of [1, 2, 3]) {
      const params = query(page)
      expect(params.get('sort')).toBe('-publishedAt,-id')
      const result = await payload.find({
        collection: 'blog-posts',
        where: { isPublished: { equals: true } },
        sort: params.get('sort')!.split(','),
        page,
        limit: 5,
        overrideAccess: false,
      })
      rest.push(...result.docs.map((d) => d.slug))
    }
    expect(rest.slice(0, 14).sort()).toEqual([...made].sort())
    expect(new Set(rest).size).toBe(rest.length)
  })
})

describe('blog cache expiry from the Local API (outside any Next request)', () => {
  const expiredAt = async (tag: string) => {
    const { tagExpiredAt } = await import('../../src/lib/cache/next-internals')
    return tagExpiredAt(tag)
  }

  it('an edit expires the article after its transaction commits, and a rolled-back edit expires nothing', async () => {
    const { articleTag, BLOG_LIST_TAG, EVERY_ARTICLE_TAG } = await import('../../src/lib/blog/revalidate')
    const post = await payload.create({
      collection: 'blog-posts',
      overrideAccess: true,
      data: postData(300, { slug: 'local-api-cache' }),
    })
    // Past the create's own expiries: at commit, and once more a second later (both stamp every tag of the create
    // alike).
    const tag = articleTag('local-api-cache')
    const atCommit = await vi.waitFor(async () => {
      const at = await expiredAt(tag)
      expect(at).toBeGreaterThan(0)
      return at
    })
    await vi.waitFor(async () => expect(await expiredAt(tag)).toBeGreaterThan(atCommit), {
      timeout: 5_000,
      interval: 20,
    })
    // Expiry times are in milliseconds: `before` must be later than that last expiry, not the same millisecond.
    await new Promise((resolve) => setTimeout(resolve, 5))
    const before = Date.now()

    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    await payload.update({
      collection: 'blog-posts',
      id: post.id,
      overrideAccess: true,
      req,
      data: { content: lexical('Edited body') },
    })
    expect(await expiredAt(articleTag('local-api-cache'))).toBeLessThan(before)
    await commitTransaction(req)
    expect(await expiredAt(articleTag('local-api-cache'))).toBeGreaterThanOrEqual(before)
    // A body edit leaves the list's cards as they were.
    expect(await expiredAt(BLOG_LIST_TAG)).toBeLessThan(before)

    const retitle = await createLocalReq({}, payload)
    await initTransaction(retitle)
    await new Promise((resolve) => setTimeout(resolve, 5))
    const beforeRollback = Date.now()
    await payload.update({
      collection: 'blog-posts',
      id: post.id,
      overrideAccess: true,
      req: retitle,
      data: { title: 'Never committed' },
    })
    await killTransaction(retitle)
    expect(await expiredAt(BLOG_LIST_TAG)).toBeLessThan(beforeRollback)

    await payload.update({
      collection: 'blog-posts',
      id: post.id,
      overrideAccess: true,
      data: { title: 'Committed title' },
    })
    expect(await expiredAt(BLOG_LIST_TAG)).toBeGreaterThanOrEqual(beforeRollback)
    expect(await expiredAt(EVERY_ARTICLE_TAG)).toBeGreaterThanOrEqual(beforeRollback)
  })
})

describe('the post editor’s rules', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')

  it('read time is computed from the body (200 words a minute) unless the editor overrides it', async () => {
    const short = await payload.create({
      collection: 'blog-posts',
      ...as('editor'),
      data: postData(300, { content: lexical(words(50)), readTime: '5 min read' }),
    })
    expect(short.readTime).toBe('1 min read')
    const long = await payload.update({
      collection: 'blog-posts',
      id: short.id,
      ...as('editor'),
      data: { content: lexical(words(1001)) },
    })
    expect(long.readTime).toBe('6 min read')
    const overridden = await payload.update({
      collection: 'blog-posts',
      id: short.id,
      ...as('editor'),
      data: { readTimeOverride: '9 min read' },
    })
    expect(overridden.readTime).toBe('9 min read')
    // A save that changes only something else keeps the override; clearing it computes again.
    expect(
      (await payload.update({ collection: 'blog-posts', id: short.id, ...as('editor'), data: { title: 'Retitled' } }))
        .readTime,
    ).toBe('9 min read')
    expect(
      (
        await payload.update({
          collection: 'blog-posts',
          id: short.id,
          ...as('editor'),
          data: { readTimeOverride: '' },
        })
      ).readTime,
    ).toBe('6 min read')
  })

  it('the seeded articles keep the specification’s read times, as overrides', async () => {
    const post = (
      await payload.find({
        collection: 'blog-posts',
        where: { slug: { equals: 'onlyfans-chat-management-guide' } },
        overrideAccess: true,
      })
    ).docs[0]!
    expect(post.readTime).toBe('12 min read')
    expect(post.readTimeOverride).toBe('12 min read')
  })

  it('a post goes live dated no later than the moment it is published; a draft keeps a later date until then', async () => {
    const nextWeek = new Date(Date.now() + 7 * 24 * 3_600_000).toISOString()
    const before = Date.now()
    const published = await payload.create({
      collection: 'blog-posts',
      ...as('editor'),
      data: postData(301, { publishedAt: nextWeek }),
    })
    expect(published.isPublished).toBe(true)
    const dated = new Date(published.publishedAt).getTime()
    expect(dated).toBeGreaterThanOrEqual(before - 1_000)
    expect(dated).toBeLessThanOrEqual(Date.now())

    const draft = await payload.create({
      collection: 'blog-posts',
      ...as('editor'),
      draft: true,
      data: postData(302, { publishedAt: '2024-03-01T00:00:00.000Z', _status: 'draft' }),
    })
    const kept = await payload.update({
      collection: 'blog-posts',
      id: draft.id,
      ...as('editor'),
      draft: true,
      data: { publishedAt: nextWeek, _status: 'draft' },
    })
    expect(kept.publishedAt).toBe(nextWeek)
    // What a scheduled publish sends (the status alone): the post is dated when it goes live.
    const live = await payload.update({
      collection: 'blog-posts',
      id: draft.id,
      ...as('editor'),
      data: { _status: 'published' },
    })
    expect(live.isPublished).toBe(true)
    expect(new Date(live.publishedAt).getTime()).toBeGreaterThanOrEqual(before - 1_000)
    expect(new Date(live.publishedAt).getTime()).toBeLessThanOrEqual(Date.now())
  })

  it('a live post published again by its status alone keeps its date', async () => {
    const post = await payload.create({
      collection: 'blog-posts',
      ...as('editor'),
      data: postData(303, { publishedAt: '2024-05-01T00:00:00.000Z' }),
    })
    const again = await payload.update({
      collection: 'blog-posts',
      id: post.id,
      ...as('editor'),
      data: { _status: 'published' },
    })
    expect(again.publishedAt).toBe('2024-05-01T00:00:00.000Z')
  })

  it('internal links may point at published posts only, never at the post itself', async () => {
    const linkTo = (id: number | string) => ({
      root: {
        type: 'root',
        format: '' as const,
        indent: 0,
        version: 1,
        direction: 'ltr' as const,
        children: [
          {
            type: 'paragraph',
            version: 1,
            format: '',
            indent: 0,
            direction: 'ltr',
            textFormat: 0,
            children: [
              {
                type: 'link',
                version: 3,
                format: '',
                indent: 0,
                direction: 'ltr',
                fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'blog-posts', value: id } },
                children: [
                  { type: 'text', text: 'read this', version: 1, format: 0, mode: 'normal', style: '', detail: 0 },
                ],
              },
            ],
          },
        ],
      },
    })
    const draft = await payload.create({
      collection: 'blog-posts',
      ...as('editor'),
      draft: true,
      data: postData(310, { _status: 'draft' }),
    })
    const live = await payload.create({ collection: 'blog-posts', ...as('editor'), data: postData(311) })
    await expect(
      payload.create({ collection: 'blog-posts', ...as('editor'), data: postData(312, { content: linkTo(draft.id) }) }),
    ).rejects.toMatchObject(invalidField('content'))
    await expect(
      payload.update({ collection: 'blog-posts', id: live.id, ...as('editor'), data: { content: linkTo(live.id) } }),
    ).rejects.toMatchObject(invalidField('content'))
    const linking = await payload.create({
      collection: 'blog-posts',
      ...as('editor'),
      data: postData(313, { content: linkTo(live.id) }),
    })
    expect(JSON.stringify(linking.content)).toContain('"linkType":"internal"')
  })

  it('links to javascript:, data: or another host (//host) are refused on save, from any caller, naming the field', async () => {
    const live = await payload.create({ collection: 'blog-posts', ...as('editor'), data: postData(320) })
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/x',
      ' JavaScript:alert(1)',
    ]) {
      for (const caller of [as('editor'), { overrideAccess: true as const }]) {
        await expect(
          payload.create({ collection: 'blog-posts', ...caller, data: postData(321, { content: lexicalLink(url) }) }),
          url,
        ).rejects.toMatchObject(invalidField('content'))
        await expect(
          payload.update({ collection: 'blog-posts', id: live.id, ...caller, data: { content: lexicalLink(url) } }),
          url,
        ).rejects.toMatchObject(invalidField('content'))
        await expect(
          payload.update({
            collection: 'blog-posts',
            id: live.id,
            ...caller,
            draft: true,
            data: { content: lexicalLink(url), _status: 'draft' },
          }),
          url,
        ).rejects.toMatchObject(invalidField('content'))
      }
    }
    const fine = await payload.update({
      collection: 'blog-posts',
      id: live.id,
      ...as('editor'),
      data: { content: lexicalLink('https://example.com/a') },
    })
    expect(JSON.stringify(fine.content)).toContain('https://example.com/a')
  })

  it('every rich-text field of every collection and page keeps the one link rule', async () => {
    type AnyField = {
      type: string
      name?: string
      label?: unknown
      validate?: (value: unknown, options: unknown) => unknown
      fields?: AnyField[]
      tabs?: AnyField[]
      blocks?: { fields: AnyField[] }[]
    }
    const richTextFields = (fields: AnyField[], at: string): [string, AnyField][] =>
      fields.flatMap((field) => {
        const path = field.name ? `${at}.${field.name}` : at
        if (field.type === 'richText') return [[path, field] as [string, AnyField]]
        return richTextFields(
          [...(field.fields ?? []), ...(field.tabs ?? []), ...(field.blocks ?? []).flatMap((block) => block.fields)],
          path,
        )
      })
    const found = [
      ...payload.config.collections.flatMap((collection) =>
        richTextFields(collection.fields as AnyField[], collection.slug),
      ),
      ...payload.config.globals.flatMap((global) => richTextFields(global.fields as AnyField[], global.slug)),
    ]
    expect(found.map(([path]) => path)).toEqual(
      expect.arrayContaining(['blog-posts.content', 'privacy-policy-page.body']),
    )
    for (const [path, field] of found) {
      expect(await field.validate?.(lexicalLink('javascript:alert(1)'), field), path).toMatch(
        /A link is a path on this site/,
      )
    }
  })

  it('a generated SEO title is what ships and fits in 60 characters', async () => {
    const { fittedMetaTitle } = await import('../../src/lib/seo/meta-title')
    const seeded = (
      await payload.find({
        collection: 'blog-posts',
        where: { slug: { equals: 'onlyfans-vs-fansly-comparison' } },
        overrideAccess: true,
      })
    ).docs[0]!
    expect(seeded.meta?.title).toBe(
      fittedMetaTitle(seeded.title, process.env.AGENCY_NAME ?? 'Velora Creator Management'),
    )
    expect(seeded.meta!.title!.length).toBeLessThanOrEqual(60)
  })
})
