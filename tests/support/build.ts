import { existsSync } from 'node:fs'
import path from 'node:path'

import { productionStartArgs } from '../../scripts/start-args.mjs'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** Server-process tests run the production build; `npm test` builds first. */
export function assertProductionBuild(): void {
  const entry = productionStartArgs().at(-1)!
  if (!existsSync(path.join(ROOT, '.next/BUILD_ID')) || !existsSync(path.join(ROOT, entry))) {
    throw new Error(`No production build in .next and ${entry}: run \`npm run build\` first (npm test does this).`)
  }
}
