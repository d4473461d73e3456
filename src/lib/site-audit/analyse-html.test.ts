import { describe, expect, it } from 'vitest'

import { analyseHtml, internalPath, sitemapUrls } from './analyse-html'

describe('analyseHtml', () => {
  it('reads the head, JSON-LD blocks, images and links of a page', () => {
    const html = `<!doctype html><html><head>
      <title>Services | Agency</title>
      <meta name="description" content="What we do">
      <link rel="canonical" href="https://example.com/services">
      <script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization"}</script>
      <script type="application/ld+json">{not json</script>
    </head><body>
      <svg><title>icon</title></svg>
      <img src="/a.png" alt="A chart"><img src="/b.png" alt=""><img src="/c.png">
      <a href="/about">About</a><a href="https://other.example/">Out</a><a href="mailto:x@y.z">Mail</a>
    </body></html>`
    expect(analyseHtml(html)).toEqual({
      titles: ['Services | Agency'],
      description: 'What we do',
      canonical: 'https://example.com/services',
      jsonLd: { blocks: 2, invalid: 1 },
      imagesWithoutAlt: 1,
      links: ['/about', 'https://other.example/', 'mailto:x@y.z'],
    })
  })

  it('reports what a bare page lacks', () => {
    expect(analyseHtml('<html><head></head><body><p>Hi</p></body></html>')).toMatchObject({
      titles: [],
      description: null,
      canonical: null,
      jsonLd: { blocks: 0, invalid: 0 },
    })
  })
})

describe('internalPath', () => {
  const page = 'http://127.0.0.1:3000/blog/post'
  it('keeps same-site links as path and query, without the fragment', () => {
    expect(internalPath('/services', page)).toBe('/services')
    expect(internalPath('/#services', page)).toBe('/')
    expect(internalPath('other?x=1#top', page)).toBe('/blog/other?x=1')
    expect(internalPath('http://127.0.0.1:3000/faq', page)).toBe('/faq')
  })

  it('drops other sites, mail and phone links', () => {
    expect(internalPath('https://calendly.com/x', page)).toBeNull()
    expect(internalPath('mailto:hello@example.com', page)).toBeNull()
    expect(internalPath('tel:+123', page)).toBeNull()
  })
})

describe('sitemapUrls', () => {
  it('lists every <loc>', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <url><loc>https://example.com/</loc></url><url><loc>https://example.com/blog/a</loc><lastmod>2025-01-01</lastmod></url></urlset>`
    expect(sitemapUrls(xml)).toEqual(['https://example.com/', 'https://example.com/blog/a'])
  })
})
