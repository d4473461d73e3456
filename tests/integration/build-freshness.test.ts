import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { productionStartArgs } from '../../scripts/start-args.mjs'
import { assertProductionBuild } from '../support/build'

/** The check server-process tests run first, against a made-up checkout with known file times. */
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function checkout({ built, source, unitTest }: { built?: number; source: number; unitTest?: number }) {
  const root = mkdtempSync(path.join(tmpdir(), 'build-freshness-'))
  dirs.push(root)
  const write = (file: string, at: number) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), 'x')
    utimesSync(path.join(root, file), at / 1000, at / 1000)
  }
  write('src/lib/feature.ts', source)
  if (unitTest !== undefined) write('src/lib/feature.test.ts', unitTest)
  if (built !== undefined) {
    write('.next/BUILD_ID', built)
    write(productionStartArgs().at(-1)!, built)
  }
  return root
}

const HOUR = 3_600_000
const now = Date.now()

describe('the production build the server-process tests run', () => {
  it('is refused when missing', () => {
    expect(() => assertProductionBuild(checkout({ source: now - HOUR }))).toThrow(/No production build/)
  })

  it('is refused when a source file changed after it was built, naming the file', () => {
    expect(() => assertProductionBuild(checkout({ built: now - HOUR, source: now }))).toThrow(
      /older than src\/lib\/feature\.ts/,
    )
  })

  it('is accepted when built after every source file; a changed unit test does not make it stale', () => {
    expect(() =>
      assertProductionBuild(checkout({ built: now, source: now - HOUR, unitTest: now + HOUR })),
    ).not.toThrow()
  })
})
