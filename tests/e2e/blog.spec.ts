import type { APIRequestContext, Page } from '@playwright/test'
import pg from 'pg'

import { lexicalParagraph as lexical } from '../support/lexical'
import { loginAs } from '../support/login'
import {
  E2E_ADMIN_PASSWORD,
  e2eDatabaseUri,
  expect,
  expectNoAxeViolations,
  jsonLdTypes,
  presetConsent,
  test,
} from './fixtures'
import { cmsPress } from './staff'

test.describe.configure({ mode: 'serial' })

const SEEDED = [
  'onlyfans-marketing-strategies-2025',
  'onlyfans-earnings-guide',
  'onlyfans-chat-management-guide',
  'content-creator-personal-branding',
  'onlyfans-vs-fansly-comparison',
  'ppv-content-optimization',
]

const token = async (request: APIRequestContext, username: string, password: string) =>
  (await loginAs(request, username, password)).token

async function createPost(
  request: APIRequestContext,
  auth: string,
  slug: string,
  day: number,
  status: 'published' | 'draft' = 'published',
  content: object = lexical(`Body of ${slug}.`),
) {
  const media = (await (
    await request.get('/api/media?limit=1', { headers: { authorization: `JWT ${auth}` } })
  ).json()) as { docs: { id: number }[] }
  const res = await request.post(`/api/blog-posts${status === 'draft' ? '?draft=true' : ''}`, {
    headers: { authorization: `JWT ${auth}` },
    data: {
      title: `Test post ${slug}`,
      slug,
      excerpt: `An excerpt for ${slug}.`,
      category: 'Marketing',
      // A later `day` is newer; all of them are newer than the seeded articles and in the past (a future date is not
      // published).
      publishedAt: new Date(Date.now() - (10_000 - day) * 60_000).toISOString(),
      readTime: '3 min read',
      author: 'Test Author',
      featuredImage: media.docs[0]!.id,
      content,
      _status: status,
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { doc: { id: number } }).doc.id
}

const cards = (page: Page) => page.getByRole('list', { name: 'Blog posts' }).locator('> li article')

test.beforeEach(async ({ page }) => {
  await presetConsent(page)
})

test('/blog lists the seeded articles newest first with the hero, badge, end text and closing section', async ({
  page,
}) => {
  const response = await page.goto('/blog')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('OnlyFans Growth Blog')
  await expect(page.getByText('Creator Growth Insights')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Blog')
  const hrefs = await cards(page)
    .locator('h3 a')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href')))
  // Newest first: Jan 10, Jan 8, Jan 5, Jan 3 2025, Dec 28, Dec 25 2024.
  expect(hrefs).toEqual(SEEDED.map((slug) => `/blog/${slug}`))
  // Category, long US date and read time of each, as the specification's table gives them.
  const meta = [
    ['Marketing', 'January 10, 2025', '8 min read'],
    ['Revenue', 'January 8, 2025', '10 min read'],
    ['Management', 'January 5, 2025', '12 min read'],
    ['Branding', 'January 3, 2025', '9 min read'],
    ['Platforms', 'December 28, 2024', '11 min read'],
    ['Revenue', 'December 25, 2024', '7 min read'],
  ]
  for (const [i, texts] of meta.entries()) {
    for (const text of texts) await expect(cards(page).nth(i)).toContainText(text)
  }
  await expect(page.getByText("You've reached the end of our blog posts")).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Ready to Scale Your Creator Business?' })).toBeVisible()
  const consult = page.getByRole('link', { name: /Schedule Your Free Consultation/ })
  await expect(consult).toHaveAttribute('target', '_blank')
  expect(await jsonLdTypes(page)).toContain('Blog')
  await expectNoAxeViolations(page)
})

test("a card's category tag opens its category page: that category's posts only, with breadcrumb and feed link", async ({
  page,
}) => {
  await page.goto('/blog')
  // The second card is the newest Revenue article; its tag is a link of its own above the card's link.
  const tag = cards(page).nth(1).getByRole('link', { name: 'Revenue', exact: true })
  await expect(tag).toHaveAttribute('href', '/blog/category/revenue')
  await tag.click()
  await expect(page).toHaveURL(/\/blog\/category\/revenue$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Earnings and Pricing Guides for OnlyFans Creators')
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')
  await expect(trail).toHaveText(['Home', 'Blog', 'Revenue'])
  await expect(trail.nth(1).getByRole('link')).toHaveAttribute('href', '/blog')
  await expect(trail.nth(2).locator('[aria-current="page"]')).toHaveText('Revenue')
  const hrefs = await cards(page)
    .locator('h3 a')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href')))
  expect(hrefs).toEqual(['/blog/onlyfans-earnings-guide', '/blog/ppv-content-optimization'])
  await expect(cards(page).locator('[data-category-link]')).toHaveText(['Revenue', 'Revenue'])
  await expect(page.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/blog/feed.xml')
  expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['CollectionPage', 'BreadcrumbList']))
  // Keyboard users reach the tag too, and see where they are.
  await page.goto('/blog/onlyfans-chat-management-guide')
  const articleTag = page.locator('article header').getByRole('link', { name: 'Management', exact: true })
  await articleTag.focus()
  await expect(articleTag).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/blog\/category\/management$/)
  await expect(cards(page)).toHaveCount(1)
})

test('the grid has 1 column on phones, 2 at medium widths and 3 at large widths', async ({ page }) => {
  /** The x positions of the cards that share the first card's row. */
  const firstRowXs = async () => {
    const boxes = await cards(page).evaluateAll((articles) =>
      articles.map((a) => a.getBoundingClientRect()).map(({ x, y }) => ({ x, y })),
    )
    expect(boxes.length).toBeGreaterThanOrEqual(4)
    return boxes.filter((box) => Math.abs(box.y - boxes[0]!.y) < 1).map((box) => Math.round(box.x))
  }
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/blog')
  await expect(cards(page)).toHaveCount(SEEDED.length)
  for (const [width, columns] of [
    [375, 1],
    [768, 2],
    [1280, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 800 })
    await expect.poll(firstRowXs, { message: `${width} px wide` }).toHaveLength(columns)
    const xs = await firstRowXs()
    expect(xs, `${width} px wide`).toEqual([...new Set(xs)].sort((a, b) => a - b))
  }
})

test('the first two card images load eagerly, later ones lazily when near the viewport; a broken image is hidden', async ({
  page,
}) => {
  await page.route('**/ppv-content-optimization*', (route) =>
    route.request().resourceType() === 'image' ? route.fulfill({ status: 404, body: '' }) : route.continue(),
  )
  await page.setViewportSize({ width: 1280, height: 700 })
  await page.goto('/blog')
  const images = page.locator('[data-card-image]')
  await expect(images.nth(0).locator('img')).toHaveAttribute('loading', 'eager')
  await expect(images.nth(1).locator('img')).toHaveAttribute('loading', 'eager')
  await expect(images.nth(5).locator('img')).toHaveCount(0)
  await images.nth(5).scrollIntoViewIfNeeded()
  await expect(images.nth(4).locator('img')).toHaveAttribute('loading', 'lazy')
  // The sixth card's image fails to load and is removed instead of showing a broken image.
  await expect(images.nth(5).locator('img')).toHaveCount(0)
})

test('an article renders its body, meta, share, related posts, call to action and structured data', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const response = await page.goto('/blog/content-creator-personal-branding')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/brand/i)
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(crumbs.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog')
  // Home > Blog > the article's own title; a category tag; the hero image loads.
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(
    (await page.getByRole('heading', { level: 1 }).textContent())!,
  )
  await expect(page.locator('article header').getByText('Branding', { exact: true })).toBeVisible()
  await expect
    .poll(() =>
      page
        .locator('article img')
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true)
  await expect(page.locator('article header time')).toHaveText('January 3, 2025')
  await expect(page.locator('article header')).toContainText('9 min read')
  expect(await page.locator('.article-body h2', { hasText: /Step \d/ }).count()).toBe(8)
  await expect(page.locator('.article-body blockquote').first()).toBeVisible()
  await expect(page.locator('.article-body a[href="/contact"]').first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/blog/content-creator-personal-branding`,
  )
  // The generated share image: title, category and cover (src/app/og); an image chosen in the SEO tab would win.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(`^${baseURL}/og/blog/content-creator-personal-branding\\?v=[\\w-]+$`),
  )
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', /Branding article on the /)
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')

  await page.getByRole('button', { name: 'Share Article' }).click()
  await expect(page.getByText('Link copied to clipboard')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/blog/content-creator-personal-branding`,
  )

  const related = page.locator('section[aria-labelledby="related-heading"] article')
  await expect(related).toHaveCount(2)
  await expect(page.locator('a[data-booking-link]').last()).toHaveAttribute('target', '_blank')

  const types = await jsonLdTypes(page)
  expect(types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']))
  const article = JSON.parse((await page.locator('script[data-ld="article"]').textContent())!) as Record<
    string,
    { name?: string; '@type'?: string } | string
  >
  expect(article.image).toMatch(new RegExp(`^${baseURL}/api/media/file/[^:]+$`))
  expect(article.datePublished).toBe('2025-01-03T00:00:00.000Z')
  // The byline "Velora Creator Management Team" is the agency itself: the Organization, with its address.
  expect(article.author).toEqual({
    '@type': 'Organization',
    '@id': `${baseURL}/#organization`,
    name: 'Velora Creator Management',
    url: `${baseURL}/`,
  })
  expect((article.publisher as { '@type': string })['@type']).toBe('Organization')
  await expectNoAxeViolations(page)
})

test("an article's blocks away from the screen are skipped until the reader nears them; a focused link keeps its whole ring", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 })
  await page.goto('/blog/content-creator-personal-branding')
  const blocks = page.locator('.article-body > *')
  expect(await blocks.count()).toBeGreaterThan(20)
  // The last element inside a block (a block's own contents are what content-visibility: auto skips), and whether
  // it is drawn: `contentVisibilityAuto` makes checkVisibility() false while it is skipped.
  const far = page.locator('.article-body > * > *').last()
  const drawn = () => far.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))
  expect(await drawn()).toBe(false)
  await far.evaluate((el) => el.scrollIntoView())
  await expect.poll(drawn).toBe(true)

  // A link at a block's top left corner, where the block's paint containment would clip its focus ring.
  const link = page.locator('#corner-link')
  await blocks.first().evaluate((block) => {
    const a = document.createElement('a')
    a.id = 'corner-link'
    a.href = '#corner-link'
    a.textContent = 'Corner'
    block.prepend(a)
  })
  await link.scrollIntoViewIfNeeded()
  const box = (await link.boundingBox())!
  const clip = { x: box.x - 8, y: box.y - 8, width: box.width + 16, height: box.height + 16 }
  const unfocused = await page.screenshot({ clip })
  await page.keyboard.press('Shift')
  await link.focus()
  await expect(link).toHaveCSS('outline-style', 'solid')
  const contained = await page.screenshot({ clip })
  expect(contained.equals(unfocused)).toBe(false)
  await blocks.first().evaluate((block) => {
    ;(block as HTMLElement).style.contentVisibility = 'visible'
  })
  expect((await page.screenshot({ clip })).equals(contained)).toBe(true)
})

