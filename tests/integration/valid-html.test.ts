/**
 * Every page the site serves is valid HTML by the W3C Nu HTML Checker (vnu), and is sent in reading
 * order: the public pages, a blog article, the staff pages (signed in, as staff see them) and the error
 * pages, fetched from the real production server and checked in one run of the checker.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PUBLIC_ROUTES } from '../../src/lib/seo/routes'
import { assertProductionBuild } from '../support/build'
import { createTestDatabase, type TestDatabase } from '../support/postgres'
import { productionEnv, type ServerProcess, spawnServer } from '../support/server-process'

const VNU_JAR = path.resolve(import.meta.dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar')
const PASSWORD = 'valid-html-pw copper lantern'

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; firstColumn?: number; message: string; extract?: string }

let db: TestDatabase
let server: ServerProcess
let dir: string
let cookie: string

beforeAll(async () => {
  assertProductionBuild()
  db = await createTestDatabase('valid_html')
  server = await spawnServer(productionEnv(db.uri, { SEED_CONTENT: 'true', ADMIN_PASSWORD: PASSWORD }))
  const login = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  })
  expect(login.status).toBe(200)
  cookie = `payload-token=${((await login.json()) as { token: string }).token}`
  dir = mkdtempSync(path.join(os.tmpdir(), 'valid-html-'))
})

afterAll(async () => {
  await server?.stop('SIGKILL')
  await db?.drop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

async function page(pathname: string, status: number, signedIn = false): Promise<string> {
  const response = await fetch(`${server.url}${pathname}`, { headers: signedIn ? { cookie, 'sec-fetch-site': 'none' } : {}, redirect: 'manual' })
  expect(response.status, pathname).toBe(status)
  expect(response.headers.get('content-type'), pathname).toContain('text/html')
  return response.text()
}

/** Runs vnu once over every file; resolves with its messages (it exits non-zero when there are errors). */
async function vnu(files: string[]): Promise<VnuMessage[]> {
  const run = promisify(execFile)
  const args = ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...files]
  const output = await run('java', args, { maxBuffer: 64 * 1024 * 1024 }).then(
    (ok) => ok.stderr,
    (failed: { stderr?: string; code?: number }) => {
      if (!failed.stderr?.startsWith('{')) throw new Error(`vnu did not run (exit ${failed.code}): ${failed.stderr}`)
      return failed.stderr
    },
  )
  return (JSON.parse(output) as { messages: VnuMessage[] }).messages
}

type ServedPage = { path: string; status: number; signedIn?: boolean; html: string }
let served: Promise<ServedPage[]> | undefined

/** Every page checked here, each fetched once for all the tests of this file. */
function servedPages(): Promise<ServedPage[]> {
  served ??= (async () => {
    const blog = await page('/blog', 200)
    const article = blog.match(/href="(\/blog\/[a-z0-9-]+)"/)?.[1]
    expect(article, 'the blog list links an article').toBeTruthy()
    const pages: Omit<ServedPage, 'html'>[] = [
      ...PUBLIC_ROUTES.map((route) => ({ path: route.path, status: 200 })),
      { path: article!, status: 200 },
      { path: '/admin/login', status: 200 },
      { path: '/admin/chat', status: 200, signedIn: true },
      { path: '/monitoring', status: 200, signedIn: true },
      { path: '/no-such-page', status: 404 },
      { path: '/blog/no-such-post', status: 404 },
      { path: '/500', status: 500 },
    ]
    const fetched: ServedPage[] = []
    for (const entry of pages) fetched.push({ ...entry, html: await page(entry.path, entry.status, entry.signedIn) })
    return fetched
  })()
  return served
}

describe('served HTML', () => {
  it('public pages, a blog article, staff pages and error pages have no errors (W3C Nu HTML Checker)', async () => {
    const files = new Map<string, string>()
    for (const { path: pathname, signedIn, html } of await servedPages()) {
      const file = path.join(dir, `${pathname.replace(/[^a-z0-9]+/gi, '_') || 'home'}${signedIn ? '_staff' : ''}.html`)
      writeFileSync(file, html)
      files.set(`file:${file}`, pathname)
    }
    expect(files.size).toBe((await servedPages()).length)

    // A control document with one known error proves the checker ran and its report was read.
    const control = path.join(dir, 'control.html')
    writeFileSync(control, '<!doctype html><html lang="en"><head><title>control</title></head><body><span><div></div></span></body></html>')

    const messages = await vnu([...files.keys(), control])
    expect(messages.filter((message) => message.url === `file:${control}`).map((message) => message.type)).toEqual(['error'])
    const errors = messages
      .filter((message) => message.url !== `file:${control}`)
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map(
        (message) =>
          `${files.get(message.url) ?? message.url}:${message.lastLine ?? '?'}:${message.firstColumn ?? '?'} ${message.message}${message.extract ? ` [${message.extract.trim().slice(0, 160)}]` : ''}`,
      )
    expect(errors, `${errors.length} HTML errors over ${files.size} pages:\n${errors.join('\n')}`).toEqual([])
  }, 240_000)

  // React moves a completed Suspense boundary of more than 500 bytes out of place once a page passes
  // 12.8 kB: its fallback stays where the content belongs, the content follows in a hidden element, and
  // an inline script swaps them, as late as 300 ms after the first paint. Content below it then jumps,
  // and a reader without JavaScript never sees it. Every page is sent in reading order instead.
  it('every page is sent in reading order: no content held back in a hidden element for a script to move in', async () => {
    const outOfPlace = (await servedPages()).filter(({ html }) => /<template id="B:\d+"><\/template>|<div hidden id="S:\d+">/.test(html)).map(({ path: pathname }) => pathname)
    expect(outOfPlace).toEqual([])
    const contact = (await servedPages()).find(({ path: pathname }) => pathname === '/contact')!.html
    expect(contact.indexOf('aria-label="Contact form"')).toBeGreaterThan(0)
    expect(contact.indexOf('aria-label="Contact form"')).toBeLessThan(contact.indexOf('id="booking-card-heading"'))
  }, 240_000)
})
