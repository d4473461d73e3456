import { Badge } from '@/components/ui/Badge'
import { Card, cardStyles } from '@/components/ui/Card'
import { DataTable, figureCell, figureColumns } from '@/components/ui/Table'
import { fill } from '@/content/fill'
import type { UptimeCopy } from '@/content/types'
import type { BadgeVariant } from '@/lib/ui/badge'
import { chartGeometry } from '@/lib/uptime/chart'
import { formatDuration, formatUptime, uptimePercent } from '@/lib/uptime/classify'
import { isExternalTarget, UPTIME_TARGET_LABELS, type UptimeTarget } from '@/lib/uptime/constants'
import { utcDateTime, utcHour } from '@/lib/uptime/format'
import type { Heartbeats } from '@/lib/uptime/heartbeat'
import {
  type IncidentRow,
  UPTIME_WINDOWS,
  type UptimeCounts,
  type UptimeReport,
  type UptimeRow,
} from '@/lib/uptime/report'
import type { ServiceState, ServiceStatus, SiteState, SiteStatus } from '@/lib/uptime/status'

import { HeartbeatList } from './HeartbeatBar'

/** Everything the uptime part of /monitoring shows, read and derived on the server. */
export type UptimeViewData = {
  report: UptimeReport
  heartbeats: Heartbeats
  status: SiteStatus
  external: ServiceStatus[]
  intervalMinutes: number
}

/** Each line is told apart by its dash as well as its colour. */
const LINE_STYLE: Record<UptimeTarget, { stroke: string; swatch: string; dash?: string }> = {
  home: { stroke: 'stroke-ink-900', swatch: 'bg-ink-900' },
  health: { stroke: 'stroke-rose-700', swatch: 'bg-rose-700', dash: '6 4' },
  article: { stroke: 'stroke-ink-500', swatch: 'bg-ink-500', dash: '2 3' },
  booking: { stroke: 'stroke-gold-400', swatch: 'bg-gold-400', dash: '10 3 2 3' },
  certificate: { stroke: 'stroke-ink-700', swatch: 'bg-ink-700' },
}

function Figure({ counts, copy }: { counts: UptimeCounts; copy: UptimeCopy }) {
  const percent = uptimePercent(counts.passed, counts.total)
  const down = percent !== null && percent < 100
  return (
    <>
      <span className={`block font-semibold ${down ? 'text-rose-800' : 'text-ink-950'}`}>{formatUptime(percent)}</span>
      {counts.total > 0 ? (
        <span className="block text-xs text-ink-700">
          {fill(copy.probeCount, { passed: counts.passed, total: counts.total })}
        </span>
      ) : null}
    </>
  )
}

function UptimeTable({
  rows,
  caption,
  testId,
  copy,
}: {
  rows: UptimeRow[]
  caption: string
  testId: string
  copy: UptimeCopy
}) {
  return (
    <DataTable
      caption={caption}
      columns={figureColumns(
        copy.targetColumn,
        UPTIME_WINDOWS.map((window) => copy.windows[window]),
      )}
      testId={testId}
      minWidth="min-w-[32rem]"
      className="mt-4"
    >
      {rows.map((row) => (
        <tr key={row.target} data-target={row.target} className={row.target === 'overall' ? 'bg-cream-50' : undefined}>
          <th
            scope="row"
            className={`px-3 py-2 text-left ${row.target === 'overall' ? 'font-semibold' : 'font-normal'}`}
          >
            {row.target === 'overall' ? copy.overall : UPTIME_TARGET_LABELS[row.target]}
          </th>
          {UPTIME_WINDOWS.map((window) => (
            <td key={window} className={figureCell}>
              <Figure counts={row.windows[window]} copy={copy} />
            </td>
          ))}
        </tr>
      ))}
    </DataTable>
  )
}

function Incidents({
  incidents,
  now,
  copy,
  testId,
  caption,
}: {
  incidents: IncidentRow[]
  now: string
  copy: UptimeCopy
  testId: string
  caption: string
}) {
  const columns = [copy.targetColumn, copy.openedColumn, copy.closedColumn, copy.durationColumn, copy.causeColumn].map(
    (label) => ({ label }),
  )
  return (
    <DataTable caption={caption} columns={columns} testId={testId} minWidth="min-w-[40rem]" bodyClassName="align-top">
      {incidents.map((incident) => {
        const duration = formatDuration(Date.parse(incident.closedAt ?? now) - Date.parse(incident.openedAt))
        return (
          <tr key={incident.id}>
            <th scope="row" className="px-3 py-2 font-medium">
              {UPTIME_TARGET_LABELS[incident.target]}
              {isExternalTarget(incident.target) ? copy.externalSuffix : null}
            </th>
            <td className="whitespace-nowrap px-3 py-2">
              <time dateTime={incident.openedAt}>{utcDateTime(incident.openedAt)}</time>
            </td>
            <td className="whitespace-nowrap px-3 py-2">
              {incident.closedAt ? <time dateTime={incident.closedAt}>{utcDateTime(incident.closedAt)}</time> : '–'}
            </td>
            <td className="whitespace-nowrap px-3 py-2 tabular-nums">
              {incident.closedAt ? duration : fill(copy.ongoing, { duration })}
            </td>
            <td className="break-words px-3 py-2 text-ink-700">{incident.cause}</td>
          </tr>
        )
      })}
    </DataTable>
  )
}