test('an article cover is the 768 px rendition on a phone and the 1600 px one on a sharp wide screen', async ({
  page,
  browser,
  baseURL,
}) => {
  // The width descriptor of the srcset candidate the browser chose (naturalWidth is scaled by its density).
  const coverWidth = (p: Page) =>
    p
      .locator('article img')
      .first()
      .evaluate((img: HTMLImageElement) => {
        if (!img.complete || !img.currentSrc) return 0
        const chosen = img.srcset
          .split(',')
          .find((candidate) => new URL(candidate.trim().split(' ')[0]!, location.href).href === img.currentSrc)
        return Number(chosen?.trim().split(' ')[1]?.replace('w', '') ?? -1)
      })
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/blog/content-creator-personal-branding')
  await expect.poll(() => coverWidth(page)).toBe(768)

  const sharp = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 })
  try {
    const wide = await sharp.newPage()
    await wide.goto('/blog/content-creator-personal-branding')
    await expect.poll(() => coverWidth(wide)).toBe(1600)
  } finally {
    await sharp.close()
  }

  // A wide screen at 1× shows the 704 px column with the 768 px file, and its head's preload asks for that
  // same file: the 1600 px one is never downloaded beside it.
  const plain = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 })
  try {
    const wide = await plain.newPage()
    const requested: string[] = []
    wide.on(
      'request',
      (request) => request.resourceType() === 'image' && requested.push(new URL(request.url()).pathname),
    )
    await wide.goto('/blog/content-creator-personal-branding', { waitUntil: 'networkidle' })
    await expect.poll(() => coverWidth(wide)).toBe(768)
    const candidates = await wide
      .locator('article img')
      .first()
      .evaluate((img: HTMLImageElement) =>
        img.srcset.split(',').map((c) => new URL(c.trim().split(' ')[0]!, location.href).pathname),
      )
    expect(candidates).toHaveLength(2)
    expect(requested).toContain(candidates[0])
    expect(requested).not.toContain(candidates[1])
  } finally {
    await plain.close()
  }
})

