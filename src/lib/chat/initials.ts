/**
 * The initials drawn beside an agent's replies: the first letters of the first two capitalised words of
 * the name visitors see ("Maya Lopez" → "ML", "Maya from the team" → "M", "Support Team" → "ST"), else
 * its first letter. Letters of any script count; a name without one gives "".
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/u)
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word))
  const picked = (capitalised.length ? capitalised : words).slice(0, capitalised.length ? 2 : 1)
  return picked
    .map((word) => word.match(/\p{L}/u)?.[0] ?? '')
    .join('')
    .toLocaleUpperCase()
}
