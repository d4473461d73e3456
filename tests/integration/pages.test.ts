/**
 * Page copy in the CMS (one Payload global per page): seeded once from src/seed/pages so a fresh
 * install reads as the seed does, edited by editors and admins, published or kept as a draft, and what
 * every page renders with once published.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { siteConfig } from '../../src/config/site'
import { fill } from '../../src/content/fill'
import { content, legalContent, placeholderValues } from '../../src/lib/pages/content'
import { mapStrings } from '../../src/lib/pages/convert'
import type { PageDoc } from '../../src/lib/pages/copy'
import type { PageSlug } from '../../src/lib/pages/copy'
import { legalBody } from '../../src/lib/pages/legal-body'
import { loadPageCopy, pageFromDoc, seedPages } from '../../src/lib/pages/load'
import { pagesEdited } from '../../src/lib/pages/published-copy'
import { PAGE_SLUGS, PAGES } from '../../src/lib/pages/registry'
import { bootPayload, FORBIDDEN, invalidField, type TestPayload } from '../support/payload'

let ctx: TestPayload
let payload: Payload

let users = 0
async function user(role: 'admin' | 'editor' | 'support') {
  const username = `pages-${role}-${++users}`
  return payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { username, role, password: `${username} copper lantern` },
  })
}

const filledText = (text: string) => fill(text, placeholderValues(siteConfig()))
const filled = <T extends object>(value: T): T => mapStrings(value, filledText)

/** What the first start left, read before any test edits a page (tests run in any order). */
let fresh: {
  docs: Map<PageSlug, PageDoc<PageSlug>>
  edited: boolean
  home: unknown
  chatManagement: unknown
  cookies: unknown
  privacy: string
  site: string
}

beforeAll(async () => {
  ctx = await bootPayload('pages')
  payload = ctx.payload
  const docs = new Map<PageSlug, PageDoc<PageSlug>>()
  for (const slug of PAGE_SLUGS) docs.set(slug, await payload.findGlobal({ slug, depth: 1, overrideAccess: true }))
  fresh = {
    docs,
    edited: pagesEdited(),
    home: content().home,
    chatManagement: content().servicePages['chat-management'],
    cookies: legalContent('cookies'),
    privacy: JSON.stringify(legalContent('privacy')),
    site: JSON.stringify(content()),
  }
})

afterAll(async () => {
  await ctx?.close()
})

describe('seeding', () => {
  it('a fresh database holds every page’s seed copy, published, and reads it back as written', async () => {
    for (const slug of PAGE_SLUGS) {
      const doc = fresh.docs.get(slug)!
      expect(doc._status, slug).toBe('published')
      // Nothing of the seed is lost or changed by the way it is stored (a service page's slug is its route's, not
      // copy).
      const { slug: _route, ...seed } = PAGES[slug].seed as Record<string, unknown>
      expect(pageFromDoc(slug, doc), slug).toEqual(seed)
    }
    expect(await seedPages(payload)).toBe(0)
    // Read back exactly as seeded (rich text included, whatever order jsonb gives its keys): no page counts as edited,
    // so a fresh install keeps the build's prerendered pages.
    expect(fresh.edited).toBe(false)
  })

  it('the site renders the seed copy with its placeholders filled from the site settings', () => {
    expect(fresh.home).toEqual(filled(PAGES['home-page'].seed))
    expect(fresh.chatManagement).toEqual(filled(PAGES['chat-management-page'].seed))
    expect(fresh.cookies).toEqual(filled(PAGES['cookie-policy-page'].seed))
    expect((fresh.home as { hero: { heading: string } }).hero.heading).toContain(siteConfig().platform)
    expect(fresh.privacy).toContain(siteConfig().contactEmail)
    expect(fresh.site).not.toMatch(/\{(agency|platform|secondPlatform|email|bookingHost)\}/)
  })

  it('never overwrites what an editor published', async () => {
    const editor = await user('editor')
    const doc = await payload.findGlobal({ slug: 'about-page', overrideAccess: true })
    await payload.updateGlobal({
      slug: 'about-page',
      overrideAccess: false,
      user: editor,
      data: { ...doc, hero: { ...doc.hero, heading: 'Edited about heading' }, _status: 'published' },
    })
    expect(await seedPages(payload)).toBe(0)
    expect((await payload.findGlobal({ slug: 'about-page', overrideAccess: true })).hero.heading).toBe(
      'Edited about heading',
    )
  })
})

