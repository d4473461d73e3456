// The worker thread of src/server/critical-css.ts: beasties parses a whole page and matches every rule of its
// stylesheet against it (about 100 ms for the home page), which would stall every request and socket of the server's
// event loop. Plain JavaScript, so that the same file runs from the sources and from the compiled server.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'

import Beasties from 'beasties'

const beasties = new Beasties({
  // `/_next/static/…` stylesheets are read from Next's build output.
  path: workerData.buildDir,
  publicPath: '/_next/',
  // The full stylesheet moves to the end of the body: the page paints with the rules it uses, inlined in the head,
  // and the rest applies once it has loaded (no script, no inline event handler for the policy to allow).
  preload: 'body',
  // next/font preloads its fonts itself. Beasties would keep only the `@font-face` rules of families it finds named in
  // a `font-family` declaration, which next/font's families are not (Tailwind names them through custom properties),
  // so it keeps none: `fontFaces` adds them back.
  fonts: false,
  // Beasties takes a pseudo-class with its parentheses out of a selector before matching it against the page, so a
  // selector that is all one `:where(…)` (Tailwind's space-y and divide utilities) comes out empty and its rule is
  // dropped: kept, every one (16 rules, 3 kB), since the lists and stacks they space are on most pages.
  allowRules: [/^:(?:where|is)\(.*\)$/],
  logLevel: 'silent',
})

const STYLESHEET = /<link rel="stylesheet" href="([^"]*)"[^>]*>/g
const FONT_FACE = /@font-face\s*\{[^{}]*\}/g
const URL_IN_CSS = /url\(\s*(["']?)([^"')]+)\1\s*\)/g
const BUILT_STYLESHEET = /^\/_next\/static\/[\w\-./]+\.css$/

/** Each built stylesheet's `@font-face` rules, by address (the build's files never change under a running server). */
const fontFacesOf = new Map()

/**
 * The stylesheet's `@font-face` rules with their addresses made relative to the site's root. Without them the first
 * paint sets the text in the browser's default font, and not in next/font's metric-matched fallback, and the text
 * moves when the stylesheet arrives. They go in a `<style>` element: addresses in a data: stylesheet resolve against
 * the data: URL, where no font can be found (and the W3C checker reads these rules without complaint).
 */
async function fontFaces(href) {
  if (!BUILT_STYLESHEET.test(href) || href.includes('..')) return ''
  if (!fontFacesOf.has(href)) {
    const css = await readFile(path.join(workerData.buildDir, href.slice('/_next/'.length)), 'utf8')
    const base = new URL(href, 'https://site.invalid')
    const rules = (css.match(FONT_FACE) ?? []).map((rule) =>
      rule.replace(URL_IN_CSS, (whole, quote, address) =>
        /^(?:[a-z][a-z\d+.-]*:|\/)/i.test(address) ? whole : `url(${new URL(address, base).pathname})`,
      ),
    )
    fontFacesOf.set(href, rules.join(''))
  }
  return fontFacesOf.get(href)
}

/**
 * Next's page with the rules beasties found, byte for byte as Next wrote it otherwise: beasties writes the whole
 * document again in its own serialisation, which would change what React hydrates and what the policy's hashes name.
 * The rules take the place of the page's one stylesheet, after its fonts, as a stylesheet whose address is its own
 * text (the W3C checker validates a `<style>` element's CSS with a grammar older than the site's: cascade layers,
 * `@property`, `color-mix()`); the stylesheet itself moves to the end of the body. Anything else (no stylesheet,
 * several, nothing inlined) leaves the page as it was.
 */
async function withCriticalCss(original, inlined) {
  const headEnd = original.indexOf('</head>')
  const bodyEnd = original.lastIndexOf('</body>')
  const links = [...original.slice(0, Math.max(headEnd, 0)).matchAll(STYLESHEET)]
  const style = /<style>([\s\S]*?)<\/style>/.exec(inlined)
  if (headEnd === -1 || bodyEnd === -1 || links.length !== 1 || !style || style.index > inlined.indexOf('</head>'))
    return original
  const [{ 0: tag, 1: href, index: at }] = links
  const fonts = await fontFaces(href)
  const rules =
    (fonts ? `<style>${fonts}</style>` : '') +
    `<link rel="stylesheet" href="data:text/css,${encodeURIComponent(style[1])}"/>`
  return original.slice(0, at) + rules + original.slice(at + tag.length, bodyEnd) + tag + original.slice(bodyEnd)
}

parentPort.on('message', ({ id, html }) => {
  beasties
    .process(html)
    .then((inlined) => withCriticalCss(html, inlined))
    .then(
      (page) => parentPort.postMessage({ id, html: page }),
      (error) => parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
    )
})
