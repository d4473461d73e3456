/**
 * Generated share images (src/app/og, src/lib/og): every public page and article has a 1200×630 PNG,
 * served from Next's cache and drawn again when what it shows is published, on the real production
 * server with no restart; the pages' social tags point at it unless an editor chose an image.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { lexicalParagraph } from '../support/lexical'
import { loginAs } from '../support/login'
import { getPage, pageWithin } from '../support/pages'
import { type Site, startSite } from '../support/server-process'

const PASSWORD = 'og-images-admin-password'
const SEEDED = 'ppv-content-optimization'
// How long a change may take to show: a bound for a loaded machine, not a speed claim.
const WITHIN_MS = 5_000

let server: Site
let token: string
let imageId: number
/** Another seeded image: an SEO-tab image that is the post's own cover does not count as a choice. */
let otherImageId: number

type Image = { status: number; type: string | null; cache: string | null; headers: Headers; bytes: Buffer }

async function getImage(path: string): Promise<Image> {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual' })
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cache: response.headers.get('x-nextjs-cache'),
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  }
}

/** Requests `path` until `ok` holds or the bound has passed; the last answer. */
async function imageWithin(path: string, ok: (image: Image) => boolean): Promise<Image> {
  const since = Date.now()
  for (;;) {
    const image = await getImage(path)
    if (ok(image) || Date.now() - since > WITHIN_MS) return image
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Width and height from a PNG's IHDR chunk (signature, length, "IHDR", then two big-endian integers). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

/** The colour of one pixel of a PNG. */
async function pixel(bytes: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * info.channels
  return [data[at]!, data[at + 1]!, data[at + 2]!]
}

/** Uploads a solid-colour 1600×900 image through REST (as an editor would); its media id. */
async function uploadSolid(colour: { r: number; g: number; b: number }): Promise<number> {
  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: colour } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'solid-cover.png')
  form.append('_payload', JSON.stringify({ alt: 'A solid colour' }))
  const response = await fetch(`${server.url}/api/media`, {
    method: 'POST',
    headers: { authorization: `JWT ${token}`, origin: server.url },
    body: form,
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

/** The content of a `<meta>` tag named by `property` or `name`. */
function meta(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:property|name)="${key.replaceAll(':', '\\:')}" content="([^"]*)"`).exec(html)
  return tag?.[1]?.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"')
}

/** The path and query of an absolute URL. */
const pathOf = (url: string | undefined) => (url ? new URL(url).pathname + new URL(url).search : undefined)

async function rest(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json', origin: server.url },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await response.json()) as Record<string, unknown>
  expect(response.status, JSON.stringify(json)).toBeLessThan(300)
  return json
}

beforeAll(async () => {
  server = await startSite('og_images', { SEED_CONTENT: 'true', ADMIN_PASSWORD: PASSWORD })
  token = (await loginAs(server.url, 'admin', PASSWORD)).token
  const media = await rest('GET', '/media?limit=2')
  const ids = (media.docs as { id: number }[]).map(({ id }) => Number(id))
  imageId = ids[0]!
  otherImageId = ids[1]!
})

afterAll(async () => {
  await server?.close()
})

