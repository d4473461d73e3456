import type { Payload } from 'payload'

import { env } from '@/config/env'
import { LOCK_KEYS, LockBusyError, withAdvisoryLock } from '@/lib/db/advisory-lock'
import { poolOf } from '@/lib/db/pool'
import { PUBLIC_ROUTES } from '@/lib/seo/routes'

import { checkSite } from './check'
import type { CheckOutcome } from './types'

export class CheckAlreadyRunningError extends Error {
  constructor() {
    super('A monitoring check is already running')
    this.name = 'CheckAlreadyRunningError'
  }
}

export type StoredCheck = CheckOutcome & { reportId: number; reportDate: string }

/** Every public page, every published blog post, the sitemap and robots.txt. */
export async function pathsToCheck(payload: Payload): Promise<string[]> {
  const posts = await payload.find({
    collection: 'blog-posts',
    where: { isPublished: { equals: true } },
    select: { slug: true },
    sort: '-publishedAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return [
    ...PUBLIC_ROUTES.map((route) => route.path),
    ...posts.docs.map((post) => `/blog/${post.slug}`),
    '/sitemap.xml',
    '/robots.txt',
  ]
}

async function checkAndStore(payload: Payload): Promise<StoredCheck> {
  const check = async (): Promise<StoredCheck> => {
    const config = env()
    const outcome = await checkSite({
      baseUrl: config.MONITORING_BASE_URL ?? config.SITE_URL,
      paths: await pathsToCheck(payload),
      slowMs: config.MONITORING_SLOW_MS,
    })
    const reportDate = new Date().toISOString()
    const report = await payload.create({
      collection: 'site-monitoring-reports',
      overrideAccess: true,
      data: { reportDate, ...outcome },
    })
    payload.logger.info(`Site monitoring: ${outcome.status}. ${outcome.summary}`)
    return { ...outcome, reportId: report.id, reportDate }
  }
  const pool = poolOf(payload.db)
  if (!pool) return check()
  try {
    // One check at a time across every app process.
    return await withAdvisoryLock(pool, LOCK_KEYS.monitoringCheck, check, { wait: false })
  } catch (error) {
    if (error instanceof LockBusyError) throw new CheckAlreadyRunningError()
    throw error
  }
}

// The job runner (server.ts's Payload) and the /api route bundle load separate copies of this
// module in one process; the running check lives on globalThis so both see it.
const RUNNING = Symbol.for('agency.monitoring.running')
type Registry = { [RUNNING]?: Promise<StoredCheck> }

/**
 * Runs one site check and stores its report. A check already running in this process is joined
 * (both callers get its report); one running in another process makes this call fail with
 * CheckAlreadyRunningError. Never two checks at once.
 */
export function runSiteCheck(payload: Payload): Promise<StoredCheck> {
  const registry = globalThis as Registry
  const running = registry[RUNNING]
  if (running) return running
  const started = checkAndStore(payload).finally(() => {
    if (registry[RUNNING] === started) delete registry[RUNNING]
  })
  registry[RUNNING] = started
  return started
}
