import { TREND_REPORTS } from './constants'
import type { ManualRunAnswer, ManualRunInput } from './schema'
import type { MonitoringReportView } from './types'

/** The newest reports first (the first is "the latest report"; the rest feed the trend). */
export async function fetchRecentReports(signal?: AbortSignal): Promise<MonitoringReportView[]> {
  const query = new URLSearchParams({ sort: '-reportDate', limit: String(TREND_REPORTS), depth: '0' })
  const response = await fetch(`/api/site-monitoring-reports?${query}`, { credentials: 'same-origin', cache: 'no-store', signal })
  if (!response.ok) throw new Error(`Monitoring reports answered HTTP ${response.status}`)
  const body = (await response.json()) as { docs?: MonitoringReportView[] }
  return body.docs ?? []
}

/** Runs a check now; resolves with its summary once the report is stored. */
export async function runCheckNow(): Promise<{ summary: string }> {
  const input: ManualRunInput = { manual: true }
  const response = await fetch('/api/site-monitoring', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  })
  const answer = (await response.json().catch(() => ({}))) as ManualRunAnswer
  if (!response.ok || !('summary' in answer)) throw new Error('message' in answer ? answer.message : `HTTP ${response.status}`)
  return { summary: answer.summary }
}
