import config from '@payload-config'
import type { Metadata } from 'next'
import { getPayload } from 'payload'

import { CHAT_ROLES } from '@/access/roles'
import { ReportsView } from '@/components/staff/reports/ReportsView'
import { requireStaff } from '@/lib/auth/staff'
import { bookingReport } from '@/lib/bookings/report'
import { databasePool } from '@/lib/db/pool'
import { DECISION_OUTCOMES } from '@/lib/experiments/decision-schema'
import { content } from '@/lib/pages/content'
import { conversationReport } from '@/lib/reports/conversations'
import { experimentReports } from '@/lib/reports/experiments'
import { funnelReport } from '@/lib/reports/funnel'
import { type FunnelRange, funnelRange, parseFunnelQuery, previousRange, utcDay } from '@/lib/reports/funnel-range'
import { fullTitle } from '@/lib/seo/metadata'

export function generateMetadata(): Metadata {
  return { title: fullTitle(content().staffReports.title) }
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** The days every section shows: those asked for, or the last 30 with the reason they were refused. */
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
  const params = await searchParams
  const { range, error } = chosenRange(params, now)
  const decision = DECISION_OUTCOMES.find((outcome) => outcome === params.decision)
  // The funnel is the owner's view of the business: admins only, as GET /api/reports/funnel.
  const admin = user.role === 'admin'
  const [booking, chats, report, previous, experiments] = await Promise.all([
    bookingReport(pool, range),
    conversationReport(pool, range),
    admin ? funnelReport(pool, range) : undefined,
    admin ? funnelReport(pool, previousRange(range)) : undefined,
    admin ? experimentReports(pool) : undefined,
  ])
  return (
    <ReportsView
      copy={content().staffReports}
      range={range}
      today={utcDay(now)}
      error={error}
      booking={booking}
      chats={chats}
      funnel={report && previous ? { report, previous } : undefined}
      experiments={experiments ? { reports: experiments, decision } : undefined}
    />
  )
}
