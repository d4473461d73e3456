'use client'

import { LoaderCircle } from 'lucide'
import Link from 'next/link'
import { type ReactNode, useCallback, useEffect, useState } from 'react'
import { toast } from 'sonner'

import { SignOutButton } from '@/components/staff/SignOutButton'
import { Badge } from '@/components/ui/Badge'
import { buttonSizes, buttonStyles } from '@/components/ui/button-styles'
import { Card, MetricCard } from '@/components/ui/Card'
import { Svg } from '@/components/ui/Svg'
import { DataTable } from '@/components/ui/Table'
import { fill } from '@/content/fill'
import type { MonitoringCopy } from '@/content/types'
import { fetchRecentReports, runAndWait } from '@/lib/site-audit/client'
import { RUN_GIVE_UP_MS, RUN_POLL_MS } from '@/lib/site-audit/constants'
import { formatReportDate, pageStatusBadge, severityBadge } from '@/lib/site-audit/presentation'
import type { MonitoringReportView, PageResult } from '@/lib/site-audit/types'

import { PageDetails } from './PageDetails'
import { IssueTrendChart, ResponseTimeChart, TrendChart } from './ReportCharts'
import { ReportHistory } from './ReportHistory'
import { StatusBadge } from './StatusBadge'

type State = { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; reports: MonitoringReportView[] }

function pagesOf(report: MonitoringReportView): [string, PageResult][] {
  const pages = report.metrics?.pages
  if (!pages || typeof pages !== 'object') return []
  return Object.entries(pages)
    .map(([path, page]): [string, PageResult] => [
      path,
      { ...page, responseTime: Number(page?.responseTime ?? 0), status: Number(page?.status ?? 0) },
    ])
    .sort(([a], [b]) => a.localeCompare(b))
}

function Report({
  report,
  reports,
  copy,
  onShow,
}: {
  report: MonitoringReportView
  reports: MonitoringReportView[]
  copy: MonitoringCopy
  onShow: (id: number | null) => void
}) {
  const pages = pagesOf(report)
  const issues = Array.isArray(report.issues) ? report.issues : []
  const isLatest = report.id === reports[0]?.id
  return (
    <div className="mt-8 grid grid-cols-1 gap-6">
      <Card
        id="latest-heading"
        heading={isLatest ? copy.latestReport : fill(copy.reportOf, { date: formatReportDate(report.reportDate) })}
        aside={
          <>
            <StatusBadge status={report.status} />
            {isLatest ? null : (
              <button
                type="button"
                onClick={() => onShow(null)}
                className={`${buttonStyles.secondary} min-h-9 px-3 text-sm`}
              >
                {copy.backToLatest}
              </button>
            )}
          </>
        }
      >
        <p className="mt-1 text-sm text-ink-700">
          {copy.checkedOn} <time dateTime={report.reportDate}>{formatReportDate(report.reportDate)}</time>
        </p>
        <p className="mt-3 text-ink-900" data-testid="report-summary">
          {report.summary}
        </p>
      </Card>

      <dl className="grid gap-4 sm:grid-cols-3">
        <MetricCard
          label={copy.metrics.averageResponseTime}
          value={`${Number(report.metrics?.averageResponseTime ?? 0)} ms`}
        />
        <MetricCard
          label={copy.metrics.pagesChecked}
          value={String(Number(report.metrics?.totalPagesChecked ?? pages.length))}
        />
        <MetricCard label={copy.metrics.issuesFound} value={String(issues.length)} />
      </dl>

      <Card id="issues-heading" heading={copy.issuesHeading}>
        {issues.length === 0 ? (
          <p className="mt-3 text-ink-700">{copy.noIssues}</p>
        ) : (
          <ul className="mt-3 divide-y divide-ink-100" data-testid="issues">
            {issues.map((issue, index) => {
              const badge = severityBadge(issue.severity)
              return (
                <li key={index} className="flex flex-wrap items-start gap-x-3 gap-y-1 py-3">
                  <Badge variant={badge.variant}>{badge.label}</Badge>
                  <span className="font-mono text-sm text-ink-700">{issue.page}</span>
                  <span className="basis-full text-ink-900 sm:basis-auto">{issue.message}</span>
                </li>
              )
            })}
          </ul>
        )}
      </Card>

      <Card id="pages-heading" heading={copy.pagesHeading}>
        <DataTable
          caption={copy.pagesHeading}
          columns={[
            { label: copy.pageColumn, className: 'w-[32%]' },
            { label: copy.responseTimeColumn, align: 'right', className: 'w-28' },
            { label: copy.statusColumn, align: 'right', className: 'w-24' },
            { label: copy.checksColumn, className: 'pl-6' },
          ]}
          testId="pages"
          minWidth="min-w-[40rem]"
        >
          {pages.map(([path, page]) => {
            const badge = pageStatusBadge(page.status)
            return (
              <tr key={path} className="align-top">
                <th scope="row" className="break-all px-3 py-2 font-mono text-xs font-normal text-ink-900">
                  {path}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{page.responseTime} ms</td>
                <td className="px-3 py-2 text-right" data-testid="page-status">
                  <Badge variant={badge.variant}>{badge.label}</Badge>
                </td>
                <td className="py-2 pl-6 pr-3">
                  <PageDetails path={path} page={page} issues={issues} copy={copy} />
                </td>
              </tr>
            )
          })}
        </DataTable>
      </Card>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ResponseTimeChart pages={pages} heading={copy.chartHeading} />
        <div className="grid content-start gap-6">
          {reports.length > 1 ? (
            <TrendChart reports={reports} heading={copy.trendHeading} intro={copy.trendIntro} />
          ) : null}
          {reports.length > 1 ? (
            <IssueTrendChart reports={reports} heading={copy.issueTrendHeading} intro={copy.issueTrendIntro} />
          ) : null}
        </div>
      </div>

      <ReportHistory reports={reports} shownId={report.id} onShow={onShow} copy={copy} />
    </div>
  )
}

