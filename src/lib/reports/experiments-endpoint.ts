import type { Endpoint } from 'payload'

import { hasRole } from '@/access/roles'
import { databasePool } from '@/lib/db/pool'
import { experimentIdSchema } from '@/lib/experiments/decision-schema'

import { experimentReports } from './experiments'

const json = (status: number, body: object) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/** GET /api/reports/experiments/:id: one experiment's figures per arm, as /admin/reports shows them. Admins only. */
export const experimentReportEndpoint: Endpoint = {
  path: '/reports/experiments/:id',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return json(401, { message: 'Sign in as an admin to read experiment reports.' })
    if (!hasRole(req.user, 'admin')) return json(403, { message: 'Experiment reports are for admins.' })
    const id = experimentIdSchema.safeParse(req.routeParams?.id)
    if (!id.success) return json(400, { message: 'An experiment id is a positive whole number.' })
    const [report] = await experimentReports(databasePool(req.payload), { id: id.data, limit: 1 })
    return report ? json(200, report) : json(404, { message: 'There is no such experiment.' })
  },
}
