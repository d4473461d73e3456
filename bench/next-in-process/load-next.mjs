// Imported before bench/bare-node-server.mjs by bench/next-in-process/compare.ts: Next's production server prepared in
// this process and one page rendered through it, so what Next installs process-wide on its first request (its
// AsyncLocalStorages, its wrapped process.nextTick) is active while the bare server answers.
import http from 'node:http'

import next from 'next'

const app = next({ dev: false, dir: process.cwd() })
await app.prepare()
const handle = app.getRequestHandler()
const server = http.createServer((req, res) => void handle(req, res))
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const { port } = server.address()
const answer = await fetch(`http://127.0.0.1:${port}/about`)
await answer.text()
console.error(
  `next-in-process: /about rendered through Next (${answer.status}); process.nextTick is ${process.nextTick.name}`,
)
server.close()
