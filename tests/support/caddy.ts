import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http, { type IncomingHttpHeaders } from 'node:http'
import https from 'node:https'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { freePort } from '../../src/server/embedded-postgres'

const ROOT = path.resolve(import.meta.dirname, '../..')
export const CADDY = process.env.CADDY_PATH ?? '/usr/bin/caddy'

export type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer; text: string }

export type RequestOptions = {
  method?: string
  headers?: Record<string, string>
  body?: string | Buffer
  /** Source address of the connection (a loopback address: the client IP the proxy sees). */
  from?: string
  /** Certificate authority to trust (https). */
  ca?: string
  /** Connect here instead of the URL's host (whose name still goes into Host and SNI). */
  connectTo?: string
  agent?: http.Agent | false
  timeoutMs?: number
}

/** One HTTP(S) request; the whole answer. Rejects on a connection error or after `timeoutMs` (default 30 s). */
export function request(url: string, options: RequestOptions = {}): Promise<Answer> {
  const target = new URL(url)
  const secure = target.protocol === 'https:'
  const body = options.body
  const settings = {
    method: options.method ?? 'GET',
    host: options.connectTo ?? target.hostname,
    port: Number(target.port) || (secure ? 443 : 80),
    path: `${target.pathname}${target.search}`,
    localAddress: options.from,
    agent: options.agent ?? false,
    headers: {
      host: target.host,
      ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
      ...options.headers,
    },
  }
  return new Promise((resolve, reject) => {
    const onResponse = (res: http.IncomingMessage) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const bytes = Buffer.concat(chunks)
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes, text: bytes.toString('utf8') })
      })
      res.on('error', reject)
    }
    const req = secure
      ? https.request({ ...settings, servername: target.hostname, ca: options.ca }, onResponse)
      : http.request(settings, onResponse)
    req.setTimeout(options.timeoutMs ?? 30_000, () =>
      req.destroy(new Error(`no answer within ${options.timeoutMs ?? 30_000} ms`)),
    )
    req.on('error', reject)
    req.end(body)
  })
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.connect(port, '127.0.0.1')
    probe.once('connect', () => (probe.destroy(), resolve(true)))
    probe.once('error', () => resolve(false))
  })

const ACTIVE_HEALTH_LOGGER = 'http.handlers.reverse_proxy.health_checker.active'

export type UpstreamStatus = { address: string; num_requests: number; fails: number }

export type Caddy = {
  /** SITE_URL of the apps behind it: https://<host>:<port>, or https://<host> on port 443. */
  siteUrl: string
  /** The plain-HTTP port (Caddy redirects it to HTTPS). */
  httpPort: number
  /** Caddy's root certificate (its internal CA), to trust in clients, and the file it is in. */
  ca: string
  caFile: string
  /** Everything Caddy has logged (JSON lines). */
  log: () => string
  /** The active health checker's verdicts so far, in order: `up` (back after a failure) or `down` (a failed check). */
  healthEvents: () => { host: string; state: 'up' | 'down' }[]
  /** Passive health state per upstream (failures still counted), from Caddy's admin endpoint. */
  upstreams: () => Promise<UpstreamStatus[]>
  /** Stops Caddy and removes its storage. */
  close: () => Promise<void>
}

/**
 * Caddy running deploy/Caddyfile unchanged behind a global block of the test's own: its internal certificate
 * authority, storage in a temporary folder, free ports (or `ports`: 80 and 443, as a deployment and the Observatory
 * scanner need) and an admin endpoint on loopback so a test can read the upstreams' passive health (`admin: false`
 * runs it without, as deployed). `upstreams` is APP_UPSTREAMS. Resolves once Caddy takes connections; the apps behind
 * it may start afterwards (their SITE_URL names Caddy's port).
 */
export async function startCaddy({
  upstreams,
  host = 'localhost',
  ports,
  admin = true,
}: {
  upstreams: string[]
  host?: string
  ports?: { http: number; https: number }
  admin?: boolean
}): Promise<Caddy> {
  if (!existsSync(CADDY)) throw new Error(`${CADDY} is missing: install Debian's caddy package`)
  const [httpPort, httpsPort] = ports ? [ports.http, ports.https] : [await freePort(), await freePort()]
  const adminPort = admin ? await freePort() : undefined
  const dir = mkdtempSync(path.join(os.tmpdir(), 'caddy-'))
  const config = path.join(dir, 'Caddyfile')
  writeFileSync(
    config,
    [
      '{',
      adminPort === undefined ? '\tadmin off' : `\tadmin 127.0.0.1:${adminPort}`,
      ...(process.env.CADDY_DEBUG ? ['\tdebug'] : []),
      '\tlocal_certs',
      '\tskip_install_trust',
      `\thttp_port ${httpPort}`,
      '}',
      `import ${path.join(ROOT, 'deploy/Caddyfile')}`,
      '',
    ].join('\n'),
  )
  let log = ''
  const child: ChildProcess = spawn(CADDY, ['run', '--config', config, '--adapter', 'caddyfile'], {
    cwd: dir,
    env: {
      ...process.env,
      XDG_DATA_HOME: path.join(dir, 'data'),
      XDG_CONFIG_HOME: path.join(dir, 'config'),
      // A port other than 443 is named in the address, not as `https_port`: Caddy's HTTP redirect names the port only
      // when it differs from `https_port`.
      SITE_ADDRESS: httpsPort === 443 ? host : `${host}:${httpsPort}`,
      APP_UPSTREAMS: upstreams.join(' '),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await exited
    }
    rmSync(dir, { recursive: true, force: true })
  }

  const siteUrl = httpsPort === 443 ? `https://${host}` : `https://${host}:${httpsPort}`
  const rootCert = path.join(dir, 'data/caddy/pki/authorities/local/root.crt')
  const deadline = Date.now() + 60_000
  // Ready: its certificate authority exists and the HTTPS port takes connections (the apps may not run yet).
  while (!existsSync(rootCert) || !(await accepts(httpsPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await close()
      throw new Error(`caddy did not start:\n${log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const ca = readFileSync(rootCert, 'utf8')

  return {
    siteUrl,
    httpPort,
    ca,
    caFile: rootCert,
    log: () => log,
    healthEvents: () =>
      log.split('\n').flatMap((line) => {
        if (!line.startsWith('{')) return []
        try {
          const entry = JSON.parse(line) as { logger?: string; msg?: string; host?: string }
          // Caddy 2.6 logs "host is up" when a check passes after a failure, and each failed check by
          // its reason ("HTTP request failed", "unexpected status code", …), which marks the host down.
          if (entry.logger === ACTIVE_HEALTH_LOGGER)
            return [
              { host: String(entry.host), state: entry.msg === 'host is up' ? ('up' as const) : ('down' as const) },
            ]
        } catch {
          // Not a log entry.
        }
        return []
      }),
    upstreams: async () => {
      if (adminPort === undefined) throw new Error('started without the admin endpoint')
      return JSON.parse(
        (await request(`http://127.0.0.1:${adminPort}/reverse_proxy/upstreams`)).text,
      ) as UpstreamStatus[]
    },
    close,
  }
}
