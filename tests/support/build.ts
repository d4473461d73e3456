import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')

/**
 * The Node arguments of `npm start` (its `node …` command in package.json), so every test server
 * starts exactly as production does: the compiled server.ts with the same flags.
 */
export function productionStartArgs(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  const command = scripts.start?.match(/(?:^|\s)node\s+(.+)$/)?.[1]
  if (!command) throw new Error('package.json has no `start` script running node')
  return command.trim().split(/\s+/)
}

/** Server-process tests run the production build; `npm test` builds first. */
export function assertProductionBuild(): void {
  const entry = productionStartArgs().at(-1)!
  if (!existsSync(path.join(ROOT, '.next/BUILD_ID')) || !existsSync(path.join(ROOT, entry))) {
    throw new Error(`No production build in .next and ${entry}: run \`npm run build\` first (npm test does this).`)
  }
}
