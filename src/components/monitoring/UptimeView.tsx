import type { ReactNode } from 'react'

import { fill } from '@/content/fill'
import type { UptimeCopy } from '@/content/types'
import { chartGeometry } from '@/lib/uptime/chart'
import { formatDuration, formatUptime, uptimePercent } from '@/lib/uptime/classify'
import { UPTIME_TARGET_LABELS, type UptimeTarget } from '@/lib/uptime/constants'
import { utcDateTime, utcHour } from '@/lib/uptime/format'
import { type IncidentRow, UPTIME_WINDOWS, type UptimeCounts, type UptimeReport } from '@/lib/uptime/report'

const card = 'min-w-0 rounded-card bg-white p-5 shadow-sm ring-1 ring-ink-900/10 sm:p-6'
const cell = 'px-3 py-2 text-right tabular-nums'
const head = 'px-3 py-2 text-right font-semibold text-ink-900'

/** Each line is told apart by its dash as well as its colour. */
const LINE_STYLE: Record<UptimeTarget, { stroke: string; swatch: string; dash?: string }> = {
  home: { stroke: 'stroke-ink-900', swatch: 'bg-ink-900' },
  health: { stroke: 'stroke-rose-700', swatch: 'bg-rose-700', dash: '6 4' },
  article: { stroke: 'stroke-ink-500', swatch: 'bg-ink-500', dash: '2 3' },
  booking: { stroke: 'stroke-gold-400', swatch: 'bg-gold-400', dash: '10 3 2 3' },
  certificate: { stroke: 'stroke-ink-700', swatch: 'bg-ink-700' },
}

/** A table wider than a phone scrolls sideways; the region takes focus so a keyboard can scroll it too (WCAG 2.1.1). */
function Scroll({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`${className} overflow-x-auto rounded-md`}>
      {children}
    </div>
  )
}

function Figure({ counts, copy }: { counts: UptimeCounts; copy: UptimeCopy }) {
  const percent = uptimePercent(counts.passed, counts.total)
  const down = percent !== null && percent < 100
  return (
    <>
      <span className={`block font-semibold ${down ? 'text-rose-800' : 'text-ink-950'}`}>{formatUptime(percent)}</span>
      {counts.total > 0 ? <span className="block text-xs text-ink-700">{fill(copy.probeCount, { passed: counts.passed, total: counts.total })}</span> : null}
    </>
  )
}