describe('publishing', () => {
  it('a published change is what the page renders, with no restart; {agency} is filled in', async () => {
    const doc = await payload.findGlobal({ slug: 'home-page', overrideAccess: true })
    const testimonials = [
      ...(doc.results.testimonials ?? []).map(({ id: _id, ...row }) => row),
      { quote: 'A new testimonial from the CMS.', name: 'Dana', rating: 4 },
    ]
    const [first, second, ...rest] = (doc.faqTeaser.items ?? []).map(({ id: _id, ...row }) => row)
    await payload.updateGlobal({
      slug: 'home-page',
      overrideAccess: true,
      data: {
        ...doc,
        hero: { ...doc.hero, heading: 'Grow with {agency}' },
        results: { ...doc.results, testimonials },
        faqTeaser: { ...doc.faqTeaser, items: [second!, first!, ...rest] },
        _status: 'published',
      },
    })
    await expect.poll(() => content().home.hero.heading).toBe(`Grow with ${siteConfig().agencyName}`)
    expect(content().home.results.testimonials.at(-1)).toEqual({
      quote: 'A new testimonial from the CMS.',
      name: 'Dana',
      rating: 4,
    })
    expect(
      content()
        .home.faqTeaser.items.slice(0, 2)
        .map((item) => item.question),
    ).toEqual([second!.question, first!.question].map((q) => filledText(q)))
  })

  it('a saved draft changes nothing visitors see; editors read it, visitors and support staff get the published copy', async () => {
    const editor = await user('editor')
    const support = await user('support')
    const doc = await payload.findGlobal({ slug: 'faq-page', overrideAccess: true })
    const published = doc.hero.heading
    await payload.updateGlobal({
      slug: 'faq-page',
      overrideAccess: false,
      user: editor,
      draft: true,
      data: { hero: { ...doc.hero, heading: 'A draft heading' }, _status: 'draft' },
    })
    expect(await loadPageCopy(payload)).toBe(false)
    expect(content().faq.hero.heading).toBe(filledText(published))
    expect(
      (await payload.findGlobal({ slug: 'faq-page', draft: true, overrideAccess: false, user: editor })).hero.heading,
    ).toBe('A draft heading')
    for (const reader of [undefined, support]) {
      const seen = await payload.findGlobal({ slug: 'faq-page', draft: true, overrideAccess: false, user: reader })
      expect(seen.hero.heading).toBe(published)
    }
  })
})