test('an article whose cover fails to load shows no broken image', async ({ page }) => {
  await page.route('**/api/media/file/**', (route) => route.abort())
  await page.goto('/blog/content-creator-personal-branding')
  await expect(page.locator('.article-body')).toBeVisible()
  // The cover's frame goes and the related cards drop their images: nothing shows a broken picture.
  await expect.poll(() => page.locator('img').count()).toBe(0)
})

test('an unknown slug is the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/blog/no-such-article')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
})

test('with 25 more posts: 9 on the server, then pages of 9 with 3 skeletons while loading, then the end text', async ({
  page,
  request,
}) => {
  const admin = await token(request, 'admin', E2E_ADMIN_PASSWORD)
  for (let i = 0; i < 25; i++) await createPost(request, admin, `scroll-test-${String(i).padStart(2, '0')}`, i)
  const total = 31

  let release!: () => void
  let held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/blog-posts?*', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/blog')
  await expect(cards(page)).toHaveCount(9)
  await expect(page.getByText("You've reached the end of our blog posts")).toHaveCount(0)

  await page.locator('[data-blog-sentinel]').scrollIntoViewIfNeeded()
  await expect(page.locator('[data-skeleton]')).toHaveCount(3)
  release()
  await expect(cards(page)).toHaveCount(18)
  await expect(page.locator('[data-skeleton]')).toHaveCount(0)

  held = Promise.resolve()
  for (let shown = 18; shown < total; shown = Math.min(total, shown + 9)) {
    await page.locator('[data-blog-sentinel]').scrollIntoViewIfNeeded()
    await expect(cards(page)).toHaveCount(Math.min(total, shown + 9))
  }
  await expect(page.getByText("You've reached the end of our blog posts")).toBeVisible()
})

