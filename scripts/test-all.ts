/**
 * `npm test`: everything, in the order CI runs it.
 *   1. Debian's Chromium for Playwright, Java (HTML checker) and PostgreSQL client tools (backups),
 *      installed with apt-get when missing and running as root
 *   2. a PostgreSQL server for the tests (the local one, or an embedded one on a fresh machine)
 *   3. the production build (server-process and browser tests run it)
 *   4. vitest (unit + integration), 5. Playwright (end-to-end)
 * Ends with one line: `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import { ensureTestPostgres } from '../tests/support/postgres-server'

const ROOT = path.resolve(import.meta.dirname, '..')
const RESULTS = path.join(ROOT, 'test-results')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  console.log(`\n$ ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status ?? 1
}

let aptUpdated = false

/** Installs a Debian package when `binary` is missing (as root; otherwise says what to install). */
function ensureDebianTool(binary: string, debianPackage: string) {
  if (existsSync(binary)) return
  if (process.getuid?.() !== 0) {
    throw new Error(`${binary} is missing: install Debian's ${debianPackage} package (sudo apt-get install -y ${debianPackage})`)
  }
  if (!aptUpdated) run('apt-get', ['update', '-qq'])
  aptUpdated = true
  if (run('apt-get', ['install', '-y', '-qq', debianPackage], { DEBIAN_FRONTEND: 'noninteractive' }) !== 0 || !existsSync(binary)) {
    throw new Error(`could not install ${debianPackage} with apt-get`)
  }
}

type Counts = { passed: number; failed: number }

function vitestCounts(file: string): Counts | undefined {
  if (!existsSync(file)) return undefined
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number }
  return { passed: report.numPassedTests, failed: report.numFailedTests }
}

function playwrightCounts(file: string): Counts | undefined {
  if (!existsSync(file)) return undefined
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number }
    errors?: unknown[]
  }
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected + (report.errors?.length ?? 0) }
}

async function main() {
  rmSync(RESULTS, { recursive: true, force: true })
  mkdirSync(RESULTS, { recursive: true })
  ensureDebianTool(CHROMIUM, 'chromium')
  // The HTML check runs the W3C checker (Java); the backup test runs pg_dump and pg_restore.
  ensureDebianTool('/usr/bin/java', 'default-jre-headless')
  ensureDebianTool('/usr/bin/pg_dump', 'postgresql-client')

  const postgres = await ensureTestPostgres()
  const env = { TEST_POSTGRES_URL: postgres.url, NEXT_TELEMETRY_DISABLED: '1', PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true' }
  const total: Counts = { passed: 0, failed: 0 }
  try {
    // Pages are prerendered with the site URL and analytics id the end-to-end server uses.
    if (run('npm', ['run', 'build:test'], env) !== 0) {
      total.failed += 1
      console.error('The production build failed; no tests were run.')
      return total
    }

    const vitestJson = path.join(RESULTS, 'vitest.json')
    const vitestCode = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`], env)
    const vitest = vitestCounts(vitestJson) ?? { passed: 0, failed: 1 }
    if (vitestCode !== 0 && vitest.failed === 0) vitest.failed = 1

    const playwrightJson = path.join(RESULTS, 'playwright.json')
    const playwrightCode = run('npx', ['playwright', 'test'], { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson })
    const playwright = playwrightCounts(playwrightJson) ?? { passed: 0, failed: 1 }
    if (playwrightCode !== 0 && playwright.failed === 0) playwright.failed = 1

    total.passed = vitest.passed + playwright.passed
    total.failed = vitest.failed + playwright.failed
    console.log(`\nvitest: ${vitest.passed} passed, ${vitest.failed} failed; playwright: ${playwright.passed} passed, ${playwright.failed} failed`)
    return total
  } finally {
    await postgres.stop()
  }
}

main()
  .then(({ passed, failed }) => {
    console.log(`${passed} passed, ${failed} failed`)
    process.exit(failed === 0 && passed > 0 ? 0 : 1)
  })
  .catch((error: unknown) => {
    console.error(error)
    console.log('0 passed, 1 failed')
    process.exit(1)
  })
