import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { FALLBACKS, fallbackFontFaces, overrides, WEB_FONTS } from './fallbacks'
import { FALLBACKS_CSS, formattedFallbackFontFaces } from './fallbacks-css'

describe('fallback faces', () => {
  it('fallbacks.css is what fallbacks.ts writes (npm run fonts:fallbacks)', async () => {
    expect(readFileSync(FALLBACKS_CSS, 'utf8')).toBe(await formattedFallbackFontFaces())
  })

  it('sizes Arial to Inter as next/font does', () => {
    // What next/font's adjustFontFallback: 'Arial' wrote for the same file, its advance read by fontkit (1008.21 of
    // 2048 against Chromium's 1007.56): within a hundredth of a percent of each other's rounding.
    const arial = FALLBACKS[0]!.faces[0]!.fonts[0]!
    const sized = overrides(WEB_FONTS.sans, 400, arial)
    expect(parseFloat(sized.sizeAdjust)).toBeCloseTo(107.89, 0)
    expect(parseFloat(sized.ascentOverride)).toBeCloseTo(89.79, 0)
    expect(parseFloat(sized.descentOverride)).toBeCloseTo(22.36, 0)
    expect(sized.lineGapOverride).toBe('0.00%')
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
