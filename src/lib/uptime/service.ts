import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import type { PoolClient } from 'pg'

import { env } from '@/config/env'
import { LOCK_KEYS } from '@/lib/db/advisory-lock'
import { databasePool } from '@/lib/db/pool'
import { currentSettings } from '@/lib/settings/current'
import { loadSiteSettings } from '@/lib/settings/load'
import type { SiteSettings } from '@/lib/settings/schema'
import { queueWebhook } from '@/lib/webhook/events'

import { nextTransition, type ProbeResult, probeIsDue, type Transition } from './classify'
import { UPTIME_HISTORY_DAYS, UPTIME_INCIDENTS_SLUG, type UptimeTarget } from './constants'
import { type IncidentChange, incidentEvent, queueIncidentEmail } from './incident-alerts'
import { probeAll, type ProbePlan } from './probe'
import { processState, stoppingSignal } from './process-state'

export type UptimeRunOptions = {
  /** The probe's clock (tests move it instead of waiting minutes). */
  now?: () => Date
  timeoutMs?: number
  /** What to ask instead of the site's own targets (tests). */
  plan?: ProbePlan
  ca?: string | Buffer
  /** Minutes between probes instead of the Site settings' value. */
  intervalMinutes?: number
}

export type UptimeRunOutcome =
  | { status: 'skipped'; reason: 'busy' | 'not-due' | 'not-serving' }
  | { status: 'discarded' }
  | {
      status: 'probed'
      at: string
      results: ProbeResult[]
      transitions: { target: UptimeTarget; transition: Transition }[]
    }

/**
 * The site's own targets: home, health and the newest article at SITE_URL, the booking page, and SITE_URL's certificate
 * when https.
 */
export async function sitePlan(payload: Payload, settings: Pick<SiteSettings, 'bookingUrl'>): Promise<ProbePlan> {
  const config = env()
  const base = (config.MONITORING_BASE_URL ?? config.SITE_URL).replace(/\/+$/, '')
  const latest = await payload.find({
    collection: 'blog-posts',
    where: { isPublished: { equals: true } },
    sort: '-publishedAt',
    limit: 1,
    depth: 0,
    select: { slug: true },
    overrideAccess: true,
  })
  const slug = latest.docs[0]?.slug
  const site = new URL(config.SITE_URL)
  return {
    http: [
      { target: 'home', url: `${base}/` },
      { target: 'health', url: `${base}/api/health` },
      ...(slug ? [{ target: 'article' as const, url: `${base}/blog/${encodeURIComponent(slug)}` }] : []),
      { target: 'booking', url: settings.bookingUrl },
    ],
    certificate: site.protocol === 'https:' ? { host: site.hostname, port: Number(site.port || 443) } : undefined,
  }
}

async function targetState(client: PoolClient, target: UptimeTarget) {
  const open = await client.query<{ id: number; failed_probes: string }>(
    'SELECT id, failed_probes FROM uptime_incidents WHERE target = $1 AND closed_at IS NULL ORDER BY opened_at DESC, id DESC LIMIT 1',
    [target],
  )
  const previous = await client.query<{ ok: boolean; at: Date }>(
    'SELECT ok, at FROM uptime_probes WHERE target = $1 ORDER BY at DESC LIMIT 1',
    [target],
  )
  const row = open.rows[0]
  return {
    open: row ? { id: row.id, failedProbes: Number(row.failed_probes) } : null,
    previous: previous.rows[0] ? { ok: previous.rows[0].ok, at: new Date(previous.rows[0].at) } : null,
  }
}

/**
 * Applies one target's transition in the run's transaction; an open or a close queues its webhook
 * event with it and returns the incident and change (the run sends one e-mail for all of them).
 */
async function applyTransition(
  req: PayloadRequest,
  target: UptimeTarget,
  transition: Transition,
  at: Date,
  previousAt: Date | null,
): Promise<{ incidentId: number; change: IncidentChange } | undefined> {
  const { payload } = req
  if (transition.kind === 'none') return
  if (transition.kind === 'failing') {
    await payload.update({
      collection: UPTIME_INCIDENTS_SLUG,
      id: transition.incidentId,
      data: { failedProbes: transition.failedProbes },
      req,
      overrideAccess: true,
      depth: 0,
    })
    return
  }
  const incident =
    transition.kind === 'open'
      ? await payload.create({
          collection: UPTIME_INCIDENTS_SLUG,
          // The outage began with the first of the two failed probes.
          data: {
            target,
            openedAt: (previousAt ?? at).toISOString(),
            cause: transition.cause,
            failedProbes: transition.failedProbes,
          },
          req,
          overrideAccess: true,
          depth: 0,
        })
      : await payload.update({
          collection: UPTIME_INCIDENTS_SLUG,
          id: transition.incidentId,
          data: { closedAt: at.toISOString() },
          req,
          overrideAccess: true,
          depth: 0,
        })
  const change = transition.kind === 'open' ? 'opened' : 'closed'
  await queueWebhook(req, incidentEvent(incident, change, env().SITE_URL))
  return { incidentId: incident.id, change }
}

