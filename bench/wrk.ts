/**
 * Load from wrk (C, Debian's package): one thread and N keep-alive connections in a process of its own,
 * so the client costs far less per request than the servers it measures (autocannon, in one Node
 * process, topped out near 5,500 req/s here and made every server look alike). Its figures come from a
 * Lua `done` hook as one JSON line, not from its text report.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const WRK = '/usr/bin/wrk'

export type LoadOptions = {
  connections: number
  durationS: number
  headers: Record<string, string>
  /** Every request with its own User-Agent (`… client/N`): every request a new visitor. */
  distinctUserAgents?: boolean
}

export type Figures = {
  rps: number
  /** Milliseconds. */
  p50: number
  p99: number
  /** Connect, read, write errors and timeouts. */
  errors: number
  /** Answers with a status of 400 or more. */
  non2xx: number
  requests: number
  /**
   * The CPU wrk itself used over the run, as a share of one core (its one load thread can use one core at most): at
   * 0.9 or more the client, not the server, set the pace.
   */
  clientCpu: number
}

const REPORT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('\\n{"requests":%d,"durationUs":%d,"errors":%d,"non2xx":%d,"p50Us":%d,"p99Us":%d}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.timeout, e.status,
    latency:percentile(50), latency:percentile(99)))
end
`

const DISTINCT = `
local n = 0
request = function()
  n = n + 1
  wrk.headers["User-Agent"] = base_agent .. " client/" .. n
  return wrk.format()
end
`

export function assertWrk(): void {
  if (!existsSync(WRK)) {
    throw new Error(
      `${WRK} is missing: install Debian's wrk with \`apt-get install -y wrk\` (as root), then run this again.`,
    )
  }
}

/** Loads `url` for `durationS` seconds with wrk and returns its figures. */
export async function load(url: string, options: LoadOptions): Promise<Figures> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wrk-'))
  const script = path.join(dir, 'report.lua')
  const agent = options.headers['user-agent'] ?? 'wrk'
  writeFileSync(
    script,
    (options.distinctUserAgents ? `base_agent = ${JSON.stringify(agent)}\n${DISTINCT}` : '') + REPORT,
  )
  const headerArgs = Object.entries(options.headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`])
  const args = ['-t1', `-c${options.connections}`, `-d${options.durationS}s`, '--timeout', '10s', '-s', script]
  try {
    // Through bash, whose `times` then prints the CPU its child (wrk) used: user and system time on its second line.
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(
        'bash',
        ['-c', '"$@"; status=$?; times; exit $status', 'wrk', WRK, ...args, ...headerArgs, url],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      )
      let text = ''
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()))
      child.on('error', reject)
      child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}:\n${text}`))))
    })
    const line = output.split('\n').find((candidate) => candidate.startsWith('{"requests"'))
    if (!line) throw new Error(`wrk printed no report:\n${output}`)
    const report = JSON.parse(line) as {
      requests: number
      durationUs: number
      errors: number
      non2xx: number
      p50Us: number
      p99Us: number
    }
    const times = output
      .trim()
      .split('\n')
      .slice(-1)[0]!
      .match(/(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s/)
    if (!times) throw new Error(`no CPU times after wrk's run:\n${output}`)
    const cpuSeconds = Number(times[1]) * 60 + Number(times[2]) + Number(times[3]) * 60 + Number(times[4])
    return {
      clientCpu: cpuSeconds / (report.durationUs / 1e6),
      rps: report.requests / (report.durationUs / 1e6),
      p50: report.p50Us / 1000,
      p99: report.p99Us / 1000,
      errors: report.errors,
      non2xx: report.non2xx,
      requests: report.requests,
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
