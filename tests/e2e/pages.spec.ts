import { expect, jsonLdTypes, presetConsent, test } from './fixtures'

type PageCase = { path: string; h1: RegExp; ld: string[] }

const PAGES: PageCase[] = [
  { path: '/', h1: /Turn Your OnlyFans Into a Business/, ld: ['Organization'] },
  {
    path: '/about',
    h1: /Your Partners in Creator Growth/,
    ld: ['Organization', 'BreadcrumbList'],
  },
  {
    path: '/services',
    h1: /Everything You Need to Grow/,
    ld: ['Organization', 'BreadcrumbList'],
  },
  {
    path: '/services/account-management',
    h1: /^OnlyFans Account Management That Grows Your Income$/,
    ld: ['Organization', 'BreadcrumbList', 'Service'],
  },
  {
    path: '/services/marketing',
    h1: /^Marketing That Brings the Right Fans to Your Page$/,
    ld: ['Organization', 'BreadcrumbList', 'Service'],
  },
  {
    path: '/services/chat-management',
    h1: /^Your Fans, Looked After Around the Clock$/,
    ld: ['Organization', 'BreadcrumbList', 'Service'],
  },
  {
    path: '/faq',
    h1: /^Frequently Asked Questions$/,
    ld: ['Organization', 'BreadcrumbList', 'FAQPage'],
  },
  {
    path: '/contact',
    h1: /Let's Talk About Your Growth/,
    ld: ['Organization', 'BreadcrumbList', 'ContactPage'],
  },
  { path: '/privacy-policy', h1: /^Privacy Policy$/, ld: ['Organization', 'BreadcrumbList'] },
  {
    path: '/terms-of-service',
    h1: /^Terms of Service$/,
    ld: ['Organization', 'BreadcrumbList'],
  },
  { path: '/cookie-policy', h1: /^Cookie Policy$/, ld: ['Organization', 'BreadcrumbList'] },
]

/** Every directive of every robots meta tag on the page. */
const robots = (page: import('@playwright/test').Page) =>
  page
    .locator('meta[name="robots"]')
    .evaluateAll((tags) => tags.flatMap((t) => (t.getAttribute('content') ?? '').split(',').map((d) => d.trim())))

test.beforeEach(async ({ page }) => {
  await presetConsent(page)
})

for (const { path, h1, ld } of PAGES) {
  test(`${path} renders with its title, canonical, social tags and structured data`, async ({ page, baseURL }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
    await expect(page).toHaveTitle(/\| Velora Creator Management$/)
    const canonical = path === '/' ? `${baseURL}` : `${baseURL}${path}`
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/)
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /.+,.+/)
    // The social tags share the page's own title, address and description.
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title())
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical)
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description!)
    // The page's generated share image (src/app/og), versioned, with its size and a sentence for its alt text.
    const image = `${baseURL}${path === '/' ? '/og' : `/og${path}`}`
    const versioned = new RegExp(`^${image.replaceAll('/', '\\/').replaceAll('.', '\\.')}\\?v=[\\w-]+$`)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', versioned)
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630')
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
      'content',
      /, Velora Creator Management$/,
    )
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', versioned)
    await expect(page.locator('meta[name="twitter:image:alt"]')).toHaveAttribute(
      'content',
      (await page.locator('meta[property="og:image:alt"]').getAttribute('content'))!,
    )
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow')
    expect((await jsonLdTypes(page)).sort()).toEqual([...ld].sort())
  })
}

test('every page has a unique title', async ({ page }) => {
  const titles = new Set<string>()
  for (const { path } of PAGES) {
    await page.goto(path)
    titles.add(await page.title())
  }
  expect(titles.size).toBe(PAGES.length)
})

test('the home services grid: six cards, two linking to their pages and four to /#services, plus a chat management link', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.locator('#services li h3')).toHaveCount(6)
  const links = await page
    .locator('#services li')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('a')!.getAttribute('href')))
  expect(links).toEqual([
    '/services/account-management',
    '/services/marketing',
    '/#services',
    '/#services',
    '/#services',
    '/#services',
  ])
  await expect(page.locator('#services a[href="/services/chat-management"]')).toHaveCount(1)
})

