import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { PUBLIC_ROUTES } from '../src/lib/seo/routes'
import { productionEnv, type ServerProcess, spawnServer } from '../tests/support/server-process'

/** Every public page (blog posts aside). */
export const SITE_PAGES = PUBLIC_ROUTES.map((route) => route.path)


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
