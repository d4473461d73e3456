/**
 * `npm test`: everything, in the order CI runs it.
 *   1. Debian's Chromium and fonts for Playwright, Java (HTML checker), PostgreSQL client tools (backups) and
 *      Caddy (the HTTPS test), installed with apt-get when missing and running as root
 *   2. a PostgreSQL server for the tests (the local one, or an embedded one on a fresh machine)
 *   3. the production build (server-process and browser tests run it), with Prettier's check beside it
 *   4. vitest (unit + integration), with ESLint beside it (each check counts as one test: a violation fails the run)
 *   5. Playwright (end-to-end)
 * Ends with `N passed, N failed, N skipped` and, as the last line, `N passed, N failed`. Under
 * CI=true a skipped test counts as failed unless its title marks it `(optional: <reason>)`.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import { ensureTestPostgres } from '../tests/support/postgres-server'

const ROOT = path.resolve(import.meta.dirname, '..')
const RESULTS = path.join(ROOT, 'test-results')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Wall time of each step of the run, printed at the end beside the slowest test files. */
const phases: { label: string; ms: number }[] = []

function run(command: string, args: string[], env: Record<string, string> = {}, label?: string): number {
  console.log(`\n$ ${label ?? `${command} ${args.join(' ')}`}`)
  const started = performance.now()
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } })
  phases.push({
    label: label ?? `${command} ${args.filter((a) => !a.startsWith('--')).join(' ')}`,
    ms: performance.now() - started,
  })
  return result.status ?? 1
}

/**
 * Starts `npm run <script>` beside whatever runs next, its output kept and printed when it is awaited; resolves with
 * its exit code. The format check and lint (one core each) run beside the build and vitest.
 */
function runBeside(script: string, beside: string): () => Promise<number> {
  const started = performance.now()
  const child = spawn('npm', ['run', script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const code = new Promise<number>((resolve) => {
    child.on('error', () => resolve(1))
    child.on('close', (status) => resolve(status ?? 1))
  })
  return async () => {
    const status = await code
    console.log(`\n$ npm run ${script} (beside ${beside})\n${output.trimEnd()}`)
    phases.push({ label: `npm run ${script} (beside ${beside})`, ms: performance.now() - started })
    return status
  }
}

let aptUpdated = false

/** Installs a Debian package when `binary` (or another of its files) is missing (as root; else says what to install). */
function ensureDebianTool(binary: string, debianPackage: string) {
  if (existsSync(binary)) return
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${binary} is missing: install Debian's ${debianPackage} package (sudo apt-get install -y ${debianPackage})`,
    )
  }
  if (!aptUpdated) run('apt-get', ['update', '-qq'])
  aptUpdated = true
  if (
    run('apt-get', ['install', '-y', '-qq', debianPackage], { DEBIAN_FRONTEND: 'noninteractive' }) !== 0 ||
    !existsSync(binary)
  ) {
    throw new Error(`could not install ${debianPackage} with apt-get`)
  }
}

type Counts = { passed: number; failed: number; skipped: number }
/** A skipped test, by its full title. */
type Skipped = { name: string; optional: boolean }

/**
 * A test or suite may be skipped on purpose only when its title says why, `(optional: <reason>)`, or
 * (Playwright) its skip's description does, `optional: <reason>`.
 * Under CI=true any other skipped test counts as failed, so a missing service never passes silently.
 */
const OPTIONAL = /\(optional: [^)]+\)/
const CI = Boolean(process.env.CI) && process.env.CI !== 'false'

/** Each test file's own wall time, by runner: the slowest are printed at the end of the run. */
const fileTimes: { name: string; ms: number }[] = []

/** Failed tests by name and first error line, printed again at the end so a log's tail names them. */
const failures: string[] = []
/** The "Unhandled Errors" block of vitest's output (its first lines), or its last lines when there is none. */
function unhandledErrors(log: string): string {
  if (!existsSync(log)) return '    (no output kept)'
  const lines = readFileSync(log, 'utf8')
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
  const start = lines.findIndex((line) => /Unhandled (Errors?|Rejection)/.test(line))
  const kept = start === -1 ? lines.slice(-40) : lines.slice(start, start + 60)
  return kept.map((line) => `    ${line}`).join('\n')
}

