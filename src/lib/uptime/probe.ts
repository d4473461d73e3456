import http from 'node:http'
import https from 'node:https'
import tls from 'node:tls'

import { certificateDaysLeft, certificateProblem, type ProbeResult, redirectStep, statusIsUp } from './classify'
import type { UptimeTarget } from './constants'

/** What one probe asks: each HTTP target's address, and the host whose certificate is read (https only). */
export type ProbePlan = {
  http: { target: Exclude<UptimeTarget, 'certificate'>; url: string }[]
  certificate?: { host: string; port: number }
}

export type ProbeOptions = {
  timeoutMs: number
  now: () => Date
  /** Extra trusted certificate authorities (tests; NODE_EXTRA_CA_CERTS works too). */
  ca?: string | Buffer
  /** Cuts every request at once (the process is stopping). */
  signal?: AbortSignal
}

const errorText = (error: unknown): string => {
  const e = error as { code?: string; message?: string; name?: string }
  if (e?.name === 'TimeoutError' || e?.code === 'ETIMEDOUT') return 'no answer within the timeout'
  return (e?.code ? `${e.code}: ${e.message ?? ''}` : (e?.message ?? String(error))).slice(0, 500)
}

class ProbeTimeout extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms / 1000} s`)
    this.name = 'ProbeTimeout'
  }
}

/** One GET, redirects not followed; the body is read (and dropped) so the time covers the whole answer. */
function getOnce(
  url: URL,
  deadline: number,
  { ca, signal }: Pick<ProbeOptions, 'ca' | 'signal'>,
): Promise<{ status: number; location: string | null }> {
  return new Promise((resolve, reject) => {
    const remaining = deadline - Date.now()
    if (remaining <= 0) return reject(new ProbeTimeout(0))
    const client = url.protocol === 'https:' ? https : http
    const req = client.request(
      url,
      {
        method: 'GET',
        headers: { 'user-agent': 'agency-uptime-probe/1', accept: 'text/html,application/json;q=0.9,*/*;q=0.8' },
        ca,
        signal,
        agent: false,
      },
      (res) => {
        res.on('data', () => {})
        res.on('end', () => {
          clearTimeout(timer)
          resolve({
            status: res.statusCode ?? 0,
            location: typeof res.headers.location === 'string' ? res.headers.location : null,
          })
        })
        res.on('error', (error) => {
          clearTimeout(timer)
          reject(error)
        })
      },
    )
    const timer = setTimeout(() => req.destroy(new ProbeTimeout(remaining)), remaining)
    req.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    req.end()
  })
}

/**
 * GETs one target within `timeoutMs` (redirects included), following redirects on the same host
 * only (src/lib/uptime/classify.ts).
 */
export async function probeHttp(
  target: ProbeResult['target'],
  address: string,
  { timeoutMs, ca, signal }: Pick<ProbeOptions, 'timeoutMs' | 'ca' | 'signal'>,
): Promise<ProbeResult> {
  const started = performance.now()
  const deadline = Date.now() + timeoutMs
  const elapsed = () => Math.round(performance.now() - started)
  let url = new URL(address)
  try {
    for (let hops = 0; ; hops++) {
      const { status, location } = await getOnce(url, deadline, { ca, signal })
      if (status >= 300 && status <= 399) {
        const step = redirectStep(url, location, hops)
        if (step.follow) {
          url = step.url
          continue
        }
        return {
          target,
          ok: false,
          status,
          responseMs: elapsed(),
          error: `HTTP ${status}: ${step.cause}`,
          certificateDaysLeft: null,
        }
      }
      const ok = statusIsUp(status)
      return {
        target,
        ok,
        status,
        responseMs: elapsed(),
        error: ok ? null : `answered HTTP ${status}`,
        certificateDaysLeft: null,
      }
    }
  } catch (error) {
    const cause = error instanceof ProbeTimeout ? `no answer within ${timeoutMs / 1000} s (timeout)` : errorText(error)
    return { target, ok: false, status: null, responseMs: elapsed(), error: cause, certificateDaysLeft: null }
  }
}

/** Reads the certificate `host` presents and how many days it has left; an untrusted or expired one fails. */
export function probeCertificate(
  host: string,
  port: number,
  { timeoutMs, now, ca, signal }: ProbeOptions,
): Promise<ProbeResult> {
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  return new Promise((resolve) => {
    let settled = false
    const done = (result: Omit<ProbeResult, 'target' | 'responseMs' | 'status'>) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      socket.destroy()
      resolve({ target: 'certificate', status: null, responseMs: elapsed(), ...result })
    }
    const socket = tls.connect(
      { host, port, servername: /^[\d.]+$|:/.test(host) ? undefined : host, ca, rejectUnauthorized: true },
      () => {
        const certificate = socket.getPeerCertificate()
        if (!certificate?.valid_to)
          return done({ ok: false, error: 'no certificate presented', certificateDaysLeft: null })
        const days = certificateDaysLeft(new Date(certificate.valid_to), now())
        const problem = certificateProblem(days)
        done({ ok: problem === null, error: problem, certificateDaysLeft: days })
      },
    )
    const timer = setTimeout(
      () =>
        done({
          ok: false,
          error: `no TLS handshake within ${timeoutMs / 1000} s (timeout)`,
          certificateDaysLeft: null,
        }),
      timeoutMs,
    )
    socket.on('error', (error) => done({ ok: false, error: `TLS: ${errorText(error)}`, certificateDaysLeft: null }))
    signal?.addEventListener(
      'abort',
      () => done({ ok: false, error: 'cut: the process is stopping', certificateDaysLeft: null }),
      { once: true },
    )
  })
}

/** Every target of the plan at once; results in the plan's order. */
export async function probeAll(plan: ProbePlan, options: ProbeOptions): Promise<ProbeResult[]> {
  const results = await Promise.all([
    ...plan.http.map(({ target, url }) => probeHttp(target, url, options)),
    ...(plan.certificate ? [probeCertificate(plan.certificate.host, plan.certificate.port, options)] : []),
  ])
  return results
}
