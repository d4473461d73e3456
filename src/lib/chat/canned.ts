/** Canned replies: the placeholders they may hold, how they are filled, and the "/" picker's rules. */

export const CANNED_PLACEHOLDERS = ['booking link', 'visitor name', 'agent name'] as const
export type CannedPlaceholder = (typeof CANNED_PLACEHOLDERS)[number]
export type CannedValues = Record<CannedPlaceholder, string>

/** A canned reply as the console lists it. */
export type CannedReplyView = { id: number; title: string; text: string }

const PLACEHOLDER = /\{([^{}\n]{1,40})\}/g
const known = (name: string): name is CannedPlaceholder =>
  (CANNED_PLACEHOLDERS as readonly string[]).includes(name.trim().toLowerCase())

/** The `{…}` names in a text that are not placeholders (each once), for the collection's check. */
export function unknownPlaceholders(text: string): string[] {
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!).filter((name) => !known(name))
  return [...new Set(names)]
}

/** The text with every placeholder replaced (case and spaces inside the braces do not matter). */
export function fillCanned(text: string, values: CannedValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const key = name.trim().toLowerCase()
    return known(key) ? values[key] : whole
  })
}

/** The query after a leading "/" while the box holds nothing else on one line; null when the picker is closed. */
export function slashQuery(text: string): string | null {
  const match = /^\/([^\n]{0,60})$/.exec(text)
  return match ? match[1]!.trim().toLowerCase() : null
}

/** Replies matching the query: titles that start with it first, then titles containing it, then texts containing it. */
export function matchCanned(replies: CannedReplyView[], query: string): CannedReplyView[] {
  if (query === '') return replies
  const rank = (r: CannedReplyView) => {
    const title = r.title.toLowerCase()
    return title.startsWith(query) ? 0 : title.includes(query) ? 1 : r.text.toLowerCase().includes(query) ? 2 : 3
  }
  return replies
    .map((reply) => ({ reply, rank: rank(reply) }))
    .filter(({ rank }) => rank < 3)
    .sort((a, b) => a.rank - b.rank)
    .map(({ reply }) => reply)
}
