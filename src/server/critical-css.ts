import { readFile } from 'node:fs/promises'
import path from 'node:path'

/** The stylesheet links Next renders, which React adopts as resources by their `data-precedence`. */
const STYLESHEET = /<link rel="stylesheet" href="([^"]*)"[^>]*>/g
/** Next's stylesheets hold their `@font-face` rules at the top level, never inside `@media`, `@supports` or a layer. */
const FONT_FACE = /@font-face\s*\{[^{}]*\}/g
const URL_IN_CSS = /url\(\s*(["']?)([^"')]+)\1\s*\)/g
const BUILT_STYLESHEET = /^\/_next\/static\/[\w\-./]+\.css$/

/**
 * A cached page's stylesheet inlined into its head, so that the first paint does not wait for a second request: on a
 * phone (Lighthouse's slow 4G, applied throttling) the home page's first paint came 0.9 s sooner
 * (docs/decisions/0073-critical-css-inlined-once-per-page-version.md).
 *
 * The whole stylesheet, not the rules the page's elements match: the full stylesheet arriving after the first paint
 * made the browser restyle and lay out the whole page once more, a long task of 70–120 ms on a phone's CPU that
 * counted against Total Blocking Time (docs/decisions/0077-the-whole-stylesheet-inlined.md). The page's own link stays,
 * after the inlined rules and for no medium (`media="not all"`): React adopts it as the stylesheet resource its
 * components render, instead of inserting another or preloading it, and the browser neither waits for it nor applies
 * it.
 *
 * Next's bytes stay as Next wrote them around the inlined rules, so React hydrates the same document and the policy's
 * script hashes stay the same. A page with no stylesheet, several, one not in the build, or one whose fonts would
 * end their `<style>` element is left as it was.
 */
export class CriticalCss {
  /** The markup inlined in place of each stylesheet, by address: the build's files never change under a running server. */
  private readonly inlined = new Map<string, Promise<string | undefined>>()

  /** `buildDir`: Next's build output (`.next`), where the pages' `/_next/static/` stylesheets are. */
  constructor(private readonly buildDir: string) {}

  /** The page with its stylesheet inlined, or as it was when that cannot be done. */
  async inline(html: string): Promise<string> {
    const headEnd = html.indexOf('</head>')
    if (headEnd === -1) return html
    const links = [...html.slice(0, headEnd).matchAll(STYLESHEET)]
    if (links.length !== 1) return html
    const [{ 0: tag, 1: href, index: at }] = links as [RegExpExecArray]
    if (!tag.includes(' data-precedence=')) return html
    const inlined = await this.markup(href!)
    if (inlined === undefined) return html
    const kept = tag.replace('<link rel="stylesheet" ', '<link rel="stylesheet" media="not all" ')
    return html.slice(0, at) + inlined + kept + html.slice(at + tag.length)
  }

  private markup(href: string): Promise<string | undefined> {
    let markup = this.inlined.get(href)
    if (!markup) {
      markup = this.read(href)
      this.inlined.set(href, markup)
      // A read that failed (a file missing, too many open files) is tried again for the next page.
      void markup.then((found) => found === undefined && this.inlined.delete(href))
    }
    return markup
  }

  private async read(href: string): Promise<string | undefined> {
    if (!BUILT_STYLESHEET.test(href) || href.includes('..')) return undefined
    let css: string
    try {
      css = await readFile(path.join(this.buildDir, href.slice('/_next/'.length)), 'utf8')
    } catch {
      return undefined
    }
    // Addresses from the site's root: Chromium resolves a data: stylesheet's relative addresses against the page's
    // address, not the stylesheet's folder.
    const base = new URL(href, 'https://site.invalid')
    css = css.replace(URL_IN_CSS, (whole, _quote: string, address: string) => {
      if (/^(?:[a-z][a-z\d+.-]*:|\/|#)/i.test(address)) return whole
      const absolute = new URL(address, base)
      return `url(${absolute.pathname}${absolute.search}${absolute.hash})`
    })
    const fonts = (css.match(FONT_FACE) ?? []).join('')
    if (/<\/style/i.test(fonts)) return undefined
    // The fonts go in a <style> element: declared in the data: stylesheet they did not load (record 0073). The other
    // rules go in a data: stylesheet: the W3C checker validates a <style> element's CSS with a grammar older than
    // Tailwind 4's (cascade layers, `@property`, `color-mix()`), and reads @font-face rules fine.
    return (
      (fonts ? `<style>${fonts}</style>` : '') +
      `<link rel="stylesheet" href="data:text/css,${encodeURIComponent(css.replace(FONT_FACE, ''))}"/>`
    )
  }
}
