import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { productionEnv, type ServerProcess, spawnServer } from '../tests/support/server-process'

export const SITE_PAGES = [
  '/',
  '/about',
  '/services',
  '/services/account-management',
  '/services/marketing',
  '/services/chat-management',
  '/faq',
  '/blog',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
]

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
]

/** Starts the production build through server.ts on a throw-away embedded database (or BENCH_DATABASE_URI). */
export async function startBenchServer(extraEnv: Record<string, string> = {}): Promise<ServerProcess & { cleanup: () => Promise<void> }> {
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
