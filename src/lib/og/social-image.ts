import { createHash } from 'node:crypto'

/** Every generated share image: the size Open Graph and X (Twitter) show large. */
export const OG_SIZE = { width: 1200, height: 630 } as const

/** The built-in image in public/, for a page nothing else gives one to. */
export const STATIC_OG_IMAGE = { url: '/og-image.png', ...OG_SIZE } as const

/**
 * Raised whenever the drawing of the images changes (layout, colours, fonts): every image URL gets a
 * new version, so crawlers that keep an image by its URL fetch the new drawing.
 */
export const OG_TEMPLATE_VERSION = '1'

export type SocialImage = { url: string; width?: number; height?: number; alt: string }

/** An image chosen in a SEO tab or in Site settings (alt text may be missing on older media). */
export type ChosenImage = { url: string; width?: number; height?: number; alt?: string | null }

/**
 * The share image of a page, in order: the image an editor chose in the page's or post's SEO tab,
 * the image generated for the page, Site settings' default social image, the built-in one.
 */
export function chooseSocialImage({
  editor,
  generated,
  siteDefault,
  fallbackAlt,
}: {
  editor?: ChosenImage | null
  generated?: SocialImage | null
  siteDefault?: ChosenImage | null
  /** The alt text of a chosen image that has none (the agency name). */
  fallbackAlt: string
}): SocialImage {
  const chosen = (image: ChosenImage): SocialImage => ({
    url: image.url,
    ...(image.width ? { width: image.width } : {}),
    ...(image.height ? { height: image.height } : {}),
    alt: image.alt?.trim() || fallbackAlt,
  })
  if (editor?.url) return chosen(editor)
  if (generated) return generated
  if (siteDefault?.url) return chosen(siteDefault)
  return { ...STATIC_OG_IMAGE, alt: fallbackAlt }
}

/**
 * The image a post's SEO tab names, as a choice that overrides the generated one: none when it is the
 * post's own cover (the seed used to set it so, and the generated image shows that cover with the title).
 */
export function editorShareImage<Image extends { id: number | string }>(
  seoImage: Image | null,
  cover: Image | null,
): Image | null {
  return seoImage && seoImage.id !== cover?.id ? seoImage : null
}

/**
 * A short fingerprint of what an image shows: part of its URL (`?v=`), so a changed title gives a
 * new URL that social sites fetch again, while an unrelated save keeps the URL they already hold.
 */
export function imageVersion(parts: readonly (string | null | undefined)[]): string {
  return createHash('sha256')
    .update(JSON.stringify([OG_TEMPLATE_VERSION, ...parts]))
    .digest('base64url')
    .slice(0, 12)
}

/** The address of a generated image: `/og` followed by the page's own path, versioned. */
export function generatedImageUrl(pagePath: string, version: string): string {
  return `${ogImagePath(pagePath)}?v=${version}`
}

/** `/og` + the page's path (`/og` for the home page, `/og/blog/<slug>` for an article). */
export function ogImagePath(pagePath: string): string {
  return pagePath === '/' ? '/og' : `/og${pagePath}`
}

/** The generated image of an article: its title, category and cover. */
export function articleSocialImage(article: {
  slug: string
  title: string
  category: string
  cover: string | null
  agencyName: string
}): SocialImage {
  return {
    url: generatedImageUrl(
      `/blog/${article.slug}`,
      imageVersion([article.title, article.category, article.cover, article.agencyName]),
    ),
    ...OG_SIZE,
    alt: `${article.category} article on the ${article.agencyName} blog: ${article.title}`,
  }
}

/** The generated image of a page: its heading and the agency's name. */
export function pageSocialImage(page: {
  path: string
  heading: string
  eyebrow: string
  agencyName: string
}): SocialImage {
  return {
    url: generatedImageUrl(page.path, imageVersion([page.heading, page.eyebrow, page.agencyName])),
    ...OG_SIZE,
    alt: `${page.heading}, ${page.agencyName}`,
  }
}

/** The address's host name, "www." left out: the site's name as a reader would type it. */
export function siteHost(baseUrl: string): string {
  try {
    return new URL(baseUrl).hostname.replace(/^www\./, '')
  } catch {
    return baseUrl
  }
}
