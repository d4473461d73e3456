/**
 * Our own reading of the feed rules, written here from the RSS 2.0 and Atom 1.0 (RFC 4287) specifications and the
 * checks the W3C Feed Validation Service documents: it is not that validator, and a rule it misses is missed here.
 * It checks well-formed XML (fast-xml-parser's validator), the required elements, RFC 822 dates in RSS and RFC 3339
 * dates in Atom, absolute URLs, a self link, unique item ids, enclosures with a type and a length. Returns the feed's
 * items as read, and every rule it breaks (an empty list: none).
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser'

export type FeedItem = {
  title: string
  link: string
  id: string
  /** RSS pubDate or Atom published, as written */
  published: string
  /** Atom updated (RSS has none per item) */
  updated?: string
  summary: string
  categories: string[]
  authors: string[]
  enclosure?: { url: string; type: string; length: string }
}

export type CheckedFeed = { title: string; selfLink: string | undefined; items: FeedItem[]; problems: string[] }

const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)'
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)'
/** RFC 822 as RFC 1123 widened it (four-digit years), the form the validator asks of RSS dates. */
export const RFC822 = new RegExp(
  `^(?:${DAY}, )?\\d{1,2} ${MONTH} \\d{4} \\d{2}:\\d{2}(?::\\d{2})? (?:GMT|UT|Z|[+-]\\d{4}|[ECMP][SD]T)$`,
)
export const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/
const MIME = /^[a-z]+\/[a-z0-9.+-]+$/i

const parserFor = (lists: string[]) =>
  new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    isArray: (name) => lists.includes(name),
  })
const parsers = {
  rss: parserFor(['item', 'atom:link', 'category', 'author']),
  atom: parserFor(['entry', 'link', 'category', 'author']),
}

type Node = Record<string, unknown>
const text = (value: unknown): string =>
  typeof value === 'string' ? value : value && typeof value === 'object' ? text((value as Node)['#text']) : ''
/** An attribute's value ('' when absent). */
const attr = (node: Node | undefined, name: string): string => {
  const value = node?.[`@_${name}`]
  return typeof value === 'string' ? value : ''
}
/** What a reader shows of HTML text (an RSS description, an Atom text of type "html"): its entities decoded. */
const shownHtml = (html: string) =>
  html
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
const atomText = (value: unknown) =>
  value && typeof value === 'object' && (value as Node)['@_type'] === 'html' ? shownHtml(text(value)) : text(value)
const nodes = (value: unknown): Node[] => (Array.isArray(value) ? (value as Node[]) : [])