const firstLine = (message: string | undefined) =>
  (message ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .trim()
    .split('\n')[0]
    ?.slice(0, 300) ?? ''

function tally(passed: number, failed: number, skipped: Skipped[], label: string): Counts {
  const mandatory = skipped.filter((s) => !s.optional)
  if (skipped.length)
    console.log(
      `\n${label}: ${skipped.length} skipped${mandatory.length ? ` (${mandatory.length} not marked optional)` : ''}:`,
    )
  for (const s of skipped) console.log(`  - ${s.name}${s.optional ? '' : CI ? '  [counted as failed: CI=true]' : ''}`)
  if (!CI) return { passed, failed, skipped: skipped.length }
  for (const s of mandatory) failures.push(`${label} ${s.name}: skipped, not marked optional`)
  return { passed, failed: failed + mandatory.length, skipped: skipped.length - mandatory.length }
}

type VitestReport = {
  numPassedTests: number
  numFailedTests: number
  numFailedTestSuites: number
  testResults: {
    name: string
    status: string
    message?: string
    startTime: number
    endTime: number
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[]
  }[]
}

function vitestCounts(file: string): Counts | undefined {
  if (!existsSync(file)) return undefined
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport
  // Tests of a file whose beforeAll failed are reported skipped: they are listed, never lost.
  const skipped = report.testResults.flatMap((result) =>
    result.assertionResults
      .filter((t) => t.status === 'skipped' || t.status === 'pending' || t.status === 'todo')
      .map((t) => ({
        name: `${path.relative(ROOT, result.name)} > ${t.fullName}`,
        optional: OPTIONAL.test(t.fullName),
      })),
  )
  for (const result of report.testResults) {
    const file = path.relative(ROOT, result.name)
    fileTimes.push({ name: `vitest ${file}`, ms: result.endTime - result.startTime })
    for (const t of result.assertionResults) {
      if (t.status === 'failed') failures.push(`vitest ${file} > ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`)
    }
    if (result.status === 'failed' && !result.assertionResults.some((t) => t.status === 'failed')) {
      failures.push(`vitest ${file}: ${firstLine(result.message)}`)
    }
  }
  // A suite that failed around its tests (a hook, an import) counts when no test failed itself.
  const failed = report.numFailedTests || report.numFailedTestSuites
  return tally(report.numPassedTests, failed, skipped, 'vitest')
}

type PlaywrightSuite = {
  title: string
  specs?: {
    title: string
    tests: {
      status: string
      annotations?: { type: string; description?: string }[]
      results?: { duration: number; error?: { message?: string } }[]
    }[]
  }[]
  suites?: PlaywrightSuite[]
}

function playwrightCounts(file: string): Counts | undefined {
  if (!existsSync(file)) return undefined
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number }
    errors?: { message?: string }[]
    suites?: PlaywrightSuite[]
  }
  const skipped: Skipped[] = []
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    const trail = suite.title ? [...titles, suite.title] : titles
    for (const spec of suite.specs ?? []) {
      const name = [...trail, spec.title].join(' > ')
      for (const test of spec.tests) {
        if (test.status === 'unexpected') {
          const error = test.results?.map((r) => r.error?.message).find(Boolean)
          failures.push(`playwright ${name}: ${firstLine(error)}`)
        }
        if (test.status !== 'skipped') continue
        // Playwright's `test.skip(condition, 'optional: <reason>')` says it in the skip's description.
        const reasons = (test.annotations ?? []).map((a) => a.description ?? '')
        skipped.push({
          name,
          optional: OPTIONAL.test(name) || reasons.some((r) => OPTIONAL.test(r) || /^optional: \S/.test(r)),
        })
      }
    }
    for (const child of suite.suites ?? []) walk(child, trail)
  }
  for (const suite of report.suites ?? []) walk(suite, [])
  // Playwright runs one test at a time here, so a spec file's time is the sum of its tests'.
  const specTime = (suite: PlaywrightSuite): number =>
    (suite.specs ?? []).reduce(
      (sum, spec) =>
        sum + spec.tests.reduce((t, test) => t + (test.results ?? []).reduce((r, result) => r + result.duration, 0), 0),
      0,
    ) + (suite.suites ?? []).reduce((sum, child) => sum + specTime(child), 0)
  for (const suite of report.suites ?? []) fileTimes.push({ name: `playwright ${suite.title}`, ms: specTime(suite) })
  for (const error of report.errors ?? []) failures.push(`playwright: ${firstLine(error.message)}`)
  const passed = report.stats.expected + report.stats.flaky
  return tally(passed, report.stats.unexpected + (report.errors?.length ?? 0), skipped, 'playwright')
}

