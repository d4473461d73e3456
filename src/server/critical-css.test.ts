import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { CriticalCss } from './critical-css'

describe('CriticalCss', () => {
  const buildDir = mkdtempSync(path.join(os.tmpdir(), 'critical-css-'))
  mkdirSync(path.join(buildDir, 'static/chunks'), { recursive: true })
  const fontFaces =
    '@font-face{font-family:inter;src:url(../media/inter.woff2)format("woff2");font-display:swap}' +
    '@font-face{font-family:Inter Fallback;src:local(Arial);size-adjust:107.89%}'
  const otherRules =
    '.hero{color:#140f1c;font-size:2rem}.not-on-this-page{color:red}p{margin:0}' +
    ':where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}'
  writeFileSync(path.join(buildDir, 'static/chunks/site.css'), fontFaces + otherRules)
  writeFileSync(path.join(buildDir, 'static/chunks/ends-style.css'), 'p{content:"</style>"}')
  const critical = new CriticalCss(buildDir)
  afterAll(() => rmSync(buildDir, { recursive: true, force: true }))

  const page = (href: string) =>
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Home</title>' +
    `<link rel="stylesheet" href="${href}" data-precedence="next"></head>` +
    '<body><h1 class="hero">Grow</h1><p>Text</p><script>self.x=1</script></body></html>'

  it('inlines the whole stylesheet, read from the build, and keeps its link at the end of the body for no medium', async () => {
    const html = page('/_next/static/chunks/site.css')
    const inlined = await critical.inline(html)
    const head = inlined.slice(0, inlined.indexOf('</head>'))
    // The stylesheet's fonts, and their metric-matched fallbacks, first: in a <style> element, with the files'
    // addresses taken from the site's root (an address in a data: stylesheet would start from the data: URL).
    const fonts =
      '<style>@font-face{font-family:inter;src:url(/_next/static/media/inter.woff2)format("woff2");font-display:swap}' +
      '@font-face{font-family:Inter Fallback;src:local(Arial);size-adjust:107.89%}</style>'
    expect(head).toContain(`<title>Home</title>${fonts}<link rel="stylesheet" href="data:text/css,`)
    // Every other rule, those no element of the page matches among them, as a data: stylesheet.
    const rulesLink = `<link rel="stylesheet" href="data:text/css,${encodeURIComponent(otherRules)}"/>`
    expect(head).toContain(`${fonts}${rulesLink}`)
    expect(head).not.toContain('href="/_next/static/chunks/site.css"')
    // The link React adopts, after everything the page shows, applying to no medium; the rest is Next's page byte for
    // byte.
    const kept = '<link rel="stylesheet" media="not all" href="/_next/static/chunks/site.css" data-precedence="next">'
    expect(inlined.indexOf(kept)).toBeGreaterThan(inlined.indexOf('<script>self.x=1</script>'))
    const original = '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next">'
    expect(inlined.replace(fonts + rulesLink, original).replace(`${kept}</body>`, '</body>')).toBe(html)
  })

  it('leaves a page as it was when its stylesheet is not in the build, not Next’s, or would end its <style>', async () => {
    for (const href of [
      '/_next/static/chunks/gone.css',
      'https://elsewhere.example/site.css',
      '/_next/static/../../etc/passwd.css',
      '/_next/static/chunks/ends-style.css',
    ]) {
      const html = page(href)
      expect(await critical.inline(html)).toBe(html)
    }
    // …and goes on with the next page.
    expect(await critical.inline(page('/_next/static/chunks/site.css'))).toContain('href="data:text/css,')
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
