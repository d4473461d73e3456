/**
 * `npm run bench`: runs every `bench:*` script of package.json one after another, shows each one's
 * output as it runs, and ends with one summary table: the command, its exit status, how long it took
 * and its last lines with figures. Full outputs are kept in bench/out/all-<time>/.
 *
 *   npm run bench [-- --only blog,monitoring] [-- --skip startup,lighthouse] [-- --figures 4] [-- --list]
 *
 * Names are the script names without `bench:`. The benches need a production build (`npm run build`),
 * except bench:startup, which makes its own (and runs `npm ci`): run it on a quiet machine.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

const ROOT = path.resolve(import.meta.dirname, '..')

type Result = { name: string; command: string; code: number | null; seconds: number; figures: string[] }

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    skip: { type: 'string' },
    figures: { type: 'string', default: '4' },
    list: { type: 'boolean', default: false },
  },
})

const names = (list: string | undefined) =>
  new Set(
    (list ?? '')
      .split(',')
      .map((name) => name.trim().replace(/^bench:/, ''))
      .filter(Boolean),
  )

/** The bench scripts of package.json, in their order there. */
function benchScripts(scripts: Record<string, string>): string[] {
  return Object.keys(scripts)
    .filter((script) => script.startsWith('bench:'))
    .map((script) => script.slice('bench:'.length))
}

/** The last `count` lines that hold a figure (a digit), without colour codes. */
function lastFigures(output: string, count: number): string[] {
  return output
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /\d/.test(line) && !/^\|?\s*-{3}/.test(line))
    .slice(-count)
}

function run(name: string, logDir: string): Promise<Result> {
  const command = `npm run bench:${name}`
  console.log(`\n=== ${command}`)
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', `bench:${name}`], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const collect = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk.toString()
      stream.write(chunk)
    }
    child.stdout.on('data', collect(process.stdout))
    child.stderr.on('data', collect(process.stderr))
    child.on('close', (code) => {
      writeFileSync(path.join(logDir, `${name}.log`), output)
      resolve({
        name,
        command,
        code,
        seconds: (performance.now() - started) / 1000,
        figures: lastFigures(output, Number(values.figures)),
      })
    })
  })
}

const cell = (text: string) => text.replaceAll('|', '\\|')

async function main() {
  const scripts = (
    JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts
  const all = benchScripts(scripts)
  if (values.list) {
    for (const name of all) console.log(`${name}\t${scripts[`bench:${name}`]}`)
    return
  }
  const only = names(values.only)
  const skip = names(values.skip)
  const unknown = [...only, ...skip].filter((name) => !all.includes(name))
  if (unknown.length > 0) throw new Error(`no bench named ${unknown.join(', ')} (there are: ${all.join(', ')})`)
  const selected = all.filter((name) => (only.size === 0 || only.has(name)) && !skip.has(name))

  const logDir = path.join(
    ROOT,
    'bench/out',
    `all-${new Date()
      .toISOString()
      .replaceAll(':', '-')
      .replace(/\.\d+Z$/, 'Z')}`,
  )
  mkdirSync(logDir, { recursive: true })
  const results: Result[] = []
  for (const name of selected) results.push(await run(name, logDir))

  console.log(
    `\n=== Summary (${results.length} of ${all.length} benches; full outputs in ${path.relative(ROOT, logDir)}/)\n`,
  )
  console.log('| bench | command | exit | duration | last figures |')
  console.log('|---|---|---:|---:|---|')
  for (const result of results) {
    const figures = result.figures.length > 0 ? result.figures.map(cell).join('<br>') : '(none printed)'
    console.log(
      `| ${result.name} | \`${result.command}\` | ${result.code ?? 'signal'} | ${result.seconds.toFixed(1)} s | ${figures} |`,
    )
  }
  const failed = results.filter((result) => result.code !== 0)
  if (failed.length > 0) {
    console.log(
      `\n${failed.length} bench${failed.length === 1 ? '' : 'es'} failed: ${failed.map((result) => result.name).join(', ')}`,
    )
    process.exitCode = 1
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
