import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import { productionStartArgs } from '../../scripts/start-args.mjs'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** What the production build is made from: a change to any of these after the build makes it stale. */
const SOURCE_DIRS = ['src', 'collections', 'migrations', 'public']
const SOURCE_FILES = [
  'server.ts',
  'payload.config.ts',
  'next.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/build-server.mjs',
]
/** Unit tests live beside the code but are not part of the build. */
const NOT_BUILT = /\.test\.tsx?$/

/** The newest source file (path relative to the repository, and its modification time). */
export function newestSource(root = ROOT): { file: string; mtimeMs: number } | undefined {
  let newest: { file: string; mtimeMs: number } | undefined
  const consider = (file: string) => {
    const { mtimeMs } = statSync(path.join(root, file))
    if (!newest || mtimeMs > newest.mtimeMs) newest = { file, mtimeMs }
  }
  for (const dir of SOURCE_DIRS) {
    if (!existsSync(path.join(root, dir))) continue
    for (const entry of readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || NOT_BUILT.test(entry.name)) continue
      consider(path.relative(root, path.join(entry.parentPath, entry.name)))
    }
  }
  for (const file of SOURCE_FILES) if (existsSync(path.join(root, file))) consider(file)
  return newest
}

/**
 * Server-process tests run the production build; `npm test` builds first. A missing build, or one
 * older than a source file it is built from, is refused: the tests would check yesterday's code.
 */
export function assertProductionBuild(root = ROOT): void {
  const entry = productionStartArgs().at(-1)!
  const outputs = [path.join(root, '.next/BUILD_ID'), path.join(root, entry)]
  if (outputs.some((file) => !existsSync(file))) {
    throw new Error(`No production build in .next and ${entry}: run \`npm run build:test\` first (npm test does this).`)
  }
  const builtAt = Math.min(...outputs.map((file) => statSync(file).mtimeMs))
  const newest = newestSource(root)
  if (newest && newest.mtimeMs > builtAt) {
    throw new Error(
      `The production build is older than ${newest.file} (changed ${new Date(newest.mtimeMs).toISOString()}, built ${new Date(builtAt).toISOString()}): run \`npm run build:test\` again (npm test does this).`,
    )
  }
}
