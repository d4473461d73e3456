import config from '@payload-config'
import type { Metadata } from 'next'
import { getPayload } from 'payload'

import { MONITORING_ROLES } from '@/access/roles'
import { MonitoringDashboard } from '@/components/monitoring/MonitoringDashboard'
import { UptimeView } from '@/components/monitoring/UptimeView'
import { env } from '@/config/env'
import { requireStaff } from '@/lib/auth/staff'
import { databasePool } from '@/lib/db/pool'
import { content } from '@/lib/pages/content'
import { fullTitle } from '@/lib/seo/metadata'
import { currentSettings } from '@/lib/settings/current'
import { loadSiteSettings } from '@/lib/settings/load'
import { latestAudit } from '@/lib/site-audit/latest'
import { EXTERNAL_TARGETS } from '@/lib/uptime/constants'
import { heartbeats } from '@/lib/uptime/heartbeat'
import { latestRun } from '@/lib/uptime/latest'
import { uptimeReport } from '@/lib/uptime/report'
import { externalStatuses, siteStatus, type StatusInput } from '@/lib/uptime/status'

export function generateMetadata(): Metadata {
  return { title: fullTitle(content().monitoring.title) }
}

export default async function MonitoringPage() {
  await requireStaff(MONITORING_ROLES, '/monitoring')
  const copy = content().monitoring
  const payload = await getPayload({ config })
  const pool = databasePool(payload)
  const now = new Date()
  const [report, beats, run, audit, settings] = await Promise.all([
    uptimeReport(pool, now),
    heartbeats(pool),
    latestRun(pool),
    latestAudit(payload),
    currentSettings() ?? loadSiteSettings(payload),
  ])
  const input: StatusInput = {
    probes: run.probes,
    probedAt: run.at,
    audit,
    now,
    intervalMinutes: settings.uptimeProbeMinutes,
    slowMs: env().MONITORING_SLOW_MS,
  }
  return (
    <MonitoringDashboard copy={copy}>
      <UptimeView
        data={{
          report,
          heartbeats: beats,
          status: siteStatus(input),
          external: externalStatuses(input, EXTERNAL_TARGETS),
          intervalMinutes: settings.uptimeProbeMinutes,
        }}
        copy={copy.uptime}
      />
    </MonitoringDashboard>
  )
}
