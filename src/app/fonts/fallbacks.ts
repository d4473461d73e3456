/**
 * Fallback faces for the site's two web fonts, one per font a phone or computer actually has, each sized so that text
 * set in it takes the room the web font will: until the web font arrives (`font-display: swap`) the page is set in
 * the fallback, and when the font swaps in nothing moves.
 *
 * next/font's own `adjustFontFallback` makes one face from `local(Arial)` (or Times New Roman). Android has neither:
 * there its face does not exist, the browser takes the next family of the stack unadjusted, and the swap moved the
 * headings and wrapped paragraphs anew (a CLS of up to 0.036 per page). So each web font here gets one face per
 * metric family: Arial's (Arial on iOS, macOS and Windows; Liberation Sans and Arimo, drawn to Arial's widths, on
 * Linux and ChromeOS) and Roboto's (Android); Times New Roman's (Times, Liberation Serif, Tinos) and Noto Serif's
 * (Android). The stack in globals.css lists them in that order, so a device uses the first it has.
 *
 * The sizes follow next/font's rule (next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file):
 * `size-adjust` is the web font's average advance divided by the fallback's, and the ascent, descent and line gap are
 * the web font's, divided by that size. next/font averages over a sample of lowercase English; here the average is
 * over the site's own text in each face (advances.json, `npm run fonts:advances`), capitals, digits and punctuation
 * included, on which next/font's sizes left Arial 0.8 % and Times New Roman Bold 1.4 % wider than the web fonts, enough
 * to wrap the home page's headline onto another line. Bold text has a face of its own, from the fallback's bold file
 * sized to the web font at the weight the site sets bold text in, since a bold and a regular face differ in width by
 * 3–8 %.
 *
 * `npm run fonts:fallbacks` writes fallbacks.css from this module; fallbacks.test.ts fails when the two differ, and
 * tests/e2e/font-fallbacks.spec.ts measures the web fonts in Chromium against advances.json.
 */
import { advanceOf } from './advances'

/** A web font's vertical metrics (in ems) and its average advance over the site's text at each weight the site sets. */
type WebFont = {
  /** The family next/font declares it as (fonts.ts). */
  family: 'inter' | 'fraunces'
  ascent: number
  descent: number
  lineGap: number
  averageAdvance: Partial<Record<Weight, number>>
}

type Weight = 400 | 600

/**
 * A font a device has: the names `local()` finds it by (full name, then PostScript name), and its average advance over
 * the sample of the face it stands in for.
 */
type SystemFont = { names: string[]; averageAdvance: number }

/** One fallback family: its faces by weight, each from the first of its fonts a device has. */
type Fallback = { name: string; webFont: WebFont; faces: { weight: Weight; fonts: SystemFont[] }[] }

/**
 * The web fonts as src/app/fonts holds them (Inter variable 400–700, Fraunces at 600), their advances measured in
 * Chromium (advances.json; tests/e2e/font-fallbacks.spec.ts measures the served files again). Inter's vertical
 * metrics are its hhea values (1984, −494, 0 of 2048 units), Fraunces' (1956, −510, 0 of 2000).
 */
export const WEB_FONTS = {
  sans: {
    family: 'inter',
    ascent: 1984 / 2048,
    descent: 494 / 2048,
    lineGap: 0,
    averageAdvance: { 400: advanceOf('Inter 400'), 600: advanceOf('Inter 600') },
  },
  display: {
    family: 'fraunces',
    ascent: 1956 / 2000,
    descent: 510 / 2000,
    lineGap: 0,
    averageAdvance: { 600: advanceOf('Fraunces 600') },
  },
} as const satisfies Record<string, WebFont>

/*
 * The fonts devices have, their advances measured from Debian's fonts-liberation2, fonts-roboto-unhinted and
 * fonts-noto-core (advances.ts names the files). Liberation Sans and Arimo match Arial's advances to the unit, and
 * Liberation Serif and Tinos match Times New Roman's.
 */
