import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, describe, expect, it } from 'vitest'

/*
 * src/payload-types.ts is generated from the collections and globals, and the code is typed by it: a field renamed
 * in the config without regenerating compiles against the old name. This regenerates it into a temporary file
 * (PAYLOAD_TYPES_OUTPUT, read by payload.config.ts) and compares.
 */
const ROOT = path.resolve(import.meta.dirname, '../..')
const COMMITTED = 'src/payload-types.ts'
const dir = mkdtempSync(path.join(tmpdir(), 'generated-types-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The first line where two texts differ, for the failure message. */
function firstDifference(committed: string, fresh: string): string {
  const a = committed.split('\n')
  const b = fresh.split('\n')
  const line = a.findIndex((text, i) => text !== b[i])
  const at = line === -1 ? a.length : line
  return `line ${at + 1}: committed ${JSON.stringify(a[at] ?? '(end of file)')}, generated ${JSON.stringify(b[at] ?? '(end of file)')}`
}

describe(COMMITTED, () => {
  it('is what `npm run generate:types` writes from the current config', async () => {
    const output = path.join(dir, 'payload-types.ts')
    await promisify(execFile)(path.join(ROOT, 'node_modules/.bin/payload'), ['generate:types'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_OPTIONS: '--no-deprecation --conditions=development',
        PAYLOAD_TYPES_OUTPUT: output,
      },
      timeout: 120_000,
    })
    const fresh = readFileSync(output, 'utf8')
    const committed = readFileSync(path.join(ROOT, COMMITTED), 'utf8')
    expect(
      committed === fresh,
      `${COMMITTED} is not what the config generates (run \`npm run generate:types\` and commit it); ${firstDifference(committed, fresh)}`,
    ).toBe(true)
  }, 180_000)
})
