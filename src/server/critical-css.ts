import { readFile } from 'node:fs/promises'
import path from 'node:path'

const STYLESHEET = /<link rel="stylesheet" href="([^"]*)"[^>]*>/g
const FONT_FACE = /@font-face\s*\{[^{}]*\}/g
const URL_IN_CSS = /url\(\s*(["']?)([^"')]+)\1\s*\)/g
const BUILT_STYLESHEET = /^\/_next\/static\/[\w\-./]+\.css$/

/** A built stylesheet split for inlining: its `@font-face` rules (addresses root-relative) and every other rule. */
type Split = { fonts: string; rules: string }

/**
 * A cached page's stylesheet inlined into its head, so that the first paint does not wait for a second request: on a
 * phone (Lighthouse's slow 4G, applied throttling) the home page's first paint came 0.9 s sooner
 * (docs/decisions/0073-critical-css-inlined-once-per-page-version.md).
 *
 * The whole stylesheet, not the rules the page's elements match: the full stylesheet arriving after the first paint
 * made the browser restyle and lay out the whole page once more, a long task of 70–120 ms on a phone's CPU that
 * counted against Total Blocking Time (docs/decisions/0077-the-whole-stylesheet-inlined.md). The page's own link stays,
 * at the end of the body and for no medium (`media="not all"`): React adopts it as the stylesheet resource its
 * components render, instead of inserting another, and the browser never applies it.
 *
 * Next's bytes stay as Next wrote them around the inlined rules, so React hydrates the same document and the policy's
 * script hashes stay the same. A page with no stylesheet, several, or one not in the build is left as it was.
 */
export class CriticalCss {
  /** By address: the build's files never change under a running server. */
  private readonly splits = new Map<string, Promise<Split | undefined>>()

  /** `buildDir`: Next's build output (`.next`), where the pages' `/_next/static/` stylesheets are. */
  constructor(private readonly buildDir: string) {}

  /** The page with its stylesheet inlined, or as it was when that cannot be done. */
  async inline(html: string): Promise<string> {
    const headEnd = html.indexOf('</head>')
    const bodyEnd = html.lastIndexOf('</body>')
    if (headEnd === -1 || bodyEnd === -1) return html
    const links = [...html.slice(0, headEnd).matchAll(STYLESHEET)]
    if (links.length !== 1) return html
    const [{ 0: tag, 1: href, index: at }] = links as [RegExpExecArray]
    const split = await this.split(href!)
    if (!split) return html
    // The fonts go in a <style> element: an address in a data: stylesheet resolves against the data: URL, where no
    // font is found. The other rules go in a data: stylesheet: the W3C checker validates a <style> element's CSS with
    // a grammar older than Tailwind 4's (cascade layers, `@property`, `color-mix()`), and reads @font-face rules fine.
    const inlined =
      (split.fonts ? `<style>${split.fonts}</style>` : '') +
      `<link rel="stylesheet" href="data:text/css,${encodeURIComponent(split.rules)}"/>`
    const kept = tag.replace('<link rel="stylesheet" ', '<link rel="stylesheet" media="not all" ')
    return html.slice(0, at) + inlined + html.slice(at + tag.length, bodyEnd) + kept + html.slice(bodyEnd)
  }

  private split(href: string): Promise<Split | undefined> {
    let split = this.splits.get(href)
    if (!split) {
      split = this.read(href)
      this.splits.set(href, split)
    }
    return split
  }

  private async read(href: string): Promise<Split | undefined> {
    if (!BUILT_STYLESHEET.test(href) || href.includes('..')) return undefined
    let css: string
    try {
      css = await readFile(path.join(this.buildDir, href.slice('/_next/'.length)), 'utf8')
    } catch {
      return undefined
    }
    // Its fonts could not be put in a <style> element that their own text would end.
    if (/<\/style/i.test(css)) return undefined
    const base = new URL(href, 'https://site.invalid')
    const fonts = (css.match(FONT_FACE) ?? []).map((rule) =>
      rule.replace(URL_IN_CSS, (whole, _quote: string, address: string) =>
        /^(?:[a-z][a-z\d+.-]*:|\/)/i.test(address) ? whole : `url(${new URL(address, base).pathname})`,
      ),
    )
    return { fonts: fonts.join(''), rules: css.replace(FONT_FACE, '') }
  }
}
