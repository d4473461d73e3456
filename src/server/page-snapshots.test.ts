import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { PageSnapshots } from './page-snapshots'

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/**
 * A server that answers from the snapshots when it can and otherwise "renders" with `render`,
 * storing the result as the security layer does; returns its URL and how many renders ran.
 */
async function serveWith(
  snapshots: PageSnapshots,
  render: (req: IncomingMessage, res: ServerResponse, n: number) => void,
) {
  let renders = 0
  let requests = 0
  server = createServer((req, res) => {
    if (snapshots.serve(req, res, false, 'gzip', `request-${++requests}`)) return
    renders++
    render(req, res, renders)
    const body = Buffer.from(`page ${renders}`)
    res.setHeader('content-length', body.length)
    snapshots.store(req, res, false, 'gzip', body)
    res.end(body)
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, renders: () => renders }
}

const cachedPage = (_req: IncomingMessage, res: ServerResponse) => {
  res.statusCode = 200
  res.setHeader('x-nextjs-cache', 'HIT')
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.setHeader('content-security-policy', "script-src 'self' 'sha256-abc'")
  res.setHeader('vary', 'RSC, Next-Router-State-Tree, Accept-Encoding')
}

describe('PageSnapshots', () => {
  it('answers a cached page again from memory, with the same headers, until it expires', async () => {
    let now = 1_000
    const site = await serveWith(new PageSnapshots(250, 10, () => now), cachedPage)
    const first = await fetch(`${site.url}/about`)
    const second = await fetch(`${site.url}/about`)
    expect(await first.text()).toBe('page 1')
    expect(await second.text()).toBe('page 1')
    expect(second.headers.get('content-security-policy')).toBe("script-src 'self' 'sha256-abc'")
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(site.renders()).toBe(1)
    now += 251
    expect(await (await fetch(`${site.url}/about`)).text()).toBe('page 2')
    expect(site.renders()).toBe(2)
  })

  it('once expired, one request renews it while the others are answered the expired copy; twice expired, none are', async () => {
    let now = 1_000
    const snapshots = new PageSnapshots(250, 10, () => now)
    const renewals: (() => void)[] = []
    let renders = 0
    server = createServer((req, res) => {
      if (snapshots.serve(req, res, false, null, 'id')) return
      const body = Buffer.from(`page ${++renders}`)
      cachedPage(req, res)
      const finish = () => {
        snapshots.store(req, res, false, null, body)
        res.end(body)
      }
      // The first render answers at once; later ones wait until the test lets them finish, as a render under load.
      if (renders === 1) finish()
      else renewals.push(finish)
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    const get = async () => (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).text()
    expect(await get()).toBe('page 1')
    now += 251
    const renewal = get()
    await expect.poll(() => renewals.length).toBe(1)
    // Twenty visitors during the renewal: all answered the expired copy, none of them rendered.
    expect(await Promise.all(Array.from({ length: 20 }, get))).toEqual(Array(20).fill('page 1'))
    expect(renders).toBe(2)
    renewals.shift()!()
    expect(await renewal).toBe('page 2')
    expect(await get()).toBe('page 2')

    // A renewal still running (a slow render) keeps the expired copy only to the end of a second lifetime: then
    // every request renders again.
    now += 251
    void get()
    await expect.poll(() => renewals.length).toBe(1)
    now += 249
    expect(await get()).toBe('page 2')
    now += 2
    const late = [get(), get()]
    await expect.poll(() => renewals.length).toBe(3)
    expect(renders).toBe(5)
    for (const finish of renewals.splice(0)) finish()
    expect(await Promise.all(late)).toEqual(['page 4', 'page 5'])
  })

  it('a renewal answered with something not kept (now a 404, a miss) removes the expired copy', async () => {
    let now = 1_000
    let answer = { status: 200, cache: 'HIT' }
    const site = await serveWith(new PageSnapshots(250, 10, () => now), (_req, res) => {
      cachedPage(_req, res)
      res.statusCode = answer.status
      res.setHeader('x-nextjs-cache', answer.cache)
    })
    const get = async (path: string) => {
      const response = await fetch(`${site.url}${path}`)
      return `${response.status} ${await response.text()}`
    }
    expect(await get('/post')).toBe('200 page 1')
    expect(await get('/list')).toBe('200 page 2')
    // The post is unpublished and the list's first render after it is a miss: each renewal shows the new answer,
    // and nobody gets the old copy after it.
    answer = { status: 404, cache: 'HIT' }
    now += 251
    expect(await get('/post')).toBe('404 page 3')
    expect(await get('/post')).toBe('404 page 4')
    answer = { status: 200, cache: 'MISS' }
    expect(await get('/list')).toBe('200 page 5')
    expect(await get('/list')).toBe('200 page 6')
    expect(site.renders()).toBe(6)
  })

  it('keeps one answer per address; RSC, conditional and draft-mode requests always reach the renderer', async () => {
    const site = await serveWith(new PageSnapshots(60_000), cachedPage)
    await fetch(`${site.url}/faq`)
    await fetch(`${site.url}/faq?x=1`)
    expect(site.renders()).toBe(2)
    const bypassing: Record<string, string>[] = [
      { rsc: '1' },
      { 'if-none-match': '"abc"' },
      { cookie: 'a=1; __prerender_bypass=xyz' },
      { 'next-router-prefetch': '1' },
    ]
    for (const headers of bypassing) {
      await fetch(`${site.url}/faq`, { headers })
    }
    await fetch(`${site.url}/faq?_rsc=abc`)
    expect(site.renders()).toBe(7)
    await fetch(`${site.url}/faq`, { headers: { cookie: 'consent=1' } })
    expect(site.renders()).toBe(7)
  })

  it('keeps nothing that is not a plain cache hit: other statuses, Set-Cookie, a miss, HEAD, Vary: *', async () => {
    const cases: ((res: ServerResponse) => void)[] = [
      (res) => (res.statusCode = 404),
      (res) => res.setHeader('set-cookie', 'a=1'),
      (res) => res.setHeader('x-nextjs-cache', 'STALE'),
      (res) => res.removeHeader('x-nextjs-cache'),
      (res) => res.setHeader('vary', '*'),
    ]
    for (const change of cases) {
      const site = await serveWith(new PageSnapshots(60_000), (req, res) => {
        cachedPage(req, res)
        change(res)
      })
      await fetch(`${site.url}/`)
      await fetch(`${site.url}/`)
      expect(site.renders()).toBe(2)
      await new Promise<void>((resolve) => server!.close(() => resolve()))
      server = undefined
    }
    const site = await serveWith(new PageSnapshots(60_000), cachedPage)
    await fetch(`${site.url}/`, { method: 'HEAD' })
    await fetch(`${site.url}/`, { method: 'HEAD' })
    expect(site.renders()).toBe(2)
  })

  it("answers with each request's own request id, never the stored request's", async () => {
    const snapshots = new PageSnapshots(60_000)
    let requests = 0
    server = createServer((req, res) => {
      // As the request pipeline: the snapshots are given the request's id; a render sets it itself.
      const id = `request-${++requests}`
      if (snapshots.serve(req, res, false, null, id)) return
      res.setHeader('x-request-id', id)
      cachedPage(req, res)
      const body = Buffer.from('page')
      snapshots.store(req, res, false, null, body)
      res.end(body)
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    const ids = []
    for (let i = 0; i < 3; i++)
      ids.push((await fetch(url, { headers: { 'accept-encoding': 'identity' } })).headers.get('x-request-id'))
    expect(ids).toEqual(['request-1', 'request-2', 'request-3'])
    expect(requests).toBe(3)
  })

  it('writes every stored header once with the request id; a header set before (a draining server’s) is kept', async () => {
    const snapshots = new PageSnapshots(60_000)
    let draining = false
    server = createServer((req, res) => {
      if (draining) res.setHeader('connection', 'close')
      if (snapshots.serve(req, res, false, null, draining ? 'late' : 'early')) return
      cachedPage(req, res)
      res.setHeader('x-request-id', 'first')
      const body = Buffer.from('page')
      snapshots.store(req, res, false, null, body)
      res.end(body)
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    const get = () => fetch(url, { headers: { 'accept-encoding': 'identity' } })
    await get()
    const again = await get()
    expect(again.headers.get('x-request-id')).toBe('early')
    expect(again.headers.get('content-security-policy')).toBe("script-src 'self' 'sha256-abc'")
    expect(again.headers.get('vary')).toBe('RSC, Next-Router-State-Tree, Accept-Encoding')
    expect(again.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await again.text()).toBe('page')
    draining = true
    const last = await get()
    expect(last.headers.get('connection')).toBe('close')
    expect(last.headers.get('x-request-id')).toBe('late')
    expect(await last.text()).toBe('page')
  })

  it('forgets the least recently used address beyond its size', async () => {
    const site = await serveWith(new PageSnapshots(60_000, 2), cachedPage)
    for (const path of ['/a', '/b', '/a', '/c', '/a', '/b']) await fetch(`${site.url}${path}`)
    // /a, /b, (a hit), /c pushes out /b, (a hit), /b again.
    expect(site.renders()).toBe(4)
  })
})
