import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakePage = {
  status?: number
  delayMs?: number
  contentType?: string
  body: string
  /** Extra response headers, e.g. a redirect's `location`. */
  headers?: Record<string, string>
}

type PageParts = {
  title?: string
  description?: string | null
  jsonLd?: string | null
  links?: string[]
  images?: string[]
}

/** A complete HTML page (title, description, canonical, JSON-LD), with what a test leaves out or breaks. */
export function htmlPage(path: string, parts: PageParts = {}): FakePage {
  const title = parts.title ?? `Page ${path}`
  const description = parts.description === undefined ? `About ${path}` : parts.description
  const jsonLd = parts.jsonLd === undefined ? '{"@context":"https://schema.org","@type":"WebPage"}' : parts.jsonLd
  return {
    contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><head><title>${title}</title>
${description === null ? '' : `<meta name="description" content="${description}">`}
<link rel="canonical" href="https://example.com${path}">
${jsonLd === null ? '' : `<script type="application/ld+json">${jsonLd}</script>`}
</head><body><main><h1>${title}</h1>
${(parts.links ?? []).map((href) => `<a href="${href}">${href}</a>`).join('\n')}
${(parts.images ?? []).join('\n')}
</main></body></html>`,
  }
}

/** A redirect answer to `location`, written as given. */
export function redirectTo(location: string, status = 308): FakePage {
  return { status, body: '', contentType: 'text/plain', headers: { location } }
}

/** An HTTP server answering fixed pages (404 for anything else), for checks against a known site. */
export async function startFakeSite(pages: Record<string, FakePage>) {
  const requests: string[] = []
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/'
    requests.push(path)
    const page = pages[path]
    const answer = () => {
      if (!page) {
        res.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><title>Not found</title>')
        return
      }
      res
        .writeHead(page.status ?? 200, {
          'content-type': page.contentType ?? 'text/html; charset=utf-8',
          ...page.headers,
        })
        .end(page.body)
    }
    if (page?.delayMs) setTimeout(answer, page.delayMs)
    else answer()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