const WIDTH = 720
const HEIGHT = 180

/** Hourly response time per target as lines (SVG, no script), with the same figures in a table. */
function ResponseChart({ report, copy }: { report: UptimeReport; copy: UptimeCopy }) {
  const { chart } = report
  if (chart.series.length === 0) return <p className="mt-3 text-sm text-ink-700">{copy.chartEmpty}</p>
  const geometry = chartGeometry(chart, WIDTH, HEIGHT)
  const names = chart.series.map((line) => UPTIME_TARGET_LABELS[line.target])
  return (
    <>
      <figure className="mt-4">
        <div className="flex gap-2">
          <div
            aria-hidden="true"
            className="flex h-40 flex-col justify-between text-right text-xs tabular-nums text-ink-700"
          >
            <span>{geometry.max} ms</span>
            <span>0</span>
          </div>
          <svg
            viewBox={`-4 -4 ${WIDTH + 8} ${HEIGHT + 8}`}
            preserveAspectRatio="none"
            className="h-40 min-w-0 flex-1"
            role="img"
            aria-labelledby="uptime-chart-title"
            aria-describedby="uptime-chart-description"
            data-testid="uptime-chart"
          >
            <title id="uptime-chart-title">{copy.chartTitle}</title>
            <desc id="uptime-chart-description">
              {fill(copy.chartDescription, { targets: names.join(', '), max: geometry.max })}
            </desc>
            <line
              x1="0"
              x2={WIDTH}
              y1={HEIGHT}
              y2={HEIGHT}
              className="stroke-ink-100"
              strokeWidth="1"
              vectorEffect="non-scaling-stroke"
            />
            <line
              x1="0"
              x2={WIDTH}
              y1={HEIGHT / 2}
              y2={HEIGHT / 2}
              className="stroke-ink-100"
              strokeWidth="1"
              vectorEffect="non-scaling-stroke"
            />
            {geometry.lines.map((line) => {
              const style = LINE_STYLE[line.target as UptimeTarget]
              return (
                <g key={line.target} className={style.stroke}>
                  {line.segments.map((points) => (
                    <polyline
                      key={points}
                      points={points}
                      fill="none"
                      strokeWidth="2"
                      strokeDasharray={style.dash}
                      vectorEffect="non-scaling-stroke"
                      strokeLinejoin="round"
                    />
                  ))}
                  {line.dots.map((dot) => (
                    <line
                      key={`${dot.x}`}
                      x1={dot.x}
                      x2={dot.x + 0.01}
                      y1={dot.y}
                      y2={dot.y}
                      strokeWidth="6"
                      strokeLinecap="round"
                      vectorEffect="non-scaling-stroke"
                    />
                  ))}
                </g>
              )
            })}
          </svg>
        </div>
        <figcaption className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-ink-700">
          <span>{utcHour(chart.hours[0]!)}</span>
          <span className="flex flex-wrap gap-3">
            {chart.series.map((line) => (
              <span key={line.target} className="inline-flex items-center gap-1">
                <span
                  aria-hidden="true"
                  className={`inline-block h-1 w-4 rounded-sm ${LINE_STYLE[line.target].swatch}`}
                />{' '}
                {UPTIME_TARGET_LABELS[line.target]}
              </span>
            ))}
          </span>
          <span>{utcHour(chart.hours.at(-1)!)}</span>
        </figcaption>
      </figure>
      <details className="mt-3">
        <summary className="cursor-pointer rounded-md text-sm font-medium text-ink-900">{copy.chartTable}</summary>
        <DataTable
          caption={copy.chartTitle}
          columns={figureColumns(copy.hourColumn, names)}
          testId="uptime-chart-table"
          className="mt-2"
        >
          {chart.hours.map((hour, index) => (
            <tr key={hour}>
              <th scope="row" className="px-3 py-2 text-left font-normal">
                {utcHour(hour)}
              </th>
              {chart.series.map((line) => (
                <td key={line.target} className={figureCell}>
                  {line.points[index] === null ? '–' : `${line.points[index]} ms`}
                </td>
              ))}
            </tr>
          ))}
        </DataTable>
      </details>
    </>
  )
}

const STATE_STYLE: Record<SiteState, { dot: string; text: string }> = {
  operational: { dot: 'bg-emerald-600', text: 'text-emerald-800' },
  degraded: { dot: 'bg-gold-400 ring-1 ring-ink-700', text: 'text-ink-950' },
  down: { dot: 'bg-rose-700', text: 'text-rose-800' },
  unknown: { dot: 'bg-ink-500', text: 'text-ink-950' },
}

const SERVICE_BADGES: Record<ServiceState, BadgeVariant> = {
  up: 'outline',
  slow: 'secondary',
  down: 'destructive',
  unknown: 'outline',
}