describe('generated share images', () => {
  it("an article's image: a 1200×630 PNG with the site's security headers, then served from the cache", async () => {
    const image = await getImage(`/og/blog/${SEEDED}`)
    expect(image.status).toBe(200)
    expect(image.type).toBe('image/png')
    expect(pngSize(image.bytes)).toEqual({ width: 1200, height: 630 })
    expect(image.headers.get('x-content-type-options')).toBe('nosniff')
    expect(image.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(image.headers.get('cache-control')).toMatch(/public, max-age=\d{4,}/)
    const again = await getImage(`/og/blog/${SEEDED}`)
    expect(again.cache).toBe('HIT')
    expect(again.bytes.equals(image.bytes)).toBe(true)
  })

  it("a page's image, for every public page", async () => {
    for (const path of ['/og', '/og/about', '/og/services/marketing', '/og/blog', '/og/privacy-policy']) {
      const image = await getImage(path)
      expect(image.status, path).toBe(200)
      expect(image.type, path).toBe('image/png')
      expect(pngSize(image.bytes), path).toEqual({ width: 1200, height: 630 })
    }
  })

  it('an unknown or impossible address is a 404, never a 500', async () => {
    expect((await getImage('/og/blog/no-such-post')).status).toBe(404)
    expect((await getImage(`/og/blog/${'a'.repeat(5_000)}`)).status).toBe(404)
    const nul = await getImage('/og/blog/bad%00slug')
    expect(nul.status).toBeGreaterThanOrEqual(400)
    expect(nul.status).toBeLessThan(500)
    expect((await getImage('/og/no-such-page')).status).toBe(404)
    expect((await getImage('/og/admin/chat')).status).toBe(404)
  })
})

describe('social tags', () => {
  it("an article's tags name its generated image, its size and alt text, and the large Twitter card", async () => {
    const { body } = await getPage(server, `/blog/${SEEDED}`)
    const image = pathOf(meta(body, 'og:image'))
    expect(image).toMatch(new RegExp(`^/og/blog/${SEEDED}\\?v=[\\w-]+$`))
    expect(meta(body, 'og:image:width')).toBe('1200')
    expect(meta(body, 'og:image:height')).toBe('630')
    expect(meta(body, 'og:image:alt')).toMatch(/^\w+ article on the .+ blog: PPV /)
    expect(meta(body, 'twitter:card')).toBe('summary_large_image')
    expect(pathOf(meta(body, 'twitter:image'))).toBe(image)
    expect(meta(body, 'twitter:image:alt')).toBe(meta(body, 'og:image:alt'))
  })

  it("a page's tags name its generated image", async () => {
    const { body } = await getPage(server, '/about')
    expect(pathOf(meta(body, 'og:image'))).toMatch(/^\/og\/about\?v=[\w-]+$/)
    expect(meta(body, 'og:image:alt')).toMatch(/^Your Partners in Creator Growth, /)
    expect(meta(body, 'twitter:card')).toBe('summary_large_image')
  })
})

describe('what a publish changes', () => {
  it("an edited, published title draws the article's image again and gives it a new URL, with no restart", async () => {
    const red = await uploadSolid({ r: 220, g: 20, b: 20 })
    const created = await rest('POST', '/blog-posts', {
      title: 'Share image before',
      slug: 'share-image-post',
      excerpt: 'An article whose title changes',
      category: 'Marketing',
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
      readTime: '4 min read',
      author: 'Team',
      featuredImage: red,
      content: lexicalParagraph('Body of the share image post'),
      _status: 'published',
    })
    const id = (created.doc as { id: number }).id
    const page = await pageWithin(server, '/blog/share-image-post', Date.now(), WITHIN_MS, (p) => p.status === 200)
    const firstUrl = pathOf(meta(page.body, 'og:image'))
    expect(firstUrl).toMatch(/^\/og\/blog\/share-image-post\?v=/)
    const first = await imageWithin('/og/blog/share-image-post', (image) => image.cache === 'HIT')
    expect(first.status).toBe(200)
    // The cover (read from the upload folder) fills the right-hand panel; the left stays the brand's dark ink.
    const cover = await pixel(first.bytes, 1150, 315)
    cover.forEach((channel, i) =>
      expect(Math.abs(channel - [220, 20, 20][i]!), `cover ${cover.join()}`).toBeLessThan(8),
    )
    const [r, g, b] = await pixel(first.bytes, 20, 315)
    expect(Math.max(r, g, b)).toBeLessThan(60)

    // The control: an edit the image does not show (the excerpt) expires the article's page and tags, and the image
    // comes out the same bytes at the same URL, so "different" below is the title's doing.
    await rest('PATCH', `/blog-posts/${id}`, { excerpt: 'An article whose title will change', _status: 'published' })
    const unchanged = await pageWithin(server, '/blog/share-image-post', Date.now(), WITHIN_MS, (p) =>
      p.body.includes('An article whose title will change'),
    )
    expect(pathOf(meta(unchanged.body, 'og:image'))).toBe(firstUrl)
    const same = await imageWithin('/og/blog/share-image-post', (image) => image.status === 200)
    expect(same.bytes.equals(first.bytes)).toBe(true)

    await rest('PATCH', `/blog-posts/${id}`, { title: 'Share image after the edit', _status: 'published' })
    const redrawn = await imageWithin('/og/blog/share-image-post', (image) => !image.bytes.equals(first.bytes))
    expect(redrawn.status).toBe(200)
    expect(redrawn.bytes.equals(first.bytes)).toBe(false)
    expect(pngSize(redrawn.bytes)).toEqual({ width: 1200, height: 630 })
    const edited = await pageWithin(server, '/blog/share-image-post', Date.now(), WITHIN_MS, (p) =>
      p.body.includes('Share image after the edit'),
    )
    expect(pathOf(meta(edited.body, 'og:image'))).not.toBe(firstUrl)
    expect(meta(edited.body, 'og:image:alt')).toMatch(/^Marketing article on the .+ blog: Share image after the edit$/)

    // An image chosen in the SEO tab wins over the generated one.
    await rest('PATCH', `/blog-posts/${id}`, { meta: { image: otherImageId }, _status: 'published' })
    const chosen = await pageWithin(server, '/blog/share-image-post', Date.now(), WITHIN_MS, (p) =>
      Boolean(meta(p.body, 'og:image')?.includes('/api/media/file/')),
    )
    expect(pathOf(meta(chosen.body, 'og:image'))).toMatch(/^\/api\/media\/file\//)
    expect(pathOf(meta(chosen.body, 'twitter:image'))).toBe(pathOf(meta(chosen.body, 'og:image')))
    expect(meta(chosen.body, 'og:image:alt')).toBeTruthy()
  })

  it("a published page heading draws the page's image again and gives it a new URL", async () => {
    const firstUrl = pathOf(meta((await getPage(server, '/about')).body, 'og:image'))
    const first = await imageWithin('/og/about', (image) => image.cache === 'HIT')
    const doc = await rest('GET', '/globals/about-page?depth=0')
    const hero = doc.hero as Record<string, unknown>
    await rest('POST', '/globals/about-page', {
      ...doc,
      hero: { ...hero, heading: 'A heading published for the share image' },
      _status: 'published',
    })
    const redrawn = await imageWithin('/og/about', (image) => !image.bytes.equals(first.bytes))
    expect(redrawn.status).toBe(200)
    expect(redrawn.bytes.equals(first.bytes)).toBe(false)
    const page = await pageWithin(server, '/about', Date.now(), WITHIN_MS, (p) =>
      p.body.includes('A heading published for the share image'),
    )
    expect(pathOf(meta(page.body, 'og:image'))).not.toBe(firstUrl)
    expect(meta(page.body, 'og:image:alt')).toMatch(/^A heading published for the share image, /)

    // The SEO tab's image wins on a page too.
    const published = await rest('GET', '/globals/about-page?depth=0')
    await rest('POST', '/globals/about-page', {
      ...published,
      meta: { ...(published.meta as object), image: imageId },
      _status: 'published',
    })
    const chosen = await pageWithin(server, '/about', Date.now(), WITHIN_MS, (p) =>
      Boolean(meta(p.body, 'og:image')?.includes('/api/media/file/')),
    )
    expect(pathOf(meta(chosen.body, 'og:image'))).toMatch(/^\/api\/media\/file\//)
    expect(pathOf(meta(chosen.body, 'twitter:image'))).toBe(pathOf(meta(chosen.body, 'og:image')))
  })
})