describe('access and validation', () => {
  it('support staff and visitors cannot change a page; editors and admins can', async () => {
    const support = await user('support')
    const data = { heading: 'Not allowed' }
    await expect(
      payload.updateGlobal({ slug: 'not-found-page', overrideAccess: false, user: support, data }),
    ).rejects.toMatchObject(FORBIDDEN)
    await expect(payload.updateGlobal({ slug: 'not-found-page', overrideAccess: false, data })).rejects.toMatchObject(
      FORBIDDEN,
    )
    const admin = await user('admin')
    await expect(
      payload.updateGlobal({
        slug: 'not-found-page',
        overrideAccess: false,
        user: admin,
        data: { heading: 'Lost?', _status: 'published' },
      }),
    ).resolves.toMatchObject({
      heading: 'Lost?',
    })
    await expect.poll(() => content().notFound.heading).toBe('Lost?')
  })

  it('a link to a script or another scheme is refused', async () => {
    const doc = await payload.findGlobal({ slug: 'not-found-page', overrideAccess: true })
    const popular = [{ label: 'Evil', href: 'javascript:alert(1)' }]
    await expect(
      payload.updateGlobal({
        slug: 'not-found-page',
        overrideAccess: true,
        data: { ...doc, popular, _status: 'published' },
      }),
    ).rejects.toMatchObject(invalidField('popular.0.href'))
    await expect(
      payload.updateGlobal({
        slug: 'not-found-page',
        overrideAccess: true,
        data: { ...doc, popular: [{ label: 'Evil', href: '//evil.example' }], _status: 'published' },
      }),
    ).rejects.toMatchObject(invalidField('popular.0.href'))
  })

  it('a legal page’s text is one rich-text body: a published edit (a new section, a link) is what the page renders, {agency} filled in', async () => {
    const editor = await user('editor')
    const body = legalBody([{ heading: 'Changes at {agency}', paragraphs: ['We tell you first.'] }])
    const paragraph = body.root.children[1] as unknown as { children: unknown[] }
    paragraph.children.push({
      type: 'link',
      version: 3,
      format: '',
      indent: 0,
      direction: 'ltr',
      fields: { linkType: 'custom', url: '/contact', newTab: false },
      children: [{ type: 'text', text: ' Ask us.', format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
    })
    await payload.updateGlobal({
      slug: 'terms-of-service-page',
      overrideAccess: false,
      user: editor,
      data: { body: body as never, _status: 'published' },
    })
    await expect.poll(() => legalContent('terms').body.root.children.length).toBe(2)
    expect(legalContent('terms').body).toEqual(filled(body))
    expect(JSON.stringify(legalContent('terms').body)).toContain(`Changes at ${siteConfig().agencyName}`)
  })

  it('a legal page’s text cannot link to a script, another scheme or another host by //', async () => {
    const doc = await payload.findGlobal({ slug: 'cookie-policy-page', overrideAccess: true })
    for (const url of ['javascript:alert(1)', '//evil.example', 'data:text/html,x']) {
      const body = legalBody([{ heading: 'Links', paragraphs: ['See'] }])
      ;(body.root.children[1] as unknown as { children: unknown[] }).children.push({
        type: 'link',
        version: 3,
        fields: { linkType: 'custom', url },
        children: [{ type: 'text', text: 'x', version: 1 }],
      })
      await expect(
        payload.updateGlobal({
          slug: 'cookie-policy-page',
          overrideAccess: true,
          data: { body: body as never, _status: 'published' },
        }),
        url,
      ).rejects.toMatchObject(invalidField('body'))
    }
    expect((await payload.findGlobal({ slug: 'cookie-policy-page', overrideAccess: true })).body).toEqual(doc.body)
  })

  it('an SEO title or description left empty falls back to the page’s own, never an empty title', async () => {
    const doc = await payload.findGlobal({ slug: 'services-page', overrideAccess: true })
    await payload.updateGlobal({
      slug: 'services-page',
      overrideAccess: true,
      data: { ...doc, meta: { ...doc.meta, title: '', description: ' ' }, _status: 'published' },
    })
    // A change elsewhere on the page shows that the publish was read.
    await payload.updateGlobal({
      slug: 'services-page',
      overrideAccess: true,
      data: { hero: { ...doc.hero, heading: 'Services, republished' }, _status: 'published' },
    })
    await expect.poll(() => content().services.hero.heading).toBe('Services, republished')
    expect(content().services.seo.title).toBe(filledText(PAGES['services-page'].seed.seo.title))
    expect(content().services.seo.description).toBe(filledText(PAGES['services-page'].seed.seo.description))
  })

  it('an icon must be one the site draws, and a list’s text keeps its length limit', async () => {
    const doc = await payload.findGlobal({ slug: 'home-page', overrideAccess: true })
    const highlights = (doc.hero.highlights ?? []).map((row, index) => ({
      ...row,
      icon: index === 0 ? ('no-such-icon' as never) : row.icon,
    }))
    await expect(
      payload.updateGlobal({
        slug: 'home-page',
        overrideAccess: true,
        data: { hero: { ...doc.hero, highlights }, _status: 'published' },
      }),
    ).rejects.toMatchObject(invalidField('hero.highlights.0.icon'))
    const paragraphs = ['x'.repeat(5_001)]
    await expect(
      payload.updateGlobal({
        slug: 'home-page',
        overrideAccess: true,
        data: { about: { ...doc.about, paragraphs }, _status: 'published' },
      }),
    ).rejects.toMatchObject(invalidField('about.paragraphs'))
    expect((await payload.findGlobal({ slug: 'home-page', overrideAccess: true })).about.paragraphs).toEqual(
      doc.about.paragraphs,
    )
  })

  it('a published page cannot lose a required text', async () => {
    await expect(
      payload.updateGlobal({
        slug: 'server-error-page',
        overrideAccess: true,
        data: { heading: '', _status: 'published' },
      }),
    ).rejects.toMatchObject(invalidField('heading'))
  })
})

describe('versions', () => {
  it('restoring an earlier version as a draft leaves visitors the published copy; restoring it publishes it', async () => {
    const doc = await payload.findGlobal({ slug: 'contact-page', overrideAccess: true })
    const original = doc.hero.heading
    await payload.updateGlobal({
      slug: 'contact-page',
      overrideAccess: true,
      data: { hero: { ...doc.hero, heading: 'Contact v2' }, _status: 'published' },
    })
    await expect.poll(() => content().contact.hero.heading).toBe('Contact v2')
    const { docs } = await payload.findGlobalVersions({
      slug: 'contact-page',
      where: { 'version._status': { equals: 'published' } },
      sort: 'updatedAt',
      overrideAccess: true,
    })
    const first = docs.find((version) => version.version.hero.heading === original)!
    expect(first).toBeTruthy()

    // What /cms's "restore as draft" does (Payload writes the version to the page's own row, as a draft).
    await payload.db.updateGlobal({ slug: 'contact-page', data: { ...first.version, _status: 'draft' } })
    expect(await loadPageCopy(payload)).toBe(false)
    expect(content().contact.hero.heading).toBe('Contact v2')

    await payload.restoreGlobalVersion({ slug: 'contact-page', id: String(first.id), overrideAccess: true })
    await expect.poll(() => content().contact.hero.heading).toBe(filledText(original))
  })

  it('visitors and support staff read the published copy after a draft version is restored, drafts asked for or not', async () => {
    const slug = 'server-error-page'
    const draft = (await payload.findGlobal({ slug, overrideAccess: true })).heading
    await payload.updateGlobal({
      slug,
      overrideAccess: true,
      data: { heading: 'Published heading', _status: 'published' },
    })
    const { docs } = await payload.findGlobalVersions({
      slug,
      where: { 'version.heading': { equals: draft } },
      sort: '-updatedAt',
      overrideAccess: true,
    })
    // What /cms's "restore as draft" does: the version lands on the page's own row, as a draft.
    await payload.db.updateGlobal({ slug, data: { ...docs[0]!.version, _status: 'draft' } })

    const support = await user('support')
    for (const reader of [undefined, support]) {
      for (const asDraft of [false, true]) {
        const read = await payload.findGlobal({ slug, overrideAccess: false, user: reader, draft: asDraft })
        expect(read, `${reader ? 'support' : 'anonymous'}, draft ${asDraft}`).toMatchObject({
          heading: 'Published heading',
          _status: 'published',
        })
      }
    }
    // Editors still see the restored draft.
    expect(
      (await payload.findGlobal({ slug, overrideAccess: false, user: await user('editor'), draft: true })).heading,
    ).toBe(draft)
  })
})