/**
 * Resolves once an IntersectionObserver of the test's own, on `selector`, has delivered and one more
 * task has run: the page's observers were given the same frame, and React has drawn what they changed.
 */
const intersectionDelivered = (page: Page, selector: string) =>
  page.locator(selector).evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect()
          const channel = new MessageChannel()
          channel.port1.onmessage = () => resolve()
          channel.port2.postMessage(null)
        })
        observer.observe(element)
      }),
  )

test('a card image loads within 50 px of the viewport, the next page when the list ends within 100 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const pageRequests: string[] = []
  page.on(
    'request',
    (request) => new URL(request.url()).pathname === '/api/blog-posts' && pageRequests.push(request.url()),
  )
  await page.goto('/blog')
  await expect(cards(page)).toHaveCount(9)
  /** Scrolls so that the element's top edge is `below` px under the bottom of the viewport. */
  const placeBelowFold = (selector: string, below: number) =>
    page.locator(selector).evaluate((element, below) => {
      window.scrollTo({
        top: window.scrollY + element.getBoundingClientRect().top - window.innerHeight - below,
        behavior: 'instant',
      })
    }, below)
  const image = '[data-card-image] >> nth=6'
  await placeBelowFold(image, 80)
  await intersectionDelivered(page, image)
  await expect(page.locator(image).locator('img')).toHaveCount(0)
  await placeBelowFold(image, 40)
  await expect(page.locator(image).locator('img')).toHaveCount(1)

  await placeBelowFold('[data-blog-sentinel]', 150)
  await intersectionDelivered(page, '[data-blog-sentinel]')
  expect(pageRequests).toEqual([])
  await placeBelowFold('[data-blog-sentinel]', 80)
  await expect.poll(() => pageRequests.length).toBe(1)
  await expect(cards(page)).toHaveCount(18)
})

