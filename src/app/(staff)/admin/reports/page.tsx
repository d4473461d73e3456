import config from '@payload-config'
import type { Metadata } from 'next'
import { getPayload } from 'payload'

import { CHAT_ROLES } from '@/access/roles'
import { BookingReportView } from '@/components/staff/BookingReportView'
import { content } from '@/content/content'
import { requireStaff } from '@/lib/auth/staff'
import { databasePool } from '@/lib/db/pool'
import { bookingReport } from '@/lib/reports/booking'
import { conversationReport } from '@/lib/reports/conversations'
import { fullTitle } from '@/lib/seo/metadata'

export function generateMetadata(): Metadata {
  return { title: fullTitle(content().staffReports.title) }
}

export default async function ReportsPage() {
  await requireStaff(CHAT_ROLES, '/admin/reports')
  const pool = databasePool(await getPayload({ config }))
  const now = new Date()
  const [report, weeks] = await Promise.all([bookingReport(pool, now), conversationReport(pool, now)])
  return <BookingReportView copy={content().staffReports} report={report} weeks={weeks} />
}