/**
 * /monitoring: the latest report, its pages and issues, the trend, and a manual run; `children`
 * (the server-rendered uptime section) sits between the heading and the monthly report.
 */
export function MonitoringDashboard({ copy, children }: { copy: MonitoringCopy; children?: ReactNode }) {
  const [state, setState] = useState<State>({ phase: 'loading' })
  const [running, setRunning] = useState(false)
  // A report picked from the history; null shows the latest.
  const [shownId, setShownId] = useState<number | null>(null)

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const reports = await fetchRecentReports(signal)
        setState({ phase: 'ready', reports })
      } catch (error) {
        if (signal?.aborted) return
        console.error('Failed to fetch monitoring report', error)
        toast.error(copy.errorTitle, { description: copy.fetchFailed })
        setState((current) => (current.phase === 'ready' ? current : { phase: 'failed' }))
      }
    },
    [copy],
  )

  useEffect(() => {
    const controller = new AbortController()
    void load(controller.signal)
    return () => controller.abort()
  }, [load])

  async function runCheck() {
    if (running) return
    setRunning(true)
    try {
      // The run state ends with the answer, or with the stored report should the answer be lost.
      const knownId = state.phase === 'ready' ? (state.reports[0]?.id ?? null) : undefined
      const { summary } = await runAndWait(knownId, { pollMs: RUN_POLL_MS, giveUpMs: RUN_GIVE_UP_MS })
      toast.success(copy.completeTitle, { description: summary })
    } catch (error) {
      console.error('Failed to run monitoring check', error)
      toast.error(copy.errorTitle, { description: copy.runFailed })
    } finally {
      await load()
      setShownId(null)
      setRunning(false)
    }
  }

  const latest = state.phase === 'ready' ? state.reports[0] : undefined
  const shown = state.phase === 'ready' ? (state.reports.find((r) => r.id === shownId) ?? latest) : undefined
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="font-display text-3xl font-semibold text-ink-950">{copy.title}</h1>
          <p className="mt-2 text-ink-700">{copy.intro}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Link href="/admin/chat" className={`${buttonStyles.secondary} ${buttonSizes.sm}`}>
            {copy.consoleLink}
          </Link>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- /cms is Payload's own app: a full page load */}
          <a href="/cms" className={`${buttonStyles.secondary} ${buttonSizes.sm}`}>
            {copy.cmsLink}
          </a>
          <SignOutButton label={copy.signOut} className={`${buttonStyles.secondary} ${buttonSizes.sm}`} />
          <button
            type="button"
            onClick={runCheck}
            disabled={running}
            aria-busy={running || undefined}
            className={`${buttonStyles.primary} ${buttonSizes.sm} disabled:cursor-wait disabled:bg-ink-500`}
          >
            {running ? <Svg node={LoaderCircle} className="size-4 animate-spin" /> : null}
            {running ? copy.running : copy.runCheck}
          </button>
        </div>
      </div>

      {children}

      <div aria-live="polite">
        {state.phase === 'loading' ? (
          <div role="status" className="mt-8 grid gap-4" data-testid="monitoring-loading">
            <span className="sr-only">{copy.loading}</span>
            <div aria-hidden="true" className="h-28 animate-pulse rounded-card bg-ink-100" />
            <div aria-hidden="true" className="grid gap-4 sm:grid-cols-3">
              {[0, 1, 2].map((i) => (
                <div key={i} className="h-24 animate-pulse rounded-card bg-ink-100" />
              ))}
            </div>
          </div>
        ) : null}
        {state.phase === 'failed' ? (
          <div className="mt-8 rounded-card bg-white p-8 text-center shadow-sm ring-1 ring-ink-900/10">
            <p className="font-semibold text-ink-950">{copy.loadFailed}</p>
            <button
              type="button"
              onClick={() => void load()}
              className={`${buttonStyles.secondary} ${buttonSizes.sm} mt-4`}
            >
              {copy.retry}
            </button>
          </div>
        ) : null}
        {state.phase === 'ready' && !latest ? (
          <div className="mt-8 rounded-card bg-white p-10 text-center shadow-sm ring-1 ring-ink-900/10">
            <p className="text-lg font-semibold text-ink-950">{copy.emptyTitle}</p>
            <p className="mt-1 text-ink-700">{copy.emptyText}</p>
          </div>
        ) : null}
      </div>
      {state.phase === 'ready' && shown ? (
        <Report report={shown} reports={state.reports} copy={copy} onShow={setShownId} />
      ) : null}

      <p className="mt-10 border-t border-ink-100 pt-4 text-sm text-ink-700">{copy.scheduleNote}</p>
    </div>
  )
}