const ARIAL: SystemFont = {
  names: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo Regular'],
  averageAdvance: advanceOf('Arial'),
}
const ARIAL_BOLD: SystemFont = {
  names: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'],
  averageAdvance: advanceOf('Arial Bold'),
}
const ROBOTO: SystemFont = {
  names: ['Roboto', 'Roboto-Regular', 'Roboto Regular'],
  averageAdvance: advanceOf('Roboto'),
}
const ROBOTO_BOLD: SystemFont = { names: ['Roboto Bold', 'Roboto-Bold'], averageAdvance: advanceOf('Roboto Bold') }
const TIMES_BOLD: SystemFont = {
  names: [
    'Times New Roman Bold',
    'TimesNewRomanPS-BoldMT',
    'Liberation Serif Bold',
    'LiberationSerif-Bold',
    'Tinos Bold',
    'Tinos-Bold',
  ],
  averageAdvance: advanceOf('Times New Roman Bold'),
}
const NOTO_SERIF_BOLD: SystemFont = {
  names: ['Noto Serif Bold', 'NotoSerif-Bold'],
  averageAdvance: advanceOf('Noto Serif Bold'),
}

/** In the order the stacks in globals.css name them. */
export const FALLBACKS: Fallback[] = [
  {
    name: 'Inter Fallback',
    webFont: WEB_FONTS.sans,
    faces: [
      { weight: 400, fonts: [ARIAL] },
      { weight: 600, fonts: [ARIAL_BOLD] },
    ],
  },
  {
    name: 'Inter Fallback Android',
    webFont: WEB_FONTS.sans,
    faces: [
      { weight: 400, fonts: [ROBOTO] },
      { weight: 600, fonts: [ROBOTO_BOLD] },
    ],
  },
  // Headings are all semibold: one face, from the bold file.
  { name: 'Fraunces Fallback', webFont: WEB_FONTS.display, faces: [{ weight: 600, fonts: [TIMES_BOLD] }] },
  { name: 'Fraunces Fallback Android', webFont: WEB_FONTS.display, faces: [{ weight: 600, fonts: [NOTO_SERIF_BOLD] }] },
]

const percent = (value: number) => `${(value * 100).toFixed(2)}%`

/** The overrides that size `fallback` to `webFont` at `weight`, as next/font computes them. */
export function overrides(webFont: WebFont, weight: Weight, fallback: SystemFont) {
  const webAdvance = webFont.averageAdvance[weight]
  if (webAdvance === undefined) throw new Error(`${webFont.family} has no advance recorded at ${weight}`)
  const sizeAdjust = webAdvance / fallback.averageAdvance
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(webFont.ascent / sizeAdjust),
    descentOverride: percent(webFont.descent / sizeAdjust),
    lineGapOverride: percent(webFont.lineGap / sizeAdjust),
  }
}

/** fallbacks.css: every face of FALLBACKS. */
export function fallbackFontFaces(): string {
  const rules = FALLBACKS.flatMap(({ name, webFont, faces }) =>
    faces.flatMap(({ weight, fonts }) =>
      fonts.map((font) => {
        const sized = overrides(webFont, weight, font)
        return [
          '@font-face {',
          `  font-family: '${name}';`,
          `  src: ${font.names.map((local) => `local('${local}')`).join(', ')};`,
          `  font-weight: ${weight};`,
          `  size-adjust: ${sized.sizeAdjust};`,
          `  ascent-override: ${sized.ascentOverride};`,
          `  descent-override: ${sized.descentOverride};`,
          `  line-gap-override: ${sized.lineGapOverride};`,
          '}',
        ].join('\n')
      }),
    ),
  )
  return `/* Written by \`npm run fonts:fallbacks\` from src/app/fonts/fallbacks.ts: edit that, not this. */\n\n${rules.join('\n\n')}\n`
}
