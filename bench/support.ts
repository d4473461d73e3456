import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { PUBLIC_ROUTES } from '../src/lib/seo/routes'
import { freePort } from '../src/server/embedded-postgres'
import { productionEnv, type ServerProcess, spawnServer } from '../tests/support/server-process'

const ROOT = path.resolve(import.meta.dirname, '..')

/** Every public page (blog posts aside). */
export const SITE_PAGES = PUBLIC_ROUTES.map((route) => route.path)

/** The blog article the benches measure (a built-in article: served without a seeded database too). */
export const SAMPLE_ARTICLE = '/blog/ppv-content-optimization'

/** The blog category page the benches measure (listed with or without a seeded database: built-in posts then). */
export const SAMPLE_CATEGORY = '/blog/category/revenue'

/** Starts the production build through server.ts on a throw-away embedded database (or BENCH_DATABASE_URI). */
export async function startBenchServer(
  extraEnv: Record<string, string> = {},
): Promise<ServerProcess & { cleanup: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-'))
  chmodSync(dir, 0o755)
  const server = await spawnServer({
    ...productionEnv(process.env.BENCH_DATABASE_URI ?? ''),
    EMBEDDED_POSTGRES_DIR: path.join(dir, 'pg'),
    ...extraEnv,
  })
  return {
    ...server,
    cleanup: async () => {
      await server.stop('SIGTERM')
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** A one-page Next app with the same Next and React, built and started for reference. */
export async function startBlankNext() {
  // Inside the repository (git-ignored) so Turbopack resolves the project's own node_modules.
  const dir = path.join(ROOT, 'bench/out/blank-next')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(path.join(dir, 'app'), { recursive: true })
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'blank', private: true, type: 'module' }))
  writeFileSync(
    path.join(dir, 'app/layout.tsx'),
    `export const metadata = { title: 'Blank', description: 'A blank Next.js page used as the benchmark reference.' }
export default function L({ children }: { children: React.ReactNode }) { return <html lang="en"><body>{children}</body></html> }`,
  )
  writeFileSync(
    path.join(dir, 'app/page.tsx'),
    `export default function P() { return <main><h1>Blank</h1><p>Reference page.</p></main> }`,
  )
  writeFileSync(path.join(dir, 'app/icon.svg'), readFileSync(path.join(ROOT, 'public/icon.svg')))
  const next = path.join(ROOT, 'node_modules/next/dist/bin/next')
  if (
    spawnSync(process.execPath, [next, 'build'], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    }).status !== 0
  ) {
    throw new Error('blank Next build failed')
  }
  const port = await freePort()
  const child = spawn(process.execPath, [next, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    stdio: 'ignore',
  })
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break
    } catch {
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => {
      child.kill('SIGTERM')
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A browser's document request, as the cached-page benches send it (each round with a new User-Agent). */
export const BROWSER_HEADERS = {
  'accept-encoding': 'gzip, br',
  accept: 'text/html,application/xhtml+xml',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
}

/** The CPU a process has used so far (user and system), in ms, from /proc. */
export function processCpuMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}

/** The app's brotli answer to `/`, for a bare server to send again: headers as sent and the encoded body. */
function captureHomePage(url: string): Promise<{ headers: Record<string, string | string[]>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${url}/`, { headers: { ...BROWSER_HEADERS, 'accept-encoding': 'br' } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const headers: Record<string, string | string[]> = {}
          for (const [name, value] of Object.entries(response.headers))
            if (value !== undefined && !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name))
              headers[name] = value
          const body = Buffer.concat(chunks)
          headers['content-length'] = String(body.length)
          resolve({ headers, body })
        })
      })
      .on('error', reject)
  })
}

/**
 * Warms the app's `/` (three requests, then time for the best compression, made in the background, and for the first
 * snapshot to expire), captures its brotli answer into `dir` and writes the manifest bench/bare-node-server.mjs reads;
 * returns the manifest's path.
 */
export async function writeHomePageManifest(appUrl: string, dir: string): Promise<string> {
  for (let i = 0; i < 3; i++) await (await fetch(`${appUrl}/`, { headers: BROWSER_HEADERS })).text()
  await new Promise((resolve) => setTimeout(resolve, 1_500))
  const answer = await captureHomePage(appUrl)
  const file = path.join(dir, 'index.html.br')
  writeFileSync(file, answer.body)
  const entry = { headers: answer.headers, file }
  const manifest = path.join(dir, 'manifest.json')
  writeFileSync(manifest, JSON.stringify({ '/': { br: entry, gzip: entry, identity: entry } }))
  return manifest
}

/** Asks for the page (as a browser does, in brotli) until its critical CSS is inlined, 10 s at most. */
export async function warm(url: string): Promise<boolean> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    // A kept-alive connection the server closed while Lighthouse ran can fail the first try: asked again.
    const body = await fetch(url, { headers: { accept: 'text/html', 'accept-encoding': 'br' } })
      .then((response) => response.text())
      .catch(() => '')
    if (body.includes('href="data:text/css,')) return true
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return false
}