/**
 * Records one probe's results: incidents open, count on and close in one transaction with the
 * e-mails (one per change) and webhook events (one per incident) they queue; then the results are
 * stored and the history pruned.
 */
async function record(payload: Payload, client: PoolClient, results: ProbeResult[], at: Date, intervalMinutes: number) {
  const states: Awaited<ReturnType<typeof targetState>>[] = []
  for (const result of results) states.push(await targetState(client, result.target))
  const transitions = results.map((result, index) => ({
    target: result.target,
    transition: nextTransition(states[index]!, result, at, intervalMinutes),
  }))
  if (transitions.some(({ transition }) => transition.kind !== 'none')) {
    const req = await createLocalReq({}, payload)
    const ownsTransaction = await initTransaction(req)
    try {
      const changed: { incidentId: number; change: IncidentChange }[] = []
      for (const [index, { target, transition }] of transitions.entries()) {
        const applied = await applyTransition(req, target, transition, at, states[index]!.previous?.at ?? null)
        if (applied) changed.push(applied)
      }
      // One e-mail for every target that went down in this run, one for every target back up: never one each.
      for (const change of ['opened', 'closed'] as const)
        await queueIncidentEmail(
          req,
          changed.filter((c) => c.change === change).map((c) => c.incidentId),
          change,
        )
      if (ownsTransaction) await commitTransaction(req)
    } catch (error) {
      if (ownsTransaction) await killTransaction(req)
      throw error
    }
  }
  await client.query(
    `INSERT INTO uptime_probes (at, target, ok, status, response_ms, error, certificate_days_left)
     SELECT $1, r.target::enum_uptime_incidents_target, r.ok, r.status, r.response_ms, r.error, r.days
     FROM unnest($2::text[], $3::boolean[], $4::int[], $5::int[], $6::text[], $7::int[]) AS r(target, ok, status, response_ms, error, days)`,
    [
      at,
      results.map((r) => r.target),
      results.map((r) => r.ok),
      results.map((r) => r.status),
      results.map((r) => r.responseMs),
      results.map((r) => r.error?.slice(0, 500) ?? null),
      results.map((r) => r.certificateDaysLeft),
    ],
  )
  await pruneProbes(client, at)
  return transitions
}

/** Deletes probe results older than the history kept (90 days before `now`). */
export async function pruneProbes(db: Pick<PoolClient, 'query'>, now: Date): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM uptime_probes WHERE at < $1::timestamptz - make_interval(days => $2)`,
    [now, UPTIME_HISTORY_DAYS],
  )
  return rowCount ?? 0
}

/** Whether this process should queue a probe now: it serves, and the newest stored probe is an interval old. */
export async function uptimeProbeDue(payload: Payload, now = new Date()): Promise<boolean> {
  if (processState() !== 'serving') return false
  const settings = currentSettings() ?? (await loadSiteSettings(payload))
  const { rows } = await databasePool(payload).query<{ last: Date | null }>('SELECT max(at) AS last FROM uptime_probes')
  return probeIsDue(rows[0]?.last ? new Date(rows[0].last) : null, now, settings.uptimeProbeMinutes)
}

/**
 * One uptime probe, if one is due: every process's scheduler calls this every minute, and the
 * advisory lock plus the age of the newest stored probe make one probe set per interval across
 * all of them. A process still starting or already stopping does not probe (it would measure
 * itself), and a probe that ends while its process is stopping is discarded.
 */
export async function runUptimeProbe(payload: Payload, options: UptimeRunOptions = {}): Promise<UptimeRunOutcome> {
  if (processState() !== 'serving') return { status: 'skipped', reason: 'not-serving' }
  const clock = options.now ?? (() => new Date())
  const client = await databasePool(payload).connect()
  let broken: Error | undefined
  try {
    const lock = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
      LOCK_KEYS.uptimeProbe,
    ])
    if (!lock.rows[0]?.locked) return { status: 'skipped', reason: 'busy' }
    try {
      const settings = currentSettings() ?? (await loadSiteSettings(payload))
      const intervalMinutes = options.intervalMinutes ?? settings.uptimeProbeMinutes
      const at = clock()
      const { rows } = await client.query<{ last: Date | null }>('SELECT max(at) AS last FROM uptime_probes')
      if (!probeIsDue(rows[0]?.last ? new Date(rows[0].last) : null, at, intervalMinutes))
        return { status: 'skipped', reason: 'not-due' }
      const plan = options.plan ?? (await sitePlan(payload, settings))
      const results = await probeAll(plan, {
        timeoutMs: options.timeoutMs ?? env().UPTIME_PROBE_TIMEOUT_MS,
        now: clock,
        ca: options.ca,
        signal: stoppingSignal(),
      })
      if (processState() !== 'serving') return { status: 'discarded' }
      const transitions = await record(payload, client, results, at, intervalMinutes)
      return { status: 'probed', at: at.toISOString(), results, transitions }
    } finally {
      await client
        .query('SELECT pg_advisory_unlock($1)', [LOCK_KEYS.uptimeProbe])
        .catch((error: Error) => (broken = error))
    }
  } finally {
    // A connection that failed is discarded, which also ends the lock it held.
    client.release(broken)
  }
}