function isAbsoluteHttpUrl(value: string | undefined): boolean {
  if (!value) return false
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

function parse(xml: string, format: keyof typeof parsers, problems: string[]): Node | undefined {
  if (!xml.startsWith('<?xml version="1.0" encoding="utf-8"?>')) problems.push('no XML declaration with utf-8')
  const valid = XMLValidator.validate(xml)
  if (valid !== true) {
    problems.push(`not well-formed: ${valid.err.msg} at line ${valid.err.line}`)
    return undefined
  }
  return parsers[format].parse(xml) as Node
}

function uniqueIds(items: FeedItem[], problems: string[]): void {
  const seen = new Set<string>()
  for (const item of items) {
    if (seen.has(item.id)) problems.push(`id ${item.id} appears twice`)
    seen.add(item.id)
  }
}

export function checkRss(xml: string): CheckedFeed {
  const problems: string[] = []
  const root = parse(xml, 'rss', problems)
  const rss = root?.rss as Node | undefined
  if (!rss) return { title: '', selfLink: undefined, items: [], problems: [...problems, 'no <rss> root'] }
  if (rss['@_version'] !== '2.0') problems.push('rss version is not 2.0')
  const channel = (rss.channel ?? {}) as Node
  for (const name of ['title', 'link', 'description'])
    if (!text(channel[name])) problems.push(`channel has no <${name}>`)
  if (!isAbsoluteHttpUrl(text(channel.link))) problems.push('channel link is not an absolute URL')
  for (const name of ['lastBuildDate', 'pubDate'])
    if (channel[name] !== undefined && !RFC822.test(text(channel[name])))
      problems.push(`channel ${name} "${text(channel[name])}" is not an RFC 822 date`)
  const self = nodes(channel['atom:link']).find((link) => link['@_rel'] === 'self')
  if (!self) problems.push('channel has no atom:link rel="self"')
  else {
    if (rss['@_xmlns:atom'] !== 'http://www.w3.org/2005/Atom') problems.push('the atom namespace is not declared')
    if (!isAbsoluteHttpUrl(self['@_href'] as string)) problems.push('self link is not an absolute URL')
    if (self['@_type'] !== 'application/rss+xml') problems.push('self link type is not application/rss+xml')
  }
  const items = nodes(channel.item).map((item): FeedItem => {
    const title = text(item.title)
    const link = text(item.link)
    const guid = item.guid as Node | string | undefined
    const id = text(guid)
    const published = text(item.pubDate)
    if (!title && !text(item.description)) problems.push('an item has neither title nor description')
    if (!isAbsoluteHttpUrl(link)) problems.push(`item link "${link}" is not an absolute URL`)
    if (!id) problems.push(`item ${link} has no guid`)
    const permaLink = typeof guid === 'object' ? guid['@_isPermaLink'] : undefined
    if (permaLink !== 'false' && !isAbsoluteHttpUrl(id)) problems.push(`guid ${id} is a permalink but not a URL`)
    if (!RFC822.test(published)) problems.push(`item pubDate "${published}" is not an RFC 822 date`)
    const authors = (Array.isArray(item.author) ? (item.author as unknown[]) : []).map(text)
    for (const author of authors)
      if (!/^\S+@\S+\.\S+( \(.+\))?$/.test(author)) problems.push(`author "${author}" is not an e-mail address`)
    const enclosureNode = item.enclosure as Node | undefined
    const enclosure = enclosureNode
      ? {
          url: attr(enclosureNode, 'url'),
          type: attr(enclosureNode, 'type'),
          length: attr(enclosureNode, 'length'),
        }
      : undefined
    if (enclosure) {
      if (!isAbsoluteHttpUrl(enclosure.url)) problems.push(`enclosure "${enclosure.url}" is not an absolute URL`)
      if (!MIME.test(enclosure.type)) problems.push(`enclosure type "${enclosure.type}" is not a MIME type`)
      if (!/^[1-9]\d*$/.test(enclosure.length)) problems.push(`enclosure length "${enclosure.length}" is not positive`)
    }
    return {
      title,
      link,
      id,
      published,
      summary: shownHtml(text(item.description)),
      categories: nodes(item.category).map(text),
      authors,
      enclosure,
    }
  })
  uniqueIds(items, problems)
  return { title: text(channel.title), selfLink: self?.['@_href'] as string | undefined, items, problems }
}

export function checkAtom(xml: string): CheckedFeed {
  const problems: string[] = []
  const root = parse(xml, 'atom', problems)
  const feed = root?.feed as Node | undefined
  if (!feed) return { title: '', selfLink: undefined, items: [], problems: [...problems, 'no <feed> root'] }
  if (feed['@_xmlns'] !== 'http://www.w3.org/2005/Atom') problems.push('the feed is not in the Atom namespace')
  for (const name of ['id', 'title', 'updated']) if (!text(feed[name])) problems.push(`feed has no <${name}>`)
  if (!isAbsoluteHttpUrl(text(feed.id))) problems.push('feed id is not an absolute URL')
  if (!RFC3339.test(text(feed.updated))) problems.push(`feed updated "${text(feed.updated)}" is not an RFC 3339 date`)
  const links = nodes(feed.link)
  const self = links.find((link) => link['@_rel'] === 'self')
  if (!self) problems.push('feed has no link rel="self"')
  for (const link of links)
    if (!isAbsoluteHttpUrl(link['@_href'] as string)) problems.push(`feed link "${String(link['@_href'])}" is relative`)
  const feedAuthor = nodes(feed.author).some((author) => text(author.name))
  const items = nodes(feed.entry).map((entry): FeedItem => {
    const id = text(entry.id)
    const entryLinks = nodes(entry.link)
    const alternate = entryLinks.find((link) => (link['@_rel'] ?? 'alternate') === 'alternate')
    const link = attr(alternate, 'href')
    for (const name of ['id', 'title', 'updated']) if (!text(entry[name])) problems.push(`an entry has no <${name}>`)
    if (!/^[a-z][a-z0-9+.-]*:\S+$/i.test(id)) problems.push(`entry id "${id}" is not an IRI`)
    if (!isAbsoluteHttpUrl(link)) problems.push(`entry link "${link}" is not an absolute URL`)
    for (const name of ['updated', 'published'])
      if (entry[name] !== undefined && !RFC3339.test(text(entry[name])))
        problems.push(`entry ${name} "${text(entry[name])}" is not an RFC 3339 date`)
    const authors = nodes(entry.author).map((author) => text(author.name))
    if (!feedAuthor && authors.length === 0) problems.push(`entry ${id} has no author and the feed has none`)
    const enclosureNode = entryLinks.find((entryLink) => entryLink['@_rel'] === 'enclosure')
    const enclosure = enclosureNode
      ? {
          url: attr(enclosureNode, 'href'),
          type: attr(enclosureNode, 'type'),
          length: attr(enclosureNode, 'length'),
        }
      : undefined
    if (enclosure && !isAbsoluteHttpUrl(enclosure.url)) problems.push(`enclosure "${enclosure.url}" is relative`)
    if (enclosure && !MIME.test(enclosure.type)) problems.push(`enclosure type "${enclosure.type}" is not a MIME type`)
    const categories = nodes(entry.category).map((category) => {
      if (!category['@_term']) problems.push(`entry ${id} has a category without a term`)
      return attr(category, 'label') || attr(category, 'term')
    })
    return {
      title: atomText(entry.title),
      link,
      id,
      published: text(entry.published),
      updated: text(entry.updated),
      summary: atomText(entry.summary),
      categories,
      authors,
      enclosure,
    }
  })
  uniqueIds(items, problems)
  return { title: text(feed.title), selfLink: self?.['@_href'] as string | undefined, items, problems }
}
