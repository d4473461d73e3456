/** Search results show about this many characters of a title (plugin-seo's counter: 50–60 is good). */
export const META_TITLE_MAX = 60

/**
 * The browser-tab and search title a post ships when its SEO title is left to the generator:
 * "{title} | {agency}" when that fits in 60 characters, else the title alone, shortened at a word
 * boundary with an ellipsis when even that is too long. The SEO title is shipped exactly as written.
 */
export function fittedMetaTitle(title: string, agencyName: string): string {
  const clean = title.replace(/\s+/g, ' ').trim()
  const branded = `${clean} | ${agencyName}`
  if (branded.length <= META_TITLE_MAX) return branded
  if (clean.length <= META_TITLE_MAX) return clean
  const cut = clean.slice(0, META_TITLE_MAX - 1)
  const atWord = cut.lastIndexOf(' ')
  return `${(atWord > META_TITLE_MAX / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.:;–—-]+$/, '')}…`
}
