import { existsSync } from 'node:fs'
import path from 'node:path'

/** Server-process tests run the production build; `npm test` builds first. */
export function assertProductionBuild(): void {
  if (!existsSync(path.resolve(import.meta.dirname, '../../.next/BUILD_ID'))) {
    throw new Error('No production build in .next: run `npm run build` first (npm test does this).')
  }
}
