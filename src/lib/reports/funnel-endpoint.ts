import { databasePool } from '@/lib/db/pool'
import { ENDPOINTS } from '@/lib/http/endpoints'
import { payloadEndpoint } from '@/lib/http/payload-endpoint'

import { funnelReport } from './funnel'
import { funnelCsv, funnelJson } from './funnel-figures'
import { funnelRange, parseFunnelQuery } from './funnel-range'

const NO_STORE = { 'cache-control': 'no-store' }
const json = (status: number, body: object) => Response.json(body, { status, headers: NO_STORE })

/**
 * GET /api/reports/funnel?from=YYYY-MM-DD&to=YYYY-MM-DD[&format=csv]: the funnel report of
 * src/lib/reports/funnel.ts as JSON, or as a CSV download. Admins only.
 */
export const funnelReportEndpoint = payloadEndpoint(ENDPOINTS.funnelReport, async (req) => {
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
})