test('the home testimonials: three, each rated 5 out of 5 and signed with a first name', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Real Results From Real Creators' })).toBeVisible()
  await expect(page.locator('figure')).toHaveCount(3)
  await expect(page.locator('figure [role="img"][aria-label="Rated 5 out of 5"]')).toHaveCount(3)
  const captions = await page.locator('figure figcaption').allTextContents()
  expect(captions).toHaveLength(3)
  for (const caption of captions) expect(caption).toMatch(/^— [A-Z][a-z]+$/)
})

test('the home hero links to /about; the about blurb to /services, the scheduling page and /blog', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('#hero-heading ~ div a[href="/about"]')).toHaveCount(1)
  const about = page.locator('section[aria-labelledby="about-heading"] li a')
  expect(
    await about.evaluateAll((links) =>
      links.map((l) => l.getAttribute('href')?.replace(/^https:\/\/[^?]+.*$/, 'booking')),
    ),
  ).toEqual(['/services', 'booking', '/blog'])
})

test('the home page lists the six reasons to choose the agency, four FAQs with a link to all, and limited spots', async ({
  page,
}) => {
  await page.goto('/')
  for (const item of [
    'Female-Focused Team',
    'Full Privacy & Discretion',
    'Performance-Based Growth',
    'Proven Systems',
    'Hands-On Support',
    'Long-Term Vision',
  ]) {
    await expect(page.getByRole('heading', { name: item, exact: true })).toBeVisible()
  }
  await expect(page.locator('[data-faq="home"] [data-state]').filter({ has: page.locator('h3') })).toHaveCount(4)
  await expect(page.getByRole('link', { name: 'View All FAQs' })).toHaveAttribute('href', '/faq')
  await expect(page.locator('#book-call')).toContainText(/Limited spots/i)
})

test('home sections come in the specified order', async ({ page }) => {
  await page.goto('/')
  const order = await page.locator('main h2').allTextContents()
  const positions = [
    'About',
    'Our Services',
    'Real Results',
    'Why Creators Choose',
    'Frequently Asked Questions',
    'Ready to Grow',
  ].map((text) => [text, order.findIndex((t) => t.includes(text))] as const)
  // Each section present, and each after the one before it.
  expect(positions.filter(([, at]) => at < 0)).toEqual([])
  expect(positions.map(([text]) => text)).toEqual([...positions].sort((a, b) => a[1] - b[1]).map(([text]) => text))
})

test('the about page carries its four values, its approach list and a booking button', async ({ page }) => {
  await page.goto('/about')
  for (const value of ['Integrity', 'Innovation', 'Empowerment', 'Excellence']) {
    await expect(page.getByRole('heading', { name: value, exact: true })).toBeVisible()
  }
  await expect(page.getByText('24/7 account and chat management')).toBeVisible()
  await expect(page.getByRole('link', { name: /Book Your Free Call/ })).toBeVisible()
})

test('the services page carries its six services, three numbered steps and four promises', async ({ page }) => {
  await page.goto('/services')
  for (const title of [
    'Account Management',
    'Marketing & Growth',
    'Content Strategy',
    'Brand Building',
    'Revenue Maximization',
    'Talent Development',
  ]) {
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible()
  }
  await expect(page.locator('ol li')).toContainText(['01', '02', '03'])
  for (const title of [
    'Strategy Call',
    'Game Plan',
    'Execution',
    'Proven Results',
    'Full Transparency',
    'Dedicated Management',
    'Strategic Brand Growth',
  ]) {
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible()
  }
})

