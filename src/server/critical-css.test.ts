import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { CriticalCss } from './critical-css'

describe('CriticalCss', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'critical-css-'))
  const buildDir = path.join(root, 'build')
  mkdirSync(path.join(buildDir, 'static/chunks'), { recursive: true })
  const fontFaces =
    '@font-face{font-family:inter;src:url(../media/inter.woff2)format("woff2");font-display:swap}' +
    '@font-face{font-family:Inter Fallback;src:local(Arial);size-adjust:107.89%}'
  const otherRules =
    '.hero{color:#140f1c;font-size:2rem}.not-on-this-page{color:red}p{margin:0}' +
    ':where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}' +
    '.glow{background:url(../media/glow.png?v=2),url(data:image/gif;base64,R0lGOD==)}'
  writeFileSync(path.join(buildDir, 'static/chunks/site.css'), fontFaces + otherRules)
  writeFileSync(
    path.join(buildDir, 'static/chunks/ends-style.css'),
    '@font-face{font-family:"</style>";src:local(Arial)}p{margin:0}',
  )
  // Outside the build folder: read only if an address could climb out of it.
  writeFileSync(path.join(root, 'outside.css'), 'p{margin:0}')
  const critical = new CriticalCss(buildDir)
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  const page = (href: string) =>
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Home</title>' +
    `<link rel="stylesheet" href="${href}" data-precedence="next"></head>` +
    '<body><h1 class="hero">Grow</h1><p>Text</p><script>self.x=1</script></body></html>'

  it('inlines the whole stylesheet, read from the build, and keeps its link after it, for no medium', async () => {
    const html = page('/_next/static/chunks/site.css')
    const inlined = await critical.inline(html)
    const head = inlined.slice(0, inlined.indexOf('</head>'))
    // The stylesheet's fonts, and their metric-matched fallbacks, first: in a <style> element, with the files'
    // addresses taken from the site's root (an address in a data: stylesheet would start from the data: URL).
    const fonts =
      '<style>@font-face{font-family:inter;src:url(/_next/static/media/inter.woff2)format("woff2");font-display:swap}' +
      '@font-face{font-family:Inter Fallback;src:local(Arial);size-adjust:107.89%}</style>'
    expect(head).toContain(`<title>Home</title>${fonts}<link rel="stylesheet" href="data:text/css,`)
    // Every other rule, those no element of the page matches among them, as a data: stylesheet, its relative addresses
    // from the site's root too.
    const rules = otherRules.replace('url(../media/glow.png?v=2)', 'url(/_next/static/media/glow.png?v=2)')
    const rulesLink = `<link rel="stylesheet" href="data:text/css,${encodeURIComponent(rules)}"/>`
    expect(head).toContain(`${fonts}${rulesLink}`)
    // The link React adopts, in its place after the inlined rules, for no medium; the rest is Next's page byte for byte.
    const kept = '<link rel="stylesheet" media="not all" href="/_next/static/chunks/site.css" data-precedence="next">'
    expect(head.endsWith(`${fonts}${rulesLink}${kept}`)).toBe(true)
    const original = '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next">'
    expect(inlined.replace(fonts + rulesLink + kept, original)).toBe(html)
  })

  it('leaves a page as it was when its stylesheet is not in the build, not Next’s, or would end its <style>', async () => {
    for (const href of [
      '/_next/static/chunks/gone.css',
      // Both name a file that exists (build/static/chunks/site.css, outside.css beside the build folder).
      '/other/static/chunks/site.css',
      '/_next/static/../../outside.css',
      '/_next/static/chunks/ends-style.css',
    ]) {
      const html = page(href)
      expect(await critical.inline(html), href).toBe(html)
    }
    // A stylesheet link React would not adopt (no data-precedence) stays too.
    const plain = page('/_next/static/chunks/site.css').replace(' data-precedence="next"', '')
    expect(await critical.inline(plain)).toBe(plain)
  })

  it('reads a stylesheet again after a read that failed, and goes on with the next page', async () => {
    const html = page('/_next/static/chunks/late.css')
    expect(await critical.inline(html)).toBe(html)
    writeFileSync(path.join(buildDir, 'static/chunks/late.css'), 'p{margin:0}')
    expect(await critical.inline(html)).toContain(`href="data:text/css,${encodeURIComponent('p{margin:0}')}"`)
  })

  it('leaves a page with two stylesheets, or none, as it was', async () => {
    const two = page('/_next/static/chunks/site.css').replace(
      '</head>',
      '<link rel="stylesheet" href="/_next/static/chunks/site.css"></head>',
    )
    expect(await critical.inline(two)).toBe(two)
    const none = '<html><head><title>x</title></head><body><p>x</p></body></html>'
    expect(await critical.inline(none)).toBe(none)
  })
})
