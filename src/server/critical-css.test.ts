import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { CriticalCss } from './critical-css'

describe('CriticalCss', () => {
  const buildDir = mkdtempSync(path.join(os.tmpdir(), 'critical-css-'))
  mkdirSync(path.join(buildDir, 'static/chunks'), { recursive: true })
  writeFileSync(
    path.join(buildDir, 'static/chunks/site.css'),
    '@font-face{font-family:sans;src:url(../media/inter.woff2)format("woff2");font-display:swap}' +
      '@font-face{font-family:sans Fallback;src:local(Arial);size-adjust:107.89%}' +
      '.hero{color:#140f1c;font-size:2rem}.never-on-this-page{color:red}p{margin:0}' +
      ':where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}',
  )
  const critical = new CriticalCss(buildDir)
  afterAll(async () => {
    await critical.close()
    rmSync(buildDir, { recursive: true, force: true })
  })

  it('inlines the rules the page uses, read from the build, and moves the stylesheet to the end of the body', async () => {
    const html =
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Home</title>' +
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"></head>' +
      '<body><h1 class="hero">Grow</h1><p>Text</p><script>self.x=1</script></body></html>'
    const inlined = await critical.inline(html)
    const head = inlined.slice(0, inlined.indexOf('</head>'))
    // The stylesheet's fonts, and their metric-matched fallbacks, first: in a <style> element, with the files'
    // addresses taken from the site's root (an address in a data: stylesheet would start from the data: URL).
    const fonts =
      '<style>@font-face{font-family:sans;src:url(/_next/static/media/inter.woff2)format("woff2");font-display:swap}' +
      '@font-face{font-family:sans Fallback;src:local(Arial);size-adjust:107.89%}</style>'
    expect(head).toContain(`<title>Home</title>${fonts}<link rel="stylesheet" href="data:text/css,`)
    // The other rules travel as a data: stylesheet (the W3C checker validates a <style> element's CSS with a grammar
    // older than the site's).
    expect(head.match(/<style>/g)).toHaveLength(1)
    const href = head.match(/<link rel="stylesheet" href="data:text\/css,([^"]*)"\/>/)?.[1]
    expect(href).toBeDefined()
    const rules = decodeURIComponent(href!)
    // The rules come from the stylesheet file: the page's own, not the one no element matches.
    expect(rules).toContain('.hero{color:#140f1c;font-size:2rem}')
    expect(rules).toContain('p{margin:0}')
    expect(rules).not.toContain('never-on-this-page')
    expect(rules).not.toContain('@font-face')
    // A selector that is one :where(…), as Tailwind's space-y utilities are, is kept too.
    expect(rules).toContain(':where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}')
    expect(head).not.toContain('href="/_next/static/chunks/site.css"')
    // The full stylesheet still loads, after everything the page shows; the rest is Next's page byte for byte.
    const moved = '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next">'
    expect(inlined.indexOf(moved)).toBeGreaterThan(inlined.indexOf('<script>self.x=1</script>'))
    const rulesLink = head.match(/<link rel="stylesheet" href="data:[^>]*>/)![0]
    expect(inlined.replace(fonts + rulesLink, moved).replace(`${moved}</body>`, '</body>')).toBe(html)
  })

  it('leaves a page whose stylesheet is not in the build as it was, and goes on with the next page', async () => {
    const missing =
      '<html lang="en"><head><link rel="stylesheet" href="/_next/static/chunks/gone.css"></head><body><p>x</p></body></html>'
    expect(await critical.inline(missing)).toBe(missing)
    const next = await critical.inline(
      '<html lang="en"><head><link rel="stylesheet" href="/_next/static/chunks/site.css"></head><body><p>x</p></body></html>',
    )
    expect(next).toMatch(
      /^<html lang="en"><head><style>@font-face\{[^<]*<\/style><link rel="stylesheet" href="data:text\/css,/,
    )
    expect(next).toContain(`data:text/css,${encodeURIComponent('p{margin:0}')}`)
  })
})