/** The one overall state, what is failing in a line, and when the site was last probed. */
function SiteStatusCard({ data, copy }: { data: UptimeViewData; copy: UptimeCopy }) {
  const { status, report } = data
  const style = STATE_STYLE[status.state]
  return (
    <section
      aria-labelledby="site-status-heading"
      className={cardStyles}
      data-testid="site-status"
      data-state={status.state}
    >
      <h2 id="site-status-heading" className="text-sm font-medium text-ink-700">
        {copy.stateHeading}
      </h2>
      <p className={`mt-1 flex items-center gap-2 font-display text-3xl font-semibold ${style.text}`}>
        <span aria-hidden="true" className={`size-3 shrink-0 rounded-full ${style.dot}`} />
        {copy.states[status.state]}
      </p>
      <p className="mt-2 text-ink-900" data-testid="site-status-line">
        {status.line}
      </p>
      <p className="mt-1 text-sm text-ink-700">
        {report.lastProbeAt ? fill(copy.lastProbe, { time: utcDateTime(report.lastProbeAt) }) : copy.noProbes}{' '}
        {fill(copy.interval, { minutes: data.intervalMinutes })}
      </p>
    </section>
  )
}

/** The booking provider and any other external target: each with its own state, figures, bar and open incidents. */
function ExternalServices({ data, copy }: { data: UptimeViewData; copy: UptimeCopy }) {
  const { report, heartbeats } = data
  const rows = report.rows.filter((row) => row.target !== 'overall' && isExternalTarget(row.target))
  const open = report.open.filter((incident) => isExternalTarget(incident.target))
  return (
    <Card id="external-heading" heading={copy.externalHeading} testId="external-services">
      <p className="mt-1 text-sm text-ink-700">{copy.externalIntro}</p>
      <ul className="mt-3 grid gap-2">
        {data.external.map((service) => (
          <li
            key={service.target}
            data-testid="external-service"
            data-target={service.target}
            data-state={service.state}
            className="flex flex-wrap items-center gap-x-3 gap-y-1"
          >
            <span className="font-medium text-ink-950">{UPTIME_TARGET_LABELS[service.target]}</span>
            <Badge variant={SERVICE_BADGES[service.state]}>{copy.serviceStates[service.state]}</Badge>
            <span className="basis-full text-sm break-words text-ink-700 sm:basis-auto">{service.line}</span>
          </li>
        ))}
      </ul>
      {rows.length > 0 ? (
        <UptimeTable
          rows={rows}
          caption={`${copy.externalHeading}: ${copy.heading}`}
          testId="external-uptime-table"
          copy={copy}
        />
      ) : null}
      <HeartbeatList
        id="external-heartbeats-heading"
        bars={heartbeats.bars.filter((bar) => isExternalTarget(bar.target))}
        span={heartbeats}
        copy={copy}
      />
      {open.length > 0 ? (
        <Incidents
          incidents={open}
          now={report.now}
          copy={copy}
          testId="external-open-incidents"
          caption={`${copy.externalHeading}: ${copy.openHeading}`}
        />
      ) : null}
    </Card>
  )
}

/**
 * /monitoring's uptime: the site's state, figures and heartbeat bars of its own targets, the external services
 * apart, open and past incidents, response times. Server-rendered.
 */
export function UptimeView({ data, copy }: { data: UptimeViewData; copy: UptimeCopy }) {
  const { report, heartbeats } = data
  const ownRows = report.rows.filter((row) => row.target === 'overall' || !isExternalTarget(row.target))
  const ownOpen = report.open.filter((incident) => !isExternalTarget(incident.target))
  return (
    <div className="mt-8 grid grid-cols-1 gap-6" data-testid="uptime">
      <SiteStatusCard data={data} copy={copy} />
      <Card id="uptime-heading" heading={copy.heading}>
        <p className="mt-1 text-sm text-ink-700">{copy.intro}</p>
        {report.lastProbeAt ? (
          <UptimeTable rows={ownRows} caption={copy.heading} testId="uptime-table" copy={copy} />
        ) : null}
        <HeartbeatList
          id="heartbeats-heading"
          bars={heartbeats.bars.filter((bar) => !isExternalTarget(bar.target))}
          span={heartbeats}
          copy={copy}
        />
      </Card>
      <ExternalServices data={data} copy={copy} />
      <Card id="open-incidents-heading" heading={copy.openHeading}>
        {ownOpen.length === 0 ? (
          <p className="mt-3 text-sm text-ink-700">{copy.noOpen}</p>
        ) : (
          <Incidents
            incidents={ownOpen}
            now={report.now}
            copy={copy}
            testId="open-incidents"
            caption={copy.openHeading}
          />
        )}
      </Card>
      <Card id="uptime-chart-heading" heading={copy.chartHeading}>
        <ResponseChart report={report} copy={copy} />
      </Card>
      <Card id="past-incidents-heading" heading={copy.pastHeading}>
        {report.past.length === 0 ? (
          <p className="mt-3 text-sm text-ink-700">{copy.noPast}</p>
        ) : (
          <Incidents
            incidents={report.past}
            now={report.now}
            copy={copy}
            testId="past-incidents"
            caption={copy.pastHeading}
          />
        )}
      </Card>
    </div>
  )
}
