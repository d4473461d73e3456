/**
 * The README's first command on a fresh machine: a clean `git clone` of HEAD, its packages, then
 * `npm run serve` with nothing else (no .env, no DATABASE_URI: serve writes .env from .env.example and the
 * server starts its embedded PostgreSQL). The site must answer its pages and the printed password must sign in.
 * The packages are this checkout's own, hard-linked: what `npm ci` just installed from the same lock file on a clean
 * clone when CI runs (.ci/run begins with it), in seconds instead of a minute of both cores. Without them here (a
 * checkout not installed), the clone runs `npm ci` itself.
 * FRESH_CLONE_REF checks out another commit of the clone instead (to show a past break).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../src/server/embedded-postgres'
import { loginAs } from '../support/login'

const ROOT = path.resolve(import.meta.dirname, '../..')
const MINUTE = 60_000

/** What a newcomer's shell holds: no NODE_ENV, no CI, no test database, no settings of this run. */
function newcomerShell(extra: Record<string, string>): NodeJS.ProcessEnv {
  const kept = ['PATH', 'HOME', 'LANG', 'TERM', 'TMPDIR', 'USER'] as const
  // Next's types declare NODE_ENV always set; a newcomer's shell has none, which is the point.
  const shell: Record<string, string> = {
    ...Object.fromEntries(kept.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : []))),
    ...extra,
  }
  return shell as unknown as NodeJS.ProcessEnv
}

describe('a fresh clone: npm run serve', () => {
  let dir: string
  let siteUrl: string
  let serve: ChildProcess | undefined
  let output = ''
  let exited: Promise<number | null>

  beforeAll(async () => {
    // Readable by the system user the embedded PostgreSQL runs as when this runs as root.
    dir = mkdtempSync(path.join(os.tmpdir(), 'fresh-clone-'))
    chmodSync(dir, 0o755)
    execFileSync('git', ['clone', '--quiet', ROOT, dir])
    if (process.env.FRESH_CLONE_REF)
      execFileSync('git', ['-C', dir, 'checkout', '--quiet', process.env.FRESH_CLONE_REF])
    const port = await freePort()
    siteUrl = `http://localhost:${port}`
    // Another port than the default 3000 (tests run beside each other), and the site's address to match it.
    const shell = newcomerShell({ PORT: String(port), SITE_URL: siteUrl })
    if (existsSync(path.join(ROOT, 'node_modules/.package-lock.json')))
      execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules')])
    else execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, env: shell, stdio: 'pipe' })

    serve = spawn('npm', ['run', 'serve'], { cwd: dir, env: shell, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    serve.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    serve.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    exited = new Promise((resolve) => serve!.once('exit', (code) => resolve(code)))
    const up = new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (output.includes('The site is up at')) {
          clearInterval(check)
          resolve()
        }
      }, 200)
    })
    const stopped = exited.then((code) => {
      throw new Error(`npm run serve exited with ${code} before the site was up:\n${output.slice(-4_000)}`)
    })
    await Promise.race([up, stopped])
  }, 15 * MINUTE)

  afterAll(() => {
    // Whatever a failed test left running: the whole group (npm, serve, the server, its PostgreSQL).
    if (serve?.pid && serve.exitCode === null && serve.signalCode === null) {
      try {
        process.kill(-serve.pid, 'SIGKILL')
      } catch {
        // The group has ended by itself meanwhile.
      }
    }
    if (dir) rmSync(dir, { recursive: true, force: true })
  }, MINUTE)

  it.each(['/', '/blog', '/cms/login', '/admin/login'])('%s answers 200 with its page', async (pathname) => {
    const response = await fetch(`${siteUrl}${pathname}`, { redirect: 'manual' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await response.text()).toMatch(/<\/html>\s*$/)
  })

  it('the seeded blog is there, from the embedded PostgreSQL the server started in the clone', async () => {
    expect(output).toContain('DATABASE_URI is not set: starting embedded PostgreSQL in ./data/postgres')
    const blog = await (await fetch(`${siteUrl}/blog`)).text()
    expect(blog.match(/<article/g)?.length ?? 0).toBeGreaterThanOrEqual(3)
  })

  it('says once where the site is and the password, which signs in as admin', async () => {
    const password = /^ADMIN_PASSWORD=(.+)$/m.exec(readFileSync(path.join(dir, '.env'), 'utf8'))?.[1]
    expect(password).toMatch(/^[\w-]{16}$/)
    expect(output.split(password!).length - 1).toBe(1)
    expect(output).toContain(`The site is up at ${siteUrl}`)
    expect(output).toContain(`${siteUrl}/cms`)
    const session = await loginAs(siteUrl, 'admin', password!)
    expect(session.token).not.toBe('')
  })

  it('prints readable lines, not JSON, and no telemetry notice from Next', () => {
    const lines = output.split('\n')
    expect(lines.some((line) => / INFO: .*Ready on /.test(line))).toBe(true)
    expect(lines.filter((line) => line.trimStart().startsWith('{"level"'))).toEqual([])
    expect(output).not.toMatch(/telemetry/i)
  })

  it('stops on Ctrl+C, with the server and its embedded PostgreSQL', async () => {
    const group = () =>
      execFileSync('pgrep', ['-g', String(serve!.pid)], { encoding: 'utf8' })
        .trim()
        .split('\n')
    expect(group().length).toBeGreaterThanOrEqual(4)
    const postmaster = path.join(dir, 'data/postgres/postmaster.pid')
    expect(readFileSync(postmaster, 'utf8')).toMatch(/^\d+\n/)
    // What a terminal's Ctrl+C does: SIGINT to every process of the foreground group.
    process.kill(-serve!.pid!, 'SIGINT')
    await Promise.race([
      exited,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`still running:\n${output.slice(-2_000)}`)), 30_000),
      ),
    ])
    await expect.poll(() => existsSync(postmaster), { timeout: 15_000 }).toBe(false)
    await expect(fetch(siteUrl)).rejects.toThrow()
    expect(output).toContain('SIGINT received: shutting down')
    expect(() => group()).toThrow() // pgrep finds no process left in the group
  })
})
