'use client'

import { Check, LoaderCircle } from 'lucide'
import Link from 'next/link'
import { type ReactNode, useCallback, useEffect, useState } from 'react'
import { toast } from 'sonner'

import { SignOutButton } from '@/components/staff/SignOutButton'
import { Badge } from '@/components/ui/Badge'
import { buttonSizes, buttonStyles } from '@/components/ui/button-styles'
import { Svg } from '@/components/ui/Svg'
import { fill } from '@/content/fill'
import type { MonitoringCopy } from '@/content/types'
import { fetchRecentReports, runAndWait } from '@/lib/monitoring/client'
import { RUN_GIVE_UP_MS, RUN_POLL_MS } from '@/lib/monitoring/constants'
import { formatReportDate, pageCheckLines, pageStatusBadge, severityBadge, statusBadge } from '@/lib/monitoring/presentation'
import type { MonitoringIssue, MonitoringReportView, PageResult } from '@/lib/monitoring/types'

import { IssueTrendChart, issueCounts, ResponseTimeChart, TrendChart } from './ReportCharts'

type State = { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; reports: MonitoringReportView[] }

function StatusBadge({ status }: { status: unknown }) {
  const badge = statusBadge(status)
  return (
    <Badge variant={badge.variant}>
      {badge.icon ? <Svg node={Check} className="size-3.5" strokeWidth={2.5} /> : null}
      {badge.label}
    </Badge>
  )
}

function MetricCard({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-card bg-white p-5 shadow-sm ring-1 ring-ink-900/10">
      <dt className="text-sm font-medium text-ink-700">{label}</dt>
      <dd className="mt-1 font-display text-3xl font-semibold text-ink-950 tabular-nums">{value}</dd>
    </div>
  )
}

function pagesOf(report: MonitoringReportView): [string, PageResult][] {
  const pages = report.metrics?.pages
  if (!pages || typeof pages !== 'object') return []
  return Object.entries(pages)
    .map(([path, page]): [string, PageResult] => [path, { ...page, responseTime: Number(page?.responseTime ?? 0), status: Number(page?.status ?? 0) }])
    .sort(([a], [b]) => a.localeCompare(b))
}

