import { Feed } from 'feed'

import { absoluteUrl, siteConfig } from '@/config/site'
import { expireAfterFailedRead } from '@/lib/cache/expire'
import { content } from '@/lib/pages/content'
import type { BlogPost, Media } from '@/payload-types'

import { categoryPath, categorySlug } from './categories'
import { ATOM_FEED_PATH, RSS_FEED_PATH } from './feed-paths'
import { feedPosts, isBuildPhase } from './queries'
import { ATOM_FEED_TAG, RSS_FEED_TAG } from './revalidate'

/** How many of the newest published posts the feeds carry. */
export const FEED_SIZE = 30

export type FeedFormat = 'rss' | 'atom'

export const FEED_CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
}

/** What one feed item shows of a post; URLs may be site-relative, the feed makes them absolute. */
export type FeedEntry = {
  id: string
  slug: string
  title: string
  excerpt: string
  category: string
  author: string
  /** ISO dates */
  publishedAt: string
  updatedAt: string
  /** The cover's 768 px card rendition (the original when it has none), with its type and size in bytes. */
  image: { url: string; type: string; length: number } | null
}

/** What the feed says about itself; every URL in it is built on `baseUrl`. */
export type FeedChannel = {
  baseUrl: string
  title: string
  description: string
  agencyName: string
  contactEmail: string
}

/** The cover image of a post as an enclosure: only with a known type and size, which RSS requires. */
function enclosureOf(image: BlogPost['featuredImage'] | undefined): FeedEntry['image'] {
  if (!image || typeof image !== 'object') return null
  const media: Media = image
  const card = media.sizes?.card
  const rendition = card?.url ? card : media
  if (!rendition.url || !rendition.mimeType || !rendition.filesize) return null
  return { url: rendition.url, type: rendition.mimeType, length: rendition.filesize }
}

export function feedEntry(post: BlogPost): FeedEntry {
  return {
    id: String(post.id),
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    author: post.author,
    publishedAt: post.publishedAt,
    updatedAt: post.updatedAt,
    image: enclosureOf(post.featuredImage),
  }
}

/**
 * A post's permanent id: a tag URI (RFC 4151) on the post's database id, so a renamed slug does not
 * show up in readers as a new item, as a URL-based guid would.
 */
export function entryId(baseUrl: string, id: string): string {
  return `tag:${new URL(baseUrl).hostname},2025:blog-post:${id}`
}

/** Characters XML 1.0 forbids (C0 controls but tab and line breaks, lone surrogates, U+FFFE and U+FFFF). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

/** Text with what XML 1.0 forbids removed: one such character in one post would make the whole feed unreadable. */
export const xmlText = (text: string) => text.replace(NOT_XML, '')

/** Plain text as HTML: feed readers read an RSS description and an Atom `type="html"` text as HTML. */
const asHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** The feed of `entries` (newest first) for one format. */
export function buildFeed(entries: FeedEntry[], channel: FeedChannel, format: FeedFormat): Feed {
  const url = (path: string) => `${channel.baseUrl}${path}`
  const blog = url('/blog')
  const newest = entries.reduce<Date | undefined>((latest, entry) => {
    const updated = new Date(entry.updatedAt)
    return !latest || updated > latest ? updated : latest
  }, undefined)
  const agency = { name: xmlText(channel.agencyName), email: channel.contactEmail, link: url('/') }
  const feed = new Feed({
    id: blog,
    title: xmlText(channel.title),
    description: xmlText(channel.description),
    link: blog,
    language: 'en',
    // An empty feed has no post to date it by: the start of the epoch keeps its bytes the same on every render.
    updated: newest ?? new Date(0),
    generator: false,
    feedLinks: { rss: url(RSS_FEED_PATH), atom: url(ATOM_FEED_PATH) },
    author: agency,
    favicon: url('/favicon.ico'),
    copyright: xmlText(`© ${channel.agencyName}`),
  })
  for (const editorial of entries) {
    const entry = {
      ...editorial,
      title: xmlText(editorial.title),
      excerpt: xmlText(editorial.excerpt),
      category: xmlText(editorial.category),
      author: xmlText(editorial.author),
    }
    const link = url(`/blog/${entry.slug}`)
    feed.addItem({
      id: entryId(channel.baseUrl, entry.id),
      // The library marks Atom titles as HTML; an RSS title is plain text.
      title: format === 'atom' ? asHtml(entry.title) : entry.title,
      link,
      date: new Date(entry.updatedAt),
      published: new Date(entry.publishedAt),
      description: asHtml(entry.excerpt),
      // RSS wants an e-mail address as the author: the agency's, with the post's author as its name.
      author: [{ name: entry.author, email: channel.contactEmail }],
      category: [
        {
          name: entry.category,
          term: categorySlug(entry.category),
          scheme: url('/blog/category/'),
          domain: url(categoryPath(entry.category)),
        },
      ],
      ...(entry.image
        ? {
            enclosure: {
              url: absolute(channel.baseUrl, entry.image.url),
              type: entry.image.type,
              length: entry.image.length,
            },
          }
        : {}),
    })
  }
  return feed
}

const absolute = (baseUrl: string, url: string) => (url.startsWith('/') ? `${baseUrl}${url}` : url)

export function renderFeed(format: FeedFormat, entries: FeedEntry[], channel: FeedChannel): string {
  const feed = buildFeed(entries, channel, format)
  if (format === 'rss') return feed.rss2()
  // The library types an Atom enclosure from the file's extension ("image/jpg"); the upload's own type is the right
  // one.
  const types = new Map(
    entries.flatMap((entry) => (entry.image ? [[absolute(channel.baseUrl, entry.image.url), entry.image.type]] : [])),
  )
  return (
    feed
      .atom1()
      .replace(/(<link rel="enclosure" href="([^"]*)" type=")[^"]*"/g, (whole, start: string, href: string) => {
        const type = types.get(href.replaceAll('&amp;', '&'))
        return type ? `${start}${type}"` : whole
      })
      // The library writes `language` into RSS only; Atom says it with xml:lang on the root element.
      .replace(/<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"(?![^>]*xml:lang)/, '$& xml:lang="en"')
  )
}

/** The channel's words: the blog page's own title and description, as published in /cms. */
function channelOfSite(): FeedChannel {
  const site = siteConfig()
  const { blog } = content()
  return {
    baseUrl: absoluteUrl('/').replace(/\/$/, ''),
    title: `${blog.hero.heading} | ${site.agencyName}`,
    description: blog.seo.description,
    agencyName: site.agencyName,
    contactEmail: site.contactEmail,
  }
}

/**
 * The route handlers' answer: the newest published posts. With none published the feed is empty,
 * even while /blog shows its built-in posts (docs/decisions/0006-blog.md). A failed read answers
 * 503, which Next caches like any answer, so it is expired shortly after.
 */
export async function feedResponse(format: FeedFormat): Promise<Response> {
  let entries: FeedEntry[]
  try {
    entries = isBuildPhase() ? [] : (await feedPosts(FEED_SIZE)).map(feedEntry)
  } catch (error) {
    console.error(`Blog ${format} feed: could not list posts:`, error)
    expireAfterFailedRead([format === 'rss' ? RSS_FEED_TAG : ATOM_FEED_TAG])
    return new Response('The feed is unavailable. Please try again shortly.', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '10' },
    })
  }
  return new Response(renderFeed(format, entries, channelOfSite()), {
    headers: { 'content-type': FEED_CONTENT_TYPES[format] },
  })
}