test('opening the blog from another page shows the cached list at once, with no loading state', async ({ page }) => {
  // /blog is served from Next's cache, so Next prefetches the whole page (its tree, then the page segment)
  // for the header link once the page is idle, as for any visitor.
  const pagePrefetched = new Promise<void>((resolve) => {
    page.on('requestfinished', (request) => {
      const segment = request.headers()['next-router-segment-prefetch']
      if (new URL(request.url()).pathname === '/blog' && segment?.includes('__PAGE__')) resolve()
    })
  })
  await page.goto('/about')
  await pagePrefetched
  const pageRequests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/blog' && !request.headers()['next-router-prefetch'])
      pageRequests.push(request.url())
  })
  await page.locator('header').getByRole('link', { name: 'Blog', exact: true }).first().click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(cards(page)).not.toHaveCount(0)
  await expect(page.locator('[data-skeleton]')).toHaveCount(0)
  expect(pageRequests).toEqual([])
})

test('when the list query fails on the server: the error text, and the fallback posts instead of an empty list', async ({
  page,
  request,
  baseURL,
}) => {
  const db = new pg.Client({ connectionString: e2eDatabaseUri(baseURL!) })
  await db.connect()
  // /blog is served from the cache, so the failure needs a render: a card edit expires the list at
  // once and again a second later, and the table is gone before that second expiry.
  const admin = await token(request, 'admin', E2E_ADMIN_PASSWORD)
  const { docs } = (await (
    await request.get('/api/blog-posts?limit=1&sort=-publishedAt', { headers: { authorization: `JWT ${admin}` } })
  ).json()) as { docs: { id: number }[] }
  const edit = await request.patch(`/api/blog-posts/${docs[0]!.id}`, {
    headers: { authorization: `JWT ${admin}` },
    data: { excerpt: `An excerpt edited at ${Date.now()}` },
  })
  expect(edit.status()).toBe(200)
  await db.query('ALTER TABLE blog_posts RENAME TO blog_posts_unreachable')
  try {
    await expect
      .poll(
        async () => {
          await page.goto('/blog')
          return page
            .getByRole('alert')
            .filter({ hasText: 'Unable to load blog posts. Please try again later.' })
            .count()
        },
        { timeout: 15_000 },
      )
      .toBe(1)
    await expect(cards(page)).toHaveCount(6)
    await expect(cards(page).first()).toContainText('Marketing')
  } finally {
    await db.query('ALTER TABLE blog_posts_unreachable RENAME TO blog_posts')
    await db.end()
  }
  // The failed render is not kept: the list is back within seconds, without a write.
  await expect
    .poll(
      async () => {
        await page.goto('/blog')
        return page.getByText('Unable to load blog posts. Please try again later.').count()
      },
      { timeout: 15_000 },
    )
    .toBe(0)
})

test('a failing list request shows the error text and waits for Try again instead of asking in a loop', async ({
  page,
}) => {
  let failing = true
  const requests: string[] = []
  await page.route('**/api/blog-posts?*', (route) => {
    requests.push(route.request().url())
    return failing ? route.fulfill({ status: 500, body: '{}' }) : route.fallback()
  })
  await page.goto('/blog')
  await expect(cards(page)).toHaveCount(9)
  await page.locator('[data-blog-sentinel]').scrollIntoViewIfNeeded()
  await expect(page.getByText('Unable to load blog posts. Please try again later.')).toBeVisible({ timeout: 15_000 })
  const retry = page.getByRole('button', { name: 'Try again' })
  await expect(retry).toBeVisible()
  // The sentinel stays in view: no further requests until the visitor asks.
  const afterError = requests.length
  // A loop would start from the sentinel's observer, at its next delivery: let one happen, plus a round trip.
  await intersectionDelivered(page, '[data-blog-sentinel]')
  await page.evaluate(() => fetch('/api/health').then(() => null))
  expect(requests).toHaveLength(afterError)
  await expect(page.locator('[data-skeleton]')).toHaveCount(0)

  failing = false
  await retry.click()
  await expect.poll(() => cards(page).count()).toBeGreaterThan(9)
  await expect(retry).toBeHidden()
})