test('the service pages carry their breadcrumb, claims and lists', async ({ page }) => {
  await page.goto('/services/account-management')
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Services' }),
  ).toHaveAttribute('href', '/#services')
  await expect(page.locator('main')).toContainText('40-60%')

  await page.goto('/services/marketing')
  for (const title of ['Audience Growth', 'Targeted Campaigns', 'Performance Tracking']) {
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible()
  }

  await page.goto('/services/chat-management')
  await expect(page.locator('section[aria-labelledby="included-heading"] li')).toHaveCount(8)
  await expect(page.locator('main')).toContainText('typically 40-60%')
})

test('legal pages show their dates and related links', async ({ page }) => {
  // The browser's clock held at the instant the expectation is computed from, so a UTC midnight
  // between the two cannot make them disagree.
  const now = new Date()
  await page.clock.setFixedTime(now)
  await page.goto('/privacy-policy')
  const today = now.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
  await expect(page.getByTestId('last-updated')).toHaveText(`Last Updated: ${today}`)
  const related = page.getByRole('navigation', { name: 'Related pages' }).locator('a')
  expect(await related.evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual(['/faq', '/contact'])
  await page.goto('/terms-of-service')
  await expect(page.locator('main')).toContainText(`© ${now.getUTCFullYear()} Velora Creator Management`)
  expect(await related.evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual([
    '/privacy-policy',
    '/contact',
  ])
  await page.goto('/cookie-policy')
  await expect(page.getByTestId('last-updated')).toHaveText('Last Updated: January 2025')
  expect(await related.evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual([
    '/privacy-policy',
    '/terms-of-service',
  ])
})

test('a cached policy page still shows the visitor’s today: the browser brings the date and year up to date', async ({
  page,
}) => {
  // A day the server's cached page cannot have been rendered on.
  await page.clock.setFixedTime(new Date('2031-03-04T10:00:00Z'))
  await page.goto('/privacy-policy')
  await expect(page.getByTestId('last-updated')).toHaveText('Last Updated: March 4, 2031')
  await page.goto('/terms-of-service')
  await expect(page.locator('main')).toContainText('© 2031 Velora Creator Management')
})

test('the privacy policy lists the rights before saying how to exercise them', async ({ page }) => {
  await page.goto('/privacy-policy')
  const section = page.locator('section', { has: page.getByRole('heading', { name: /Your Rights/ }) })
  const order = await section
    .locator('p, li')
    .evaluateAll((nodes) => nodes.map((n) => (n.tagName === 'LI' ? 'item' : n.textContent.slice(0, 20))))
  expect(order).toEqual([
    'Depending on where y',
    'item',
    'item',
    'item',
    'item',
    'item',
    'item',
    'To exercise any of t',
  ])
})

test('unknown paths are the 404 page with status 404, noindex and a console log', async ({ page }) => {
  const logs: string[] = []
  page.on('console', (message) => logs.push(message.text()))
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page).toHaveTitle('Page Not Found | Velora Creator Management')
  expect(await robots(page)).toEqual(expect.arrayContaining(['noindex', 'nofollow']))
  expect(await robots(page)).not.toContain('index')
  await expect.poll(() => logs.some((l) => l.includes('/no/such/page'))).toBe(true)
  await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/')
  for (const href of ['/services', '/about', '/blog', '/contact']) {
    await expect(page.locator(`nav[aria-labelledby="popular-heading"] a[href="${href}"]`)).toBeVisible()
  }
})

test('the four web vitals are logged to the console with their rating: TTFB at once, FID and LCP at the first input, CLS when the page is hidden', async ({
  page,
}) => {
  const logs: string[] = []
  page.on('console', (message) => logs.push(message.text()))
  await page.goto('/about')
  const vital = (name: string) => () => logs.find((line) => line.startsWith(`[Web Vitals] ${name}: `)) ?? ''
  const rated = / \((good|needs-improvement|poor)\)$/
  await expect.poll(vital('TTFB')).toMatch(new RegExp(`^\\[Web Vitals\\] TTFB: \\d+ms${rated.source}`))
  expect(vital('LCP')()).toBe('')
  await page.getByRole('heading', { level: 1 }).click()
  await expect.poll(vital('LCP')).toMatch(new RegExp(`^\\[Web Vitals\\] LCP: \\d+ms${rated.source}`))
  await expect.poll(vital('FID')).toMatch(new RegExp(`^\\[Web Vitals\\] FID: \\d+ms${rated.source}`))
  expect(vital('CLS')()).toBe('')
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  await expect.poll(vital('CLS')).toMatch(/^\[Web Vitals\] CLS: \d\.\d{3} \((good|needs-improvement|poor)\)$/)
  expect(logs.filter((line) => line.startsWith('[Web Vitals]'))).toHaveLength(4)
})

test('/500 is noindex and Try Again reloads', async ({ page }) => {
  await page.goto('/500')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Server Error')
  await expect(
    page.getByText(
      "We're experiencing technical difficulties. Our team has been notified and is working to resolve the issue.",
    ),
  ).toBeVisible()
  expect(await robots(page)).toEqual(expect.arrayContaining(['noindex', 'nofollow']))
  expect(await robots(page)).not.toContain('index')
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', /^mailto:/)
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Try Again' }).click()])
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined()
})

test('the /500 Go Home link leads to the home page', async ({ page, baseURL }) => {
  await page.goto('/500')
  const home = page.getByRole('link', { name: 'Go Home' })
  await expect(home).toHaveAttribute('href', '/')
  await home.click()
  await expect(page).toHaveURL(`${baseURL}/`)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Server Error')
})

test('a script error mentioning a chunk redirects to /500', async ({ page }) => {
  await page.goto('/about')
  await page.evaluate(() => {
    setTimeout(() => {
      const error = new Error('Loading chunk 42 failed.')
      error.name = 'ChunkLoadError'
      throw error
    })
  })
  await expect(page).toHaveURL(/\/500$/)
})

test('the 404 page Go Back returns to the previous page', async ({ page }) => {
  await page.goto('/about')
  await page.goto('/missing-page')
  await page.getByRole('button', { name: 'Go Back' }).click()
  await expect(page).toHaveURL(/\/about$/)
})

test('sitemap.xml and robots.txt are generated from the configured base URL', async ({ request, baseURL }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/about', '/services/chat-management', '/privacy-policy', '/blog']) {
    expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`)
  }
  expect(sitemap).not.toContain('/monitoring')
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  for (const path of ['/cms', '/admin', '/monitoring', '/api', '/preview'])
    expect(robots).toContain(`Disallow: ${path}`)
  // Uploaded images (the og:image of articles) stay crawlable: the longer Allow wins over Disallow: /api.
  expect(robots).toContain('Allow: /api/media/file/')
})

test('every booking link opens the scheduling page in a new tab; the hero one carries ref=hero', async ({ page }) => {
  const paths = [
    '/',
    '/about',
    '/services',
    '/services/account-management',
    '/services/marketing',
    '/services/chat-management',
    '/faq',
    '/contact',
    '/no-such-page',
  ]
  for (const path of paths) {
    await page.goto(path)
    const links = page.locator('a[data-booking-link]')
    expect(await links.count()).toBeGreaterThan(0)
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(link).toHaveAttribute('href', /^https:\/\/calendly\.com\/velora-creators\/strategy-call/)
    }
  }
  await page.goto('/')
  const hero = page.locator('#hero-heading ~ div a[data-booking-link]')
  await expect(hero).toHaveAccessibleName(/book your free strategy call/i)
  await expect(hero).toHaveAttribute('href', /[?&]ref=hero$/)
})

test("the contact page's ContactPage block goes away when the page is left", async ({ page }) => {
  await page.goto('/contact')
  await expect(page.locator('script[data-ld="contact-page"]')).toHaveCount(1)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Your Partners/)
  await expect(page.locator('script[data-ld="contact-page"]')).toHaveCount(0)
  await expect(page.locator('script[data-ld="organization"]')).toHaveCount(1)
})
