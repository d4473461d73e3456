import { describe, expect, it } from 'vitest'

import {
  articleSocialImage,
  chooseSocialImage,
  editorShareImage,
  imageVersion,
  ogImagePath,
  pageSocialImage,
  STATIC_OG_IMAGE,
} from './social-image'

const generated = { url: '/og/about?v=abc', width: 1200, height: 630, alt: 'Our team, Agency' }
const editor = { url: '/api/media/file/chosen.jpg', width: 1600, height: 900, alt: 'A chosen picture' }
const siteDefault = { url: '/api/media/file/default.png', width: 1200, height: 630, alt: '' }

describe('the share image of a page', () => {
  it('an image chosen in the SEO tab wins over the generated one and the default', () => {
    expect(chooseSocialImage({ editor, generated, siteDefault, fallbackAlt: 'Agency' })).toEqual(editor)
  })

  it('without one, the generated image', () => {
    expect(chooseSocialImage({ editor: undefined, generated, siteDefault, fallbackAlt: 'Agency' })).toEqual(generated)
    expect(chooseSocialImage({ editor: { url: '' }, generated, siteDefault, fallbackAlt: 'Agency' })).toEqual(generated)
  })

  it("Site settings' default social image only where nothing is generated, with the agency as its missing alt", () => {
    expect(chooseSocialImage({ generated: null, siteDefault, fallbackAlt: 'Agency' })).toEqual({
      ...siteDefault,
      alt: 'Agency',
    })
    expect(chooseSocialImage({ generated: null, siteDefault: undefined, fallbackAlt: 'Agency' })).toEqual({
      ...STATIC_OG_IMAGE,
      alt: 'Agency',
    })
  })

  it("a post's SEO-tab image counts as a choice unless it is the post's own cover", () => {
    const cover = { id: 1, url: '/api/media/file/cover.webp' }
    const other = { id: 2, url: '/api/media/file/other.webp' }
    expect(editorShareImage(other, cover)).toBe(other)
    expect(editorShareImage(other, null)).toBe(other)
    expect(editorShareImage({ ...cover }, cover)).toBeNull()
    expect(editorShareImage(null, cover)).toBeNull()
  })

  it('an editor image without alt text gets the agency name', () => {
    expect(chooseSocialImage({ editor: { url: '/x.png', alt: ' ' }, generated, fallbackAlt: 'Agency' })).toEqual({
      url: '/x.png',
      alt: 'Agency',
    })
  })
})

describe('generated images', () => {
  const article = {
    slug: 'ppv',
    title: 'PPV pricing',
    category: 'Monetization',
    cover: '/api/media/file/a.webp',
    agencyName: 'Velora',
  }

  it('an article: 1200×630 under /og/blog/<slug>, its alt naming the title and category', () => {
    const image = articleSocialImage(article)
    expect(image).toMatchObject({ width: 1200, height: 630 })
    expect(image.url).toMatch(/^\/og\/blog\/ppv\?v=[\w-]{12}$/)
    expect(image.alt).toBe('Monetization article on the Velora blog: PPV pricing')
  })

  it('a page: under /og + its path, the alt naming its heading and the agency', () => {
    const image = pageSocialImage({
      path: '/services/marketing',
      heading: 'Grow',
      eyebrow: 'Marketing',
      agencyName: 'V',
    })
    expect(image.url).toMatch(/^\/og\/services\/marketing\?v=/)
    expect(image.alt).toBe('Grow, V')
    expect(ogImagePath('/')).toBe('/og')
  })

  it('the URL changes with what the image shows, and only then', () => {
    const url = articleSocialImage(article).url
    expect(articleSocialImage({ ...article }).url).toBe(url)
    expect(articleSocialImage({ ...article, title: 'PPV pricing, revised' }).url).not.toBe(url)
    expect(articleSocialImage({ ...article, category: 'Growth' }).url).not.toBe(url)
    expect(articleSocialImage({ ...article, cover: null }).url).not.toBe(url)
    expect(articleSocialImage({ ...article, agencyName: 'Other' }).url).not.toBe(url)
    expect(imageVersion(['a', 'b'])).not.toBe(imageVersion(['ab']))
  })
})