test('an editor publishes a draft in /cms: it appears without a restart; unpublishing returns 404', async ({
  page,
  request,
}) => {
  const admin = await token(request, 'admin', E2E_ADMIN_PASSWORD)
  const made = await request.post('/api/users', {
    headers: { authorization: `JWT ${admin}` },
    data: { username: 'blog-editor', password: 'blog-editor-pw copper lantern', role: 'editor' },
  })
  expect(made.status()).toBe(201)
  const id = await createPost(request, admin, 'fresh-from-the-cms', 5000, 'draft')
  expect((await page.goto('/blog/fresh-from-the-cms'))?.status()).toBe(404)

  await page.goto('/cms/login')
  await page.getByLabel(/username/i).fill('blog-editor')
  await page.getByLabel(/password/i).fill('blog-editor-pw copper lantern')
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/cms\/?$/)
  await page.goto(`/cms/collections/blog-posts/${id}`)
  // The body is written in the rich-text editor, and the SEO tab holds its fields.
  const body = page.locator('[data-lexical-editor="true"]')
  await expect(body).toContainText('Body of fresh-from-the-cms.')
  await body.click()
  await page.keyboard.press('Control+End')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Written in the CMS editor.')
  await page.locator('button', { hasText: /^SEO$/ }).click()
  await expect(page.getByRole('button', { name: /auto-generate/i }).first()).toBeVisible()
  await cmsPress(page, /^Publish changes$/, () =>
    expect(page.getByText(/published successfully|updated successfully/i).first()).toBeVisible({ timeout: 4_000 }),
  )

  await expect.poll(async () => (await request.get('/blog/fresh-from-the-cms')).status(), { timeout: 5_000 }).toBe(200)
  await page.goto('/blog/fresh-from-the-cms')
  await expect(page.locator('.article-body')).toContainText('Written in the CMS editor.')
  await page.goto('/blog')
  await expect(cards(page).first()).toContainText('Test post fresh-from-the-cms')
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toMatch(/<loc>[^<]*\/blog\/fresh-from-the-cms<\/loc>\s*<lastmod>/)

  const editor = await token(request, 'blog-editor', 'blog-editor-pw copper lantern')
  const unpublish = await request.patch(`/api/blog-posts/${id}`, {
    headers: { authorization: `JWT ${editor}` },
    data: { _status: 'draft' },
  })
  expect(unpublish.status()).toBe(200)
  await expect.poll(async () => (await request.get('/blog/fresh-from-the-cms')).status(), { timeout: 5_000 }).toBe(404)
})

test('an internal link in an article opens the linked article', async ({ page, request }) => {
  const admin = await token(request, 'admin', E2E_ADMIN_PASSWORD)
  const found = (await (
    await request.get('/api/blog-posts?depth=0&where[slug][equals]=content-creator-personal-branding', {
      headers: { authorization: `JWT ${admin}` },
    })
  ).json()) as { docs: { id: number }[] }
  const content = lexical('See also ')
  ;(content.root.children[0]!.children as object[]).push({
    type: 'link',
    version: 3,
    direction: 'ltr',
    format: '',
    indent: 0,
    fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'blog-posts', value: found.docs[0]!.id } },
    children: [
      { type: 'text', text: 'our branding guide', version: 1, format: 0, mode: 'normal', style: '', detail: 0 },
    ],
  })
  await createPost(request, admin, 'links-to-branding', 4000, 'published', content)
  await page.goto('/blog/links-to-branding')
  await expect(page.locator('.article-body a', { hasText: 'our branding guide' })).toHaveAttribute(
    'href',
    '/blog/content-creator-personal-branding',
  )
})

