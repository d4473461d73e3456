import type { Metadata } from 'next'

import { MONITORING_ROLES } from '@/access/roles'
import { MonitoringDashboard } from '@/components/monitoring/MonitoringDashboard'
import { content } from '@/content/content'
import { requireStaff } from '@/lib/auth/staff'
import { fullTitle } from '@/lib/seo/metadata'

export function generateMetadata(): Metadata {
  return { title: fullTitle(content().monitoring.title) }
}

export default async function MonitoringPage() {
  await requireStaff(MONITORING_ROLES, '/monitoring')
  return <MonitoringDashboard copy={content().monitoring} />
}
