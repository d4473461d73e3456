import { databasePool } from '@/lib/db/pool'
import { experimentIdSchema } from '@/lib/experiments/decision-schema'
import { ENDPOINTS } from '@/lib/http/endpoints'
import { payloadEndpoint } from '@/lib/http/payload-endpoint'

import { experimentReports } from './experiments'

const json = (status: number, body: object) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/** GET /api/reports/experiments/:id: one experiment's figures per arm, as /admin/reports shows them. Admins only. */
export const experimentReportEndpoint = payloadEndpoint(ENDPOINTS.experimentReport, async (req) => {
  const id = experimentIdSchema.safeParse(req.routeParams?.id)
  if (!id.success) return json(400, { message: 'An experiment id is a positive whole number.' })
  const [report] = await experimentReports(databasePool(req.payload), { id: id.data, limit: 1 })
  return report ? json(200, report) : json(404, { message: 'There is no such experiment.' })
})
