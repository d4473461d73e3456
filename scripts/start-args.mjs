/**
 * The Node arguments of `npm start` (the `node …` command of package.json's start script), for
 * everything that starts the production server as `npm start` does: test servers, benchmarks.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

/** @returns {string[]} */
export function productionStartArgs() {
  const { scripts } = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8'))
  const command = scripts.start?.match(/(?:^|\s)node\s+(.+)$/)?.[1]
  if (!command) throw new Error('package.json has no `start` script running node')
  return command.trim().split(/\s+/)
}