test('with no published posts the six built-in fallback posts are shown', async ({ page, request }) => {
  const admin = await token(request, 'admin', E2E_ADMIN_PASSWORD)
  const headers = { authorization: `JWT ${admin}` }
  const all = (await (
    await request.get('/api/blog-posts?limit=100&depth=0&where[isPublished][equals]=true', { headers })
  ).json()) as { docs: { id: number }[] }
  for (const doc of all.docs) {
    expect((await request.patch(`/api/blog-posts/${doc.id}`, { headers, data: { _status: 'draft' } })).status()).toBe(
      200,
    )
  }
  try {
    await page.goto('/blog')
    await expect(cards(page)).toHaveCount(6)
    const hrefs = await cards(page)
      .locator('h3 a')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')))
    expect(hrefs).toEqual([
      '/blog/onlyfans-marketing-strategies-2025',
      '/blog/onlyfans-earnings-guide',
      '/blog/onlyfans-chat-management-guide',
      '/blog/content-creator-personal-branding',
      '/blog/onlyfans-vs-fansly-comparison',
      '/blog/ppv-content-optimization',
    ])
    const categories = ['Marketing', 'Revenue', 'Management', 'Branding', 'Platforms', 'Revenue']
    for (const [i, category] of categories.entries()) await expect(cards(page).nth(i)).toContainText(category)
    // Their links lead to the built-in articles, not to 404s.
    const response = await page.goto('/blog/onlyfans-earnings-guide')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'The Complete OnlyFans Earnings Guide' })).toBeVisible()
    await expect(page.locator('article h2').first()).toBeVisible()
    await expect(page.locator('section[aria-labelledby="related-heading"] article')).toHaveCount(2)
    expect((await page.goto('/blog/not-a-built-in-article'))?.status()).toBe(404)
  } finally {
    for (const doc of all.docs)
      await request.patch(`/api/blog-posts/${doc.id}`, { headers, data: { _status: 'published' } })
  }
})

test('anonymous REST readers never see drafts; support staff cannot write posts', async ({ request }) => {
  const admin = await token(request, 'admin', E2E_ADMIN_PASSWORD)
  await createPost(request, admin, 'hidden-draft-post', 6000, 'draft')
  const rest = (await (await request.get('/api/blog-posts?limit=200&depth=0&draft=true')).json()) as {
    docs: { slug: string }[]
  }
  expect(rest.docs.length).toBeGreaterThan(0)
  expect(rest.docs.map((d) => d.slug)).not.toContain('hidden-draft-post')
  expect(
    (
      await request.post('/api/graphql', {
        data: { query: '{ BlogPosts(limit: 200, draft: true) { docs { slug } } }' },
      })
    ).status(),
  ).toBe(404)

  const madeSupport = await request.post('/api/users', {
    headers: { authorization: `JWT ${admin}` },
    data: { username: 'blog-support', password: 'blog-support-pw copper lantern', role: 'support' },
  })
  expect(madeSupport.status()).toBe(201)
  const support = await token(request, 'blog-support', 'blog-support-pw copper lantern')
  const attempt = await request.post('/api/blog-posts', {
    headers: { authorization: `JWT ${support}` },
    data: { title: 'Nope' },
  })
  expect(attempt.status()).toBe(403)
})

test('the "·" in a card\'s meta line stays on the line of the read time at every width', async ({ page }) => {
  await presetConsent(page)
  await page.goto('/blog')
  await expect(cards(page)).not.toHaveCount(0)
  // A sweep of phone widths (where the meta wraps) plus the named widths.
  const widths = [320, 375, 1280, ...Array.from({ length: 21 }, (_, i) => 320 + i * 8)]
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 })
    const lines = await cards(page).evaluateAll((articles) =>
      articles.map((article) => {
        // The line box of the separator and of the first character after it.
        const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT)
        const chars: { node: Text; offset: number }[] = []
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          for (let offset = 0; offset < node.data.length; offset++) chars.push({ node, offset })
        }
        const index = chars.findIndex(({ node, offset }) => node.data[offset] === '·')
        const after = chars.slice(index + 1).find(({ node, offset }) => node.data[offset]!.trim() !== '')
        const top = (at: { node: Text; offset: number } | undefined) => {
          if (!at) return null
          const range = document.createRange()
          range.setStart(at.node, at.offset)
          range.setEnd(at.node, at.offset + 1)
          return Math.round(range.getBoundingClientRect().top)
        }
        return { dot: top(chars[index]), next: top(after) }
      }),
    )
    for (const line of lines) {
      expect(line.dot, `a separator at ${width} px`).not.toBeNull()
      expect(line.next, `the dot and what follows share a line at ${width} px`).toBe(line.dot)
    }
  }
})