/** What the check read on one page and what failed there, behind a one-line summary. */
function PageDetails({ path, page, issues, copy }: { path: string; page: PageResult; issues: Partial<MonitoringIssue>[]; copy: MonitoringCopy }) {
  const lines = pageCheckLines(page, copy.checks)
  const own = issues.filter((issue) => issue.page === path)
  const failed = Array.isArray(lines) ? lines.filter((line) => !line.ok).length : 0
  const problems = Math.max(failed, own.length)
  return (
    <details className="group" data-testid="page-details">
      <summary className={`cursor-pointer rounded-md text-sm font-medium ${problems > 0 ? 'text-rose-800' : 'text-ink-900'}`}>
        {problems > 0 ? fill(copy.pageProblems, { count: problems }) : copy.pageClean}
      </summary>
      <div className="mt-2 grid gap-2 text-sm">
        {Array.isArray(lines) ? (
          <dl className="grid gap-1">
            {lines.map((line) => (
              <div key={line.label} className="grid grid-cols-[1.25rem_minmax(0,1fr)] gap-x-1" data-ok={line.ok}>
                <span aria-hidden="true" className={line.ok ? 'text-ink-700' : 'font-bold text-rose-700'}>
                  {line.ok ? '✓' : '✗'}
                </span>
                <dt className="font-medium text-ink-950">{line.label}</dt>
                <dd className="col-start-2 break-words text-ink-700">{line.detail}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-ink-700">{lines}</p>
        )}
        {own.length > 0 ? (
          <div>
            <p className="font-medium text-ink-950">{copy.checks.pageIssues}</p>
            <ul className="mt-1 grid gap-1">
              {own.map((issue, index) => {
                const badge = severityBadge(issue.severity)
                return (
                  <li key={index} className="flex flex-wrap items-start gap-2">
                    <Badge variant={badge.variant}>{badge.label}</Badge>
                    <span className="min-w-0 break-words text-ink-900">{issue.message}</span>
                  </li>
                )
              })}
            </ul>
          </div>
        ) : null}
      </div>
    </details>
  )
}

function History({ reports, shownId, onShow, copy }: { reports: MonitoringReportView[]; shownId: number; onShow: (id: number) => void; copy: MonitoringCopy }) {
  return (
    <section aria-labelledby="history-heading" className="min-w-0 rounded-card bg-white p-5 shadow-sm ring-1 ring-ink-900/10 sm:p-6">
      <h2 id="history-heading" className="text-lg font-semibold text-ink-950">
        {copy.historyHeading}
      </h2>
      <p className="mt-1 text-sm text-ink-700">{copy.historyIntro}</p>
      <div className="relative mt-3 overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm" data-testid="history">
          <thead>
            <tr className="text-ink-700">
              <th scope="col" className="py-2 font-medium">
                {copy.dateColumn}
              </th>
              <th scope="col" className="py-2 font-medium">
                {copy.statusColumn}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {copy.metrics.averageResponseTime}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {copy.issuesColumn}
              </th>
              <th scope="col" className="py-2 pl-3 text-right font-medium">
                <span className="sr-only">{copy.viewReport}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {reports.map((report) => {
              const counts = issueCounts(report)
              const shown = report.id === shownId
              return (
                <tr key={report.id} aria-current={shown ? 'true' : undefined} className="aria-[current=true]:bg-cream-50">
                  <th scope="row" className="py-2 pr-3 font-normal text-ink-900">
                    <time dateTime={report.reportDate}>{formatReportDate(report.reportDate)}</time>
                  </th>
                  <td className="py-2">
                    <StatusBadge status={report.status} />
                  </td>
                  <td className="py-2 text-right tabular-nums">{Number(report.metrics?.averageResponseTime ?? 0)} ms</td>
                  <td className="py-2 text-right tabular-nums">
                    {counts.high + counts.medium + counts.low}
                    <span className="text-ink-700">
                      {' '}
                      ({counts.high}/{counts.medium}/{counts.low})
                    </span>
                  </td>
                  <td className="py-2 pl-3 text-right">
                    {shown ? (
                      <span className="text-ink-700">{copy.viewing}</span>
                    ) : (
                      <button
                        type="button"
                        onClick={() => onShow(report.id)}
                        className={`${buttonStyles.secondary} min-h-9 px-3 text-sm`}
                        aria-label={`${copy.viewReport}: ${formatReportDate(report.reportDate)}`}
                      >
                        {copy.viewReport}
                      </button>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </section>
  )
}

function Report({ report, reports, copy, onShow }: { report: MonitoringReportView; reports: MonitoringReportView[]; copy: MonitoringCopy; onShow: (id: number | null) => void }) {
  const pages = pagesOf(report)
  const issues = Array.isArray(report.issues) ? report.issues : []
  const isLatest = report.id === reports[0]?.id
  return (
    <div className="mt-8 grid grid-cols-1 gap-6">
      <section aria-labelledby="latest-heading" className="rounded-card bg-white p-5 shadow-sm ring-1 ring-ink-900/10 sm:p-6">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="latest-heading" className="text-lg font-semibold text-ink-950">
            {isLatest ? copy.latestReport : fill(copy.reportOf, { date: formatReportDate(report.reportDate) })}
          </h2>
          <StatusBadge status={report.status} />
          {isLatest ? null : (
            <button type="button" onClick={() => onShow(null)} className={`${buttonStyles.secondary} min-h-9 px-3 text-sm`}>
              {copy.backToLatest}
            </button>
          )}
        </div>
        <p className="mt-1 text-sm text-ink-700">
          {copy.checkedOn} <time dateTime={report.reportDate}>{formatReportDate(report.reportDate)}</time>
        </p>
        <p className="mt-3 text-ink-900" data-testid="report-summary">
          {report.summary}
        </p>
      </section>

      <dl className="grid gap-4 sm:grid-cols-3">
        <MetricCard label={copy.metrics.averageResponseTime} value={`${Number(report.metrics?.averageResponseTime ?? 0)} ms`} />
        <MetricCard label={copy.metrics.pagesChecked} value={String(Number(report.metrics?.totalPagesChecked ?? pages.length))} />
        <MetricCard label={copy.metrics.issuesFound} value={String(issues.length)} />
      </dl>

      <section aria-labelledby="issues-heading" className="rounded-card bg-white p-5 shadow-sm ring-1 ring-ink-900/10 sm:p-6">
        <h2 id="issues-heading" className="text-lg font-semibold text-ink-950">
          {copy.issuesHeading}
        </h2>
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
      </section>

      <section aria-labelledby="pages-heading" className="min-w-0 rounded-card bg-white p-5 shadow-sm ring-1 ring-ink-900/10 sm:p-6">
        <h2 id="pages-heading" className="text-lg font-semibold text-ink-950">
          {copy.pagesHeading}
        </h2>
        <div className="relative mt-3 overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm" data-testid="pages">
            <thead>
              <tr className="text-ink-700">
                <th scope="col" className="w-[32%] py-2 font-medium">
                  {copy.pageColumn}
                </th>
                <th scope="col" className="w-28 py-2 text-right font-medium">
                  {copy.responseTimeColumn}
                </th>
                <th scope="col" className="w-24 py-2 pl-3 text-right font-medium">
                  {copy.statusColumn}
                </th>
                <th scope="col" className="py-2 pl-6 font-medium">
                  {copy.checksColumn}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {pages.map(([path, page]) => {
                const badge = pageStatusBadge(page.status)
                return (
                  <tr key={path} className="align-top">
                    <th scope="row" className="break-all py-2 pr-3 font-mono text-xs font-normal text-ink-900">
                      {path}
                    </th>
                    <td className="py-2 text-right tabular-nums">{page.responseTime} ms</td>
                    <td className="py-2 pl-3 text-right" data-testid="page-status">
                      <Badge variant={badge.variant}>{badge.label}</Badge>
                    </td>
                    <td className="py-2 pl-6">
                      <PageDetails path={path} page={page} issues={issues} copy={copy} />
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ResponseTimeChart pages={pages} heading={copy.chartHeading} />
        <div className="grid content-start gap-6">
          {reports.length > 1 ? <TrendChart reports={reports} heading={copy.trendHeading} intro={copy.trendIntro} /> : null}
          {reports.length > 1 ? <IssueTrendChart reports={reports} heading={copy.issueTrendHeading} intro={copy.issueTrendIntro} /> : null}
        </div>
      </div>

      <History reports={reports} shownId={report.id} onShow={onShow} copy={copy} />
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
            <button type="button" onClick={() => void load()} className={`${buttonStyles.secondary} ${buttonSizes.sm} mt-4`}>
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
      {state.phase === 'ready' && shown ? <Report report={shown} reports={state.reports} copy={copy} onShow={setShownId} /> : null}

      <p className="mt-10 border-t border-ink-100 pt-4 text-sm text-ink-700">{copy.scheduleNote}</p>
    </div>
  )
}
