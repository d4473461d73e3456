import config from '@payload-config'
import type { Metadata } from 'next'
import { getPayload } from 'payload'

import { MONITORING_ROLES } from '@/access/roles'
import { MonitoringDashboard } from '@/components/monitoring/MonitoringDashboard'
import { UptimeView } from '@/components/monitoring/UptimeView'
import { requireStaff } from '@/lib/auth/staff'
import { databasePool } from '@/lib/db/pool'
import { content } from '@/lib/pages/content'
import { fullTitle } from '@/lib/seo/metadata'
import { uptimeReport } from '@/lib/uptime/report'

export function generateMetadata(): Metadata {
  return { title: fullTitle(content().monitoring.title) }
}

export default async function MonitoringPage() {
  await requireStaff(MONITORING_ROLES, '/monitoring')
  const copy = content().monitoring
  const uptime = await uptimeReport(databasePool(await getPayload({ config })), new Date())
  return (
    <MonitoringDashboard copy={copy}>
      <UptimeView report={uptime} copy={copy.uptime} />
    </MonitoringDashboard>
  )
}
