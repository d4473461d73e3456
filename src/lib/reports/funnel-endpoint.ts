import type { Endpoint } from 'payload'

import { hasRole } from '@/access/roles'
import { databasePool } from '@/lib/db/pool'

import { funnelReport } from './funnel'
import { funnelCsv, funnelJson } from './funnel-figures'
import { funnelRange, parseFunnelQuery } from './funnel-range'

const NO_STORE = { 'cache-control': 'no-store' }
const json = (status: number, body: object) => Response.json(body, { status, headers: NO_STORE })

/**
 * GET /api/reports/funnel?from=YYYY-MM-DD&to=YYYY-MM-DD[&format=csv]: the funnel report of
 * src/lib/reports/funnel.ts as JSON, or as a CSV download. Admins only.
 */
export const funnelReportEndpoint: Endpoint = {
  path: '/reports/funnel',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return json(401, { message: 'Sign in as an admin to read the funnel report.' })
    if (!hasRole(req.user, 'admin')) return json(403, { message: 'The funnel report is for admins.' })
    const params = new URL(req.url ?? '', 'http://localhost').searchParams
    const query = parseFunnelQuery(params)
    if (!query.ok) return json(400, { message: query.reason })
    const range = funnelRange(query.value)
    if (!range.ok) return json(400, { message: range.reason })
    const report = await funnelReport(databasePool(req.payload), range.value)
    if (query.value.format !== 'csv') return json(200, funnelJson(report))
    return new Response(funnelCsv(report), {
      status: 200,
      headers: {
        ...NO_STORE,
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="funnel-${range.value.from}-to-${range.value.to}.csv"`,
        'x-content-type-options': 'nosniff',
      },
    })
  },
}
