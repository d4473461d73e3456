import { ENDPOINTS } from '@/lib/http/endpoints'
import { payloadEndpoint } from '@/lib/http/payload-endpoint'

import { manualRunSchema } from './schema'
import { CheckAlreadyRunningError, runSiteCheck } from './service'

const json = (status: number, body: object) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/**
 * POST /api/site-monitoring `{ "manual": true }`: runs a check now (staff only) and answers its
 * summary once the report is stored. A check already running here is joined; one running in
 * another process is answered 409.
 */
export const siteMonitoringEndpoint = payloadEndpoint(ENDPOINTS.siteMonitoring, async (req, call) => {
  let body: unknown
  try {
    body = JSON.parse((await call.text()) ?? '')
  } catch {
    body = undefined
  }
  if (!manualRunSchema.safeParse(body).success) return json(400, { message: 'Send { "manual": true } to run a check.' })
  try {
    const check = await runSiteCheck(req.payload)
    return json(200, { reportId: check.reportId, status: check.status, summary: check.summary })
  } catch (error) {
    if (error instanceof CheckAlreadyRunningError)
      return json(409, { message: 'A check is already running. Try again in a minute.' })
    req.payload.logger.error({ err: error }, 'manual site monitoring check failed')
    return json(500, { message: 'The check could not be completed.' })
  }
})
