/**
 * The Latin character set Google Fonts ships as "latin" (Latin-1, general punctuation, euro, trade mark): what
 * scripts/subset-fonts.mjs keeps of the self-hosted fonts, as inclusive code point ranges.
 */
export const LATIN = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
]

/** Whether the self-hosted fonts draw `char` (one code point) themselves. */
export function inLatin(char) {
  const code = char.codePointAt(0) ?? -1
  return LATIN.some(([from, to]) => code >= from && code <= to)
}
