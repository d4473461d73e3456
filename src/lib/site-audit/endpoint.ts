import type { Endpoint } from 'payload'

import { hasRole, MONITORING_ROLES } from '@/access/roles'
import { env } from '@/config/env'
import { refuseCrossSite } from '@/lib/http/same-origin'

import { manualRunSchema } from './schema'
import { CheckAlreadyRunningError, runSiteCheck } from './service'

const json = (status: number, body: object) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/**
 * POST /api/site-monitoring `{ "manual": true }`: runs a check now (staff only) and answers its
 * summary once the report is stored. A check already running here is joined; one running in
 * another process is answered 409.
 */
export const siteMonitoringEndpoint: Endpoint = {
  path: '/site-monitoring',
  method: 'post',
  handler: async (req) => {
    const config = env()
    const refused = refuseCrossSite(req, { trustProxy: config.TRUST_PROXY, siteUrl: config.SITE_URL })
    if (refused) return refused
    if (!req.user) return json(401, { message: 'Sign in to run a check.' })
    if (!hasRole(req.user, ...MONITORING_ROLES))
      return json(403, { message: 'This account cannot run monitoring checks.' })
    let body: unknown
    try {
      body = await req.json?.()
    } catch {
      body = undefined
    }
    if (!manualRunSchema.safeParse(body).success)
      return json(400, { message: 'Send { "manual": true } to run a check.' })
    try {
      const check = await runSiteCheck(req.payload)
      return json(200, { reportId: check.reportId, status: check.status, summary: check.summary })
    } catch (error) {
      if (error instanceof CheckAlreadyRunningError)
        return json(409, { message: 'A check is already running. Try again in a minute.' })
      req.payload.logger.error({ err: error }, 'manual site monitoring check failed')
      return json(500, { message: 'The check could not be completed.' })
    }
  },
}
