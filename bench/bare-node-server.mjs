// The reference for the app's cached pages: a bare Node HTTP server that sends, for each path and
// encoding, the very bytes and headers the app sent (captured by bench/http.ts into a manifest),
// choosing br, then gzip, then none from Accept-Encoding as the app does. Nothing else runs per request.
import { readFileSync } from 'node:fs'
import http from 'node:http'

const manifest = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const answers = new Map()
for (const [page, encodings] of Object.entries(manifest)) {
  const byEncoding = {}
  for (const [encoding, { headers, file }] of Object.entries(encodings)) {
    byEncoding[encoding] = { headers, body: readFileSync(file) }
  }
  answers.set(page, byEncoding)
}

const server = http.createServer((req, res) => {
  const page = answers.get(req.url)
  if (!page) {
    res.writeHead(404).end()
    return
  }
  const accept = req.headers['accept-encoding'] ?? ''
  const answer = (accept.includes('br') && page.br) || (accept.includes('gzip') && page.gzip) || page.identity
  res.writeHead(200, answer.headers)
  res.end(answer.body)
})
server.keepAliveTimeout = 5_000
server.listen(Number(process.argv[3]), '127.0.0.1', () => process.send?.('ready'))