async function main() {
  rmSync(RESULTS, { recursive: true, force: true })
  mkdirSync(RESULTS, { recursive: true })
  ensureDebianTool(CHROMIUM, 'chromium')
  // Chromium recommends Liberation; the fallback-font test checks that text is drawn in it when the web fonts fail,
  // and not in DejaVu, fontconfig's default sans-serif.
  ensureDebianTool('/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf', 'fonts-liberation')
  ensureDebianTool('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', 'fonts-dejavu-core')
  // The HTML check runs the W3C checker (Java); the backup test runs pg_dump and pg_restore.
  ensureDebianTool('/usr/bin/java', 'default-jre-headless')
  ensureDebianTool('/usr/bin/pg_dump', 'postgresql-client')
  // The HTTPS test runs deploy/Caddyfile in Debian's Caddy.
  ensureDebianTool('/usr/bin/caddy', 'caddy')

  const postgres = await ensureTestPostgres()
  const env = {
    TEST_POSTGRES_URL: postgres.url,
    NEXT_TELEMETRY_DISABLED: '1',
    PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true',
  }
  const total: Counts = { passed: 0, failed: 0, skipped: 0 }
  try {
    const checks: Counts = { passed: 0, failed: 0, skipped: 0 }
    const check = async (script: string, done: () => Promise<number>) => {
      if ((await done()) === 0) checks.passed += 1
      else {
        checks.failed += 1
        failures.push(`npm run ${script}`)
      }
    }
    // Prettier skips the build's output, so it checks while the build runs.
    const formatCheck = runBeside('format:check', 'the build')
    // Pages are prerendered with the site URL and analytics id the end-to-end server uses.
    const buildStatus = run('npm', ['run', 'build:test'], env)
    await check('format:check', formatCheck)
    if (buildStatus !== 0) {
      total.failed = checks.failed + 1
      total.passed = checks.passed
      console.error('The production build failed; no tests were run.')
      failures.push('npm run build:test')
      return total
    }
    // ESLint's type information reads the build's route types (.next/types): it runs once they are complete, beside
    // vitest.
    const lint = runBeside('lint', 'vitest')

    const vitestJson = path.join(RESULTS, 'vitest.json')
    const vitestLog = path.join(RESULTS, 'vitest.log')
    // Through tee: an error vitest reports outside any test (an unhandled rejection after a test
    // ended) is in its output only, not in the JSON report, and is repeated at the end of the run.
    const vitestCode = run(
      'bash',
      [
        '-c',
        `npx vitest run --reporter=default --reporter=json --outputFile.json="$1" 2>&1 | tee "$2"; exit "\${PIPESTATUS[0]}"`,
        'vitest',
        vitestJson,
        vitestLog,
      ],
      env,
      'npx vitest run',
    )
    await check('lint', lint)
    const vitest = vitestCounts(vitestJson) ?? { passed: 0, failed: 1, skipped: 0 }
    if (vitestCode !== 0 && vitest.failed === 0) {
      vitest.failed = 1
      failures.push(`vitest exited with ${vitestCode} and no failed test:\n${unhandledErrors(vitestLog)}`)
    }

    const playwrightJson = path.join(RESULTS, 'playwright.json')
    const playwrightCode = run('npx', ['playwright', 'test'], { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson })
    const playwright = playwrightCounts(playwrightJson) ?? { passed: 0, failed: 1, skipped: 0 }
    if (playwrightCode !== 0 && playwright.failed === 0) playwright.failed = 1

    total.passed = checks.passed + vitest.passed + playwright.passed
    total.failed = checks.failed + vitest.failed + playwright.failed
    total.skipped = vitest.skipped + playwright.skipped
    const line = (c: Counts) => `${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`
    console.log(`\nlint and format: ${line(checks)}; vitest: ${line(vitest)}; playwright: ${line(playwright)}`)
    return total
  } finally {
    await postgres.stop()
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8)

function printTimes() {
  if (phases.length) console.log(`\ntime per step:\n${phases.map((p) => `  ${seconds(p.ms)}  ${p.label}`).join('\n')}`)
  const slowest = [...fileTimes].sort((a, b) => b.ms - a.ms).slice(0, 10)
  if (slowest.length)
    console.log(`\nten slowest test files:\n${slowest.map((f) => `  ${seconds(f.ms)}  ${f.name}`).join('\n')}`)
}

main()
  .then(({ passed, failed, skipped }) => {
    printTimes()
    if (failures.length) console.log(`\nfailed:\n${failures.map((f) => `  - ${f}`).join('\n')}\n`)
    // The skipped count on its own line; the last line stays `N passed, N failed` for CI.
    console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
    console.log(`${passed} passed, ${failed} failed`)
    process.exit(failed === 0 && passed > 0 ? 0 : 1)
  })
  .catch((error: unknown) => {
    console.error(error)
    console.log('0 passed, 1 failed, 0 skipped')
    console.log('0 passed, 1 failed')
    process.exit(1)
  })
