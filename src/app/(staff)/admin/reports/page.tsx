import config from '@payload-config'
import type { Metadata } from 'next'
import { getPayload } from 'payload'

import { CHAT_ROLES } from '@/access/roles'
import { BookingReportView } from '@/components/staff/BookingReportView'
import { FunnelReportView } from '@/components/staff/FunnelReportView'
import { requireStaff } from '@/lib/auth/staff'
import { databasePool } from '@/lib/db/pool'
import { content } from '@/lib/pages/content'
import { bookingReport } from '@/lib/reports/booking'
import { conversationReport } from '@/lib/reports/conversations'
import { funnelReport } from '@/lib/reports/funnel'
import { type FunnelRange, funnelRange, parseFunnelQuery, utcDay } from '@/lib/reports/funnel-range'
import { fullTitle } from '@/lib/seo/metadata'

export function generateMetadata(): Metadata {
  return { title: fullTitle(content().staffReports.title) }
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** The days the funnel shows: those asked for, or the last 30 with the reason they were refused. */
function chosenRange(params: Awaited<SearchParams>, now: Date): { range: FunnelRange; error?: string } {
  const fallback = funnelRange({}, now)
  if (!fallback.ok) throw new Error(fallback.reason)
  const query = parseFunnelQuery(params)
  if (!query.ok) return { range: fallback.value, error: query.reason }
  const range = funnelRange(query.value, now)
  return range.ok ? { range: range.value } : { range: fallback.value, error: range.reason }
}

export default async function ReportsPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireStaff(CHAT_ROLES, '/admin/reports')
  const pool = databasePool(await getPayload({ config }))
  const now = new Date()
  const copy = content().staffReports
  // The funnel is the owner's view of the business: admins only, as GET /api/reports/funnel.
  const funnel = user.role === 'admin' ? chosenRange(await searchParams, now) : undefined
  const [report, weeks, funnelFigures] = await Promise.all([
    bookingReport(pool, now),
    conversationReport(pool, now),
    funnel ? funnelReport(pool, funnel.range) : undefined,
  ])
  return (
    <BookingReportView copy={copy} report={report} weeks={weeks}>
      {funnel && funnelFigures ? (
        <FunnelReportView copy={copy.funnel} report={funnelFigures} error={funnel.error} today={utcDay(now)} />
      ) : null}
    </BookingReportView>
  )
}
