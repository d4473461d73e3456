import { describe, expect, it } from 'vitest'

import { articleLd, breadcrumbLd, contactPageLd, faqPageLd, organizationLd } from './structured-data'

/**
 * Every JSON-LD type the site emits, against what Google Search Central documents for it (checked 2026-11-29):
 * - Organization: developers.google.com/search/docs/appearance/structured-data/organization: no required property;
 *   recommended name, url, logo, description, email, contactPoint (sameAs, from Site settings' profiles, address and telephone when the
 *   organization has them). An online agency has no storefront: not a LocalBusiness (ProfessionalService is one),
 *   for which …/local-business requires `address`.
 * - Article: …/structured-data/article: no required property; recommended author (with name, and url for an
 *   organization), datePublished, dateModified (ISO 8601), headline, image.
 * - BreadcrumbList: …/structured-data/breadcrumb: required itemListElement of ListItem with position and name, and
 *   item on every one but the last.
 * - FAQPage: …/structured-data/faqpage: required mainEntity of Question with name and acceptedAnswer.text.
 */
const LOCAL_BUSINESS_TYPES = ['LocalBusiness', 'ProfessionalService', 'Store']
/** A block as the page carries it: serialized, then read back. */
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>
const absolute = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/]+/.test(value)
const iso8601 = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value)) && value.includes('T')

describe('structured data Google accepts', () => {
  it('the agency is an Organization with its recommended properties, never a LocalBusiness without an address', () => {
    const org = plain(organizationLd())
    expect(org['@type']).toBe('Organization')
    expect(LOCAL_BUSINESS_TYPES).not.toContain(org['@type'])
    for (const name of ['name', 'url', 'logo', 'description', 'email', 'contactPoint', 'areaServed'])
      expect(org[name], name).toBeTruthy()
    expect(absolute(org.url) && absolute(org.logo)).toBe(true)
    const points = org.contactPoint as Record<string, unknown>[]
    expect(points.map((point) => point.contactType)).toEqual(['customer support', 'sales'])
    for (const point of points) expect(point.email, String(point.contactType)).toBeTruthy()
    expect(absolute(points[1]!.url)).toBe(true)
  })

  it('an article by the team names the Organization, with its url, as author; a person by name otherwise', () => {
    const args = {
      title: 'Pricing PPV content',
      description: 'How to price pay-per-view content',
      slug: 'ppv-content-optimization',
      author: 'Velora Team',
      publishedAt: '2025-03-01T00:00:00.000Z',
      modifiedAt: '2025-04-01T10:30:00.000Z',
      image: '/api/media/file/cover.webp',
    }
    const article = plain(articleLd(args))
    expect(article['@type']).toBe('Article')
    const author = article.author as Record<string, unknown>
    expect(author['@type']).toBe('Organization')
    expect(author.name).toBeTruthy()
    expect(absolute(author.url)).toBe(true)
    expect(article.headline).toBe('Pricing PPV content')
    expect(iso8601(article.datePublished) && iso8601(article.dateModified)).toBe(true)
    expect(absolute(article.image)).toBe(true)
    // The control: a byline that is a person stays a Person.
    const byPerson = plain(articleLd({ ...args, author: 'Jane Writer' }))
    expect(byPerson.author).toMatchObject({ '@type': 'Person', name: 'Jane Writer' })
  })

  it('a breadcrumb names every step, links all but the last, and numbers them from 1', () => {
    const crumbs = breadcrumbLd([{ label: 'Home', href: '/' }, { label: 'Blog', href: '/blog' }, { label: 'Post' }])
    const items = plain(crumbs).itemListElement as Record<string, unknown>[]
    expect(items.map((item) => [item['@type'], item.position, item.name])).toEqual([
      ['ListItem', 1, 'Home'],
      ['ListItem', 2, 'Blog'],
      ['ListItem', 3, 'Post'],
    ])
    expect(items.slice(0, -1).every((item) => absolute(item.item))).toBe(true)
  })

  it('an FAQ page is questions with their accepted answers', () => {
    const faq = plain(faqPageLd([{ question: 'What do you charge?', answer: 'A share of revenue.' }]))
    expect(faq.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'What do you charge?',
        acceptedAnswer: { '@type': 'Answer', text: 'A share of revenue.' },
      },
    ])
  })

  it('the contact page points at the Organization, which carries the contact points', () => {
    const page = plain(contactPageLd())
    expect(page['@type']).toBe('ContactPage')
    expect(page.about).toEqual({ '@id': plain(organizationLd())['@id'] })
  })
})
