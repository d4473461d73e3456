/**
 * A cached page's critical CSS (src/server/critical-css.ts): its first answer is the page as Next rendered it; once
 * inlined, every later answer carries the built stylesheet's rules in its head, the stylesheet's link after them for
 * no medium, the same inline scripts (so the same policy), and every encoding made from those bytes.
 */
import { readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FALLBACKS } from '../../src/app/fonts/fallbacks'
import { type Site, startSite } from '../support/server-process'

let server: Site

beforeAll(async () => {
  server = await startSite('critical_css')
}, 120_000)

afterAll(async () => {
  await server?.close()
})

/** `/about` as sent: node:http decodes nothing, so an encoded body stays encoded. */
function page(encoding = 'identity'): Promise<{ headers: http.IncomingHttpHeaders; raw: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.url}/about`, { headers: { accept: 'text/html', 'accept-encoding': encoding } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ headers: response.headers, raw: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

const STYLESHEET = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"[^>]*>/

describe('critical CSS', () => {
  it('answers the page as Next rendered it first, then with its stylesheet inlined and its link for no medium', async () => {
    const first = await page()
    const original = first.raw.toString()
    expect(original).not.toContain('href="data:text/css,')
    const href = original.match(STYLESHEET)?.[1]
    expect(href).toBeDefined()
    expect(original.indexOf(href!)).toBeLessThan(original.indexOf('</head>'))

    let inlined = original
    let policy = ''
    for (let attempt = 0; attempt < 50 && !inlined.includes('href="data:text/css,'); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      const again = await page()
      inlined = again.raw.toString()
      policy = String(again.headers['content-security-policy'])
    }
    const head = inlined.slice(0, inlined.indexOf('</head>'))
    const style = decodeURIComponent(head.match(/<link rel="stylesheet" href="data:text\/css,([^"]*)"\/>/)?.[1] ?? '')
    // The built stylesheet the page links, every rule of it but its fonts: the rules of elements React renders later
    // (the chat panel, the menu) and of other pages (a client-side navigation) are there before they are needed.
    const stylesheet = readFileSync(path.join(process.cwd(), '.next', href!.slice('/_next/'.length)), 'utf8')
    expect(style.length).toBeGreaterThan(10_000)
    expect(style).toBe(stylesheet.replace(/@font-face\s*\{[^{}]*\}/g, ''))
    // The stylesheet's link: in the head for no medium, so the browser neither waits for it nor applies it.
    expect(head.match(STYLESHEET)).toBeNull()
    expect(head).toContain(`<link rel="stylesheet" media="not all" href="${href}"`)
    // Besides the stylesheet's fonts, in a <style> element of their own (tests/e2e/critical-css.spec.ts loads them).
    expect(
      [...head.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1]!.replace(/@font-face\{[^{}]*\}/g, '')),
    ).toEqual([''])
    // The web fonts, root-relative, and the fallback faces sized to them (src/app/fonts/fallbacks.ts).
    const fonts = head.match(/<style>(@font-face[^<]*)<\/style>/)?.[1] ?? ''
    expect(fonts).toMatch(/@font-face\{font-family:inter;src:url\(\/_next\/static\/media\/[^)]+\.woff2\)/)
    expect(fonts).toMatch(/@font-face\{font-family:fraunces;src:url\(\/_next\/static\/media\/[^)]+\.woff2\)/)
    for (const { name } of FALLBACKS) expect(fonts).toContain(`@font-face{font-family:${name};src:local(`)
    expect(inlined.match(/<link [^>]*href="\/_next\/static\/[^"]+\.css"[^>]*>/g)).toHaveLength(1)
    // The inline scripts are the bytes Next wrote, so the policy that names their hashes is the same.
    const scripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1])
    expect(scripts(inlined)).toEqual(scripts(original))
    expect(policy).toBe(String(first.headers['content-security-policy']))
  })

  it('sends the inlined page in every encoding', async () => {
    const identity = (await page()).raw
    expect(identity.toString()).toContain('href="data:text/css,')
    const br = await page('br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.raw).equals(identity)).toBe(true)
    const gzip = await page('gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.raw).equals(identity)).toBe(true)
  })
})
