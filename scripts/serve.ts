/**
 * `npm run serve`: build and start the production server for a newcomer.
 * On the first run it writes .env from .env.example with a generated PAYLOAD_SECRET and
 * ADMIN_PASSWORD (the password is printed once), so production start-up rules are met.
 * The server's JSON log lines (what `npm start` prints for a log collector) are shown as readable
 * lines here, and once the site answers it says where it is and how to sign in.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'

import { prettyFactory } from 'pino-pretty'

import { newcomerEnv } from '../src/config/newcomer-env'
import { productionStartArgs } from './start-args.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const envFile = path.join(ROOT, '.env')
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }

let password: string | undefined
if (!existsSync(envFile)) {
  const written = newcomerEnv(readFileSync(path.join(ROOT, '.env.example'), 'utf8'))
  writeFileSync(envFile, written.text, { mode: 0o600 })
  password = written.adminPassword
  console.log(`Wrote .env with a generated secret and an admin password (printed again once the site is up).`)
}

const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', env })
if (build.status !== 0) process.exit(build.status ?? 1)

const pretty = prettyFactory({
  colorize: Boolean(process.stdout.isTTY),
  ignore: 'pid,hostname,name',
  translateTime: 'SYS:HH:MM:ss',
  singleLine: true,
})

/** One readable line for a JSON log line; anything else as it came. */
function readable(line: string): string {
  if (!line.startsWith('{')) return line
  try {
    return pretty(JSON.parse(line) as object).trimEnd()
  } catch {
    return line
  }
}

function welcome(siteUrl: string) {
  const signIn = password
    ? `as "admin" with the password ${password} (kept in .env as ADMIN_PASSWORD)`
    : 'as "admin" with ADMIN_PASSWORD from .env'
  console.log(
    [
      '',
      `  The site is up at ${siteUrl}`,
      `  Content (CMS):    ${siteUrl}/cms`,
      `  Chat console:     ${siteUrl}/admin/login`,
      `  Sign in ${signIn}.`,
      '  Stop with Ctrl+C.',
      '',
    ].join('\n'),
  )
}

// `npm start`'s own command, run directly: a signal to this process reaches the server (npm's wrappers would not pass
// SIGTERM on), and the server stops its embedded PostgreSQL before it exits.
const server = spawn(process.execPath, productionStartArgs(), {
  cwd: ROOT,
  env: { ...env, NODE_ENV: 'production', TZ: 'UTC', NODE_OPTIONS: '--no-deprecation' },
  stdio: ['inherit', 'pipe', 'pipe'],
})
let welcomed = false
for (const [from, to] of [
  [server.stdout, process.stdout],
  [server.stderr, process.stderr],
] as const) {
  createInterface({ input: from }).on('line', (line) => {
    const text = readable(line)
    to.write(`${text}\n`)
    const ready = /Ready on (https?:\/\/\S+)/.exec(text)
    if (ready && !welcomed) {
      welcomed = true
      welcome(ready[1]!)
    }
  })
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
