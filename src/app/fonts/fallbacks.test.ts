import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { ADVANCES, advanceOf, SYSTEM_FONT_FILES } from './advances'
import { FALLBACKS, fallbackFontFaces, overrides, WEB_FONTS } from './fallbacks'
import { FALLBACKS_CSS, formattedFallbackFontFaces } from './fallbacks-css'

describe('fallback faces', () => {
  it('fallbacks.css is what fallbacks.ts writes (npm run fonts:fallbacks)', async () => {
    expect(readFileSync(FALLBACKS_CSS, 'utf8')).toBe(await formattedFallbackFontFaces())
  })

  it("sizes a fallback by next/font's rule, on the advances measured over the site's text", () => {
    const arial = FALLBACKS[0]!.faces[0]!.fonts[0]!
    const sized = overrides(WEB_FONTS.sans, 400, arial)
    const ratio = ADVANCES.advances['Inter 400']! / ADVANCES.advances['Arial']!
    // Written to two decimals: within 0.05 of a percent.
    expect(parseFloat(sized.sizeAdjust)).toBeCloseTo(ratio * 100, 1)
    expect(parseFloat(sized.ascentOverride)).toBeCloseTo(((1984 / 2048) * 100) / ratio, 1)
    expect(parseFloat(sized.descentOverride)).toBeCloseTo(((494 / 2048) * 100) / ratio, 1)
    expect(sized.lineGapOverride).toBe('0.00%')
    // Arial sized on the site's text is narrower than next/font's 107.89 % from lowercase alone: capitals, digits
    // and punctuation run wider in Arial than in Inter.
    expect(parseFloat(sized.sizeAdjust)).toBeLessThan(107.89)
  })

  it('has an advance for every font it names, each over a sample of the site in its face', () => {
    for (const [name, { face }] of Object.entries(SYSTEM_FONT_FILES)) {
      expect(advanceOf(name as keyof typeof SYSTEM_FONT_FILES)).toBeGreaterThan(0.3)
      expect(ADVANCES.samples[face].length).toBeGreaterThan(1_000)
    }
    // @ts-expect-error: a font advances.json was never asked to measure
    expect(() => advanceOf('Comic Sans')).toThrow(/no advance for Comic Sans/)
  })

  it('gives every fallback family a face at each weight its web font is recorded at, each with its own local fonts', () => {
    const css = fallbackFontFaces()
    for (const { name, webFont, faces } of FALLBACKS) {
      expect(faces.map((face) => face.weight).sort()).toEqual(Object.keys(webFont.averageAdvance).map(Number).sort())
      for (const face of faces)
        for (const font of face.fonts) {
          expect(css).toContain(`font-family: '${name}';\n  src: ${font.names.map((n) => `local('${n}')`).join(', ')};`)
        }
    }
    const locals = FALLBACKS.flatMap((fallback) => fallback.faces.flatMap((face) => face.fonts.flatMap((f) => f.names)))
    expect(new Set(locals).size).toBe(locals.length)
  })

  it('refuses a weight the web font has no advance for', () => {
    expect(() => overrides(WEB_FONTS.display, 400, FALLBACKS[2]!.faces[0]!.fonts[0]!)).toThrow(
      /no advance recorded at 400/,
    )
  })
})
