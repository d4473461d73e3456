/**
 * A chat message's text cut into plain text and http(s) links, for rendering as React text and
 * anchors: no other scheme becomes a link and nothing else becomes markup. Pure, so hostile text is
 * unit-tested.
 */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

// A link runs from "http://" or "https://" to the next space, quote, angle bracket or invisible
// character (control, format, unassigned: bidi overrides cannot disguise where it points).
const LINK = /https?:\/\/[^\s<>"\p{C}]+/giu
// Written after a link, these usually end the sentence rather than the address.
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', "'", ')', ']', '}', '*', '_'])
const OPENING: Record<string, string> = { ')': '(', ']': '[', '}': '{' }

const count = (text: string, char: string) => text.split(char).length - 1

/** The link without the punctuation that closes the sentence or a bracket opened before it. */
function trimTrailing(candidate: string): string {
  let end = candidate.length
  while (end > 0) {
    const last = candidate[end - 1]!
    if (!TRAILING.has(last)) break
    const opening = OPENING[last]
    // "…/Foo_(bar)" keeps its bracket; "(see https://x.test/a)" does not.
    if (opening && count(candidate.slice(0, end), opening) >= count(candidate.slice(0, end), last)) break
    end--
  }
  return candidate.slice(0, end)
}

/** The address a link opens, or null when it is not a well-formed http(s) URL with a host. */
function safeHref(text: string): string | null {
  try {
    const url = new URL(text)
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null
    return url.href
  } catch {
    return null
  }
}

export function messageParts(text: string): MessagePart[] {
  const parts: MessagePart[] = []
  let plain = ''
  let from = 0
  for (const match of text.matchAll(LINK)) {
    const link = trimTrailing(match[0])
    const href = safeHref(link)
    if (!href) continue
    plain += text.slice(from, match.index)
    if (plain) parts.push({ kind: 'text', text: plain })
    plain = ''
    parts.push({ kind: 'link', text: link, href })
    from = match.index + link.length
  }
  plain += text.slice(from)
  if (plain) parts.push({ kind: 'text', text: plain })
  return parts
}

const pathOf = (url: URL) => url.pathname.replace(/\/+$/, '')

/** Whether a link opens the scheduling page: the same origin and path as the booking URL, whatever its query. */
export function isBookingLink(href: string, bookingUrl: string): boolean {
  try {
    const link = new URL(href)
    const booking = new URL(bookingUrl)
    return link.origin === booking.origin && pathOf(link) === pathOf(booking)
  } catch {
    return false
  }
}
