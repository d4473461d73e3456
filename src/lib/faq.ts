export type TextPart = { text: string; isPhrase: boolean }

/** Splits text around every occurrence of a phrase (case-insensitive), keeping the original casing. */
export function splitOnPhrase(text: string, phrase: string): TextPart[] {
  if (!phrase) return [{ text, isPhrase: false }]
  const parts: TextPart[] = []
  const lower = text.toLowerCase()
  const needle = phrase.toLowerCase()
  let from = 0
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), isPhrase: false })
    parts.push({ text: text.slice(at, at + phrase.length), isPhrase: true })
    from = at + phrase.length
  }
  if (from < text.length) parts.push({ text: text.slice(from), isPhrase: false })
  return parts
}