function UptimeTable({ report, copy }: { report: UptimeReport; copy: UptimeCopy }) {
  return (
    <Scroll label={copy.heading} className="mt-4">
      <table className="w-full min-w-[32rem] text-sm text-ink-900" data-testid="uptime-table">
        <caption className="sr-only">{copy.heading}</caption>
        <thead className="border-b border-ink-100">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {copy.targetColumn}
            </th>
            {UPTIME_WINDOWS.map((window) => (
              <th key={window} scope="col" className={head}>
                {copy.windows[window]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {report.rows.map((row) => (
            <tr key={row.target} data-target={row.target} className={row.target === 'overall' ? 'bg-cream-50' : undefined}>
              <th scope="row" className={`px-3 py-2 text-left ${row.target === 'overall' ? 'font-semibold' : 'font-normal'}`}>
                {row.target === 'overall' ? copy.overall : UPTIME_TARGET_LABELS[row.target]}
              </th>
              {UPTIME_WINDOWS.map((window) => (
                <td key={window} className={cell}>
                  <Figure counts={row.windows[window]} copy={copy} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  )
}

function Incidents({ incidents, now, copy, testId, caption }: { incidents: IncidentRow[]; now: string; copy: UptimeCopy; testId: string; caption: string }) {
  return (
    <Scroll label={caption} className="mt-3">
      <table className="w-full min-w-[40rem] text-left text-sm text-ink-900" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-ink-100">
          <tr>
            {[copy.targetColumn, copy.openedColumn, copy.closedColumn, copy.durationColumn, copy.causeColumn].map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100 align-top">
          {incidents.map((incident) => {
            const duration = formatDuration(Date.parse(incident.closedAt ?? now) - Date.parse(incident.openedAt))
            return (
              <tr key={incident.id}>
                <th scope="row" className="px-3 py-2 font-medium">
                  {UPTIME_TARGET_LABELS[incident.target]}
                </th>
                <td className="whitespace-nowrap px-3 py-2">
                  <time dateTime={incident.openedAt}>{utcDateTime(incident.openedAt)}</time>
                </td>
                <td className="whitespace-nowrap px-3 py-2">{incident.closedAt ? <time dateTime={incident.closedAt}>{utcDateTime(incident.closedAt)}</time> : '–'}</td>
                <td className="whitespace-nowrap px-3 py-2 tabular-nums">{incident.closedAt ? duration : fill(copy.ongoing, { duration })}</td>
                <td className="break-words px-3 py-2 text-ink-700">{incident.cause}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </Scroll>
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
    <figure className="mt-4">
      <div className="flex gap-2">
        <div aria-hidden="true" className="flex h-40 flex-col justify-between text-right text-xs tabular-nums text-ink-700">
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
          <desc id="uptime-chart-description">{fill(copy.chartDescription, { targets: names.join(', '), max: geometry.max })}</desc>
          <line x1="0" x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-ink-100" strokeWidth="1" vectorEffect="non-scaling-stroke" />
          <line x1="0" x2={WIDTH} y1={HEIGHT / 2} y2={HEIGHT / 2} className="stroke-ink-100" strokeWidth="1" vectorEffect="non-scaling-stroke" />
          {geometry.lines.map((line) => {
            const style = LINE_STYLE[line.target as UptimeTarget]
            return (
              <g key={line.target} className={style.stroke}>
                {line.segments.map((points) => (
                  <polyline key={points} points={points} fill="none" strokeWidth="2" strokeDasharray={style.dash} vectorEffect="non-scaling-stroke" strokeLinejoin="round" />
                ))}
                {line.dots.map((dot) => (
                  <line key={`${dot.x}`} x1={dot.x} x2={dot.x + 0.01} y1={dot.y} y2={dot.y} strokeWidth="6" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
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
              <span aria-hidden="true" className={`inline-block h-1 w-4 rounded-sm ${LINE_STYLE[line.target].swatch}`} /> {UPTIME_TARGET_LABELS[line.target]}
            </span>
          ))}
        </span>
        <span>{utcHour(chart.hours.at(-1)!)}</span>
      </figcaption>
      <details className="mt-3">
        <summary className="cursor-pointer rounded-md text-sm font-medium text-ink-900">{copy.chartTable}</summary>
        <Scroll label={copy.chartTable} className="mt-2">
          <table className="w-full text-sm" data-testid="uptime-chart-table">
            <caption className="sr-only">{copy.chartTitle}</caption>
            <thead className="border-b border-ink-100">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  {copy.hourColumn}
                </th>
                {names.map((name) => (
                  <th key={name} scope="col" className={head}>
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {chart.hours.map((hour, index) => (
                <tr key={hour}>
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    {utcHour(hour)}
                  </th>
                  {chart.series.map((line) => (
                    <td key={line.target} className={cell}>
                      {line.points[index] === null ? '–' : `${line.points[index]} ms`}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      </details>
    </figure>
  )
}

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="text-lg font-semibold text-ink-950">
        {heading}
      </h2>
      {children}
    </section>
  )
}

/** /monitoring's uptime: figures per target and window, open and past incidents, response times. Server-rendered. */
export function UptimeView({ report, copy }: { report: UptimeReport; copy: UptimeCopy }) {
  return (
    <div className="mt-8 grid grid-cols-1 gap-6" data-testid="uptime">
      <Section id="uptime-heading" heading={copy.heading}>
        <p className="mt-1 text-sm text-ink-700">{copy.intro}</p>
        <p className="mt-1 text-sm text-ink-700">{report.lastProbeAt ? fill(copy.lastProbe, { time: utcDateTime(report.lastProbeAt) }) : copy.noProbes}</p>
        {report.lastProbeAt ? <UptimeTable report={report} copy={copy} /> : null}
      </Section>
      <Section id="open-incidents-heading" heading={copy.openHeading}>
        {report.open.length === 0 ? (
          <p className="mt-3 text-sm text-ink-700">{copy.noOpen}</p>
        ) : (
          <Incidents incidents={report.open} now={report.now} copy={copy} testId="open-incidents" caption={copy.openHeading} />
        )}
      </Section>
      <Section id="uptime-chart-heading" heading={copy.chartHeading}>
        <ResponseChart report={report} copy={copy} />
      </Section>
      <Section id="past-incidents-heading" heading={copy.pastHeading}>
        {report.past.length === 0 ? (
          <p className="mt-3 text-sm text-ink-700">{copy.noPast}</p>
        ) : (
          <Incidents incidents={report.past} now={report.now} copy={copy} testId="past-incidents" caption={copy.pastHeading} />
        )}
      </Section>
    </div>
  )
}
