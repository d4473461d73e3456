import { fill } from '@/content/fill'
import type { StaffReportsCopy } from '@/content/types'
import type { FunnelReport } from '@/lib/reports/funnel'

import { number, shortDay, weekLabel } from './format'

/** Longer ranges are drawn week by week: a year of days is too many bars to read. */
const MOST_DAYS = 92
const BAR = 10
const VISITOR_LANE = 96
const BOOKED_LANE = 40
const GAP = 14

type Point = { key: string; label: string; visitors: number; booked: number }

/**
 * Visitors and booked calls per day (per week past three months) as two lanes of bars sharing one time
 * axis, each lane scaled to its own largest figure and labelled with it: booked calls are a few where
 * visitors are hundreds, and one scale would flatten them. Each bar names its figures; server-drawn SVG.
 */
export function TrafficChart({ copy, report }: { copy: StaffReportsCopy['chart']; report: FunnelReport }) {
  const weekly = report.days.length > MOST_DAYS
  const points: Point[] = weekly
    ? report.weeks.map((w) => ({
        key: w.start,
        label: weekLabel(w),
        visitors: w.visitors,
        booked: w.booked - w.cancelled,
      }))
    : report.days.map((d) => ({
        key: d.day,
        label: shortDay(d.day),
        visitors: d.visitors,
        booked: d.booked - d.cancelled,
      }))
  const unit = weekly ? copy.week : copy.day
  const mostVisitors = Math.max(0, ...points.map((p) => p.visitors))
  const mostBooked = Math.max(0, ...points.map((p) => p.booked))
  const width = points.length * BAR
  const height = VISITOR_LANE + GAP + BOOKED_LANE
  const bar = (value: number, most: number, lane: number) =>
    most === 0 ? 0 : Math.max(value > 0 ? 1.5 : 0, (value / most) * lane)
  return (
    <figure className="space-y-2" data-testid="traffic-chart">
      <figcaption className="font-semibold text-ink-950">{fill(copy.title, { unit })}</figcaption>
      <div className="grid grid-cols-[auto_1fr] gap-x-3 text-xs text-ink-700">
        <div className="relative h-38 min-w-16 text-right" aria-hidden="true">
          <span className="absolute right-0 top-0">{fill(copy.most, { value: number(mostVisitors) })}</span>
          <span className="absolute right-0" style={{ top: `${((VISITOR_LANE + GAP) / height) * 100}%` }}>
            {fill(copy.most, { value: number(mostBooked) })}
          </span>
        </div>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          className="h-38 w-full"
          role="img"
          aria-labelledby="traffic-chart-title traffic-chart-description"
        >
          <title id="traffic-chart-title">{fill(copy.title, { unit })}</title>
          <desc id="traffic-chart-description">
            {fill(copy.description, {
              count: points.length,
              unit,
              visitors: number(mostVisitors),
              booked: number(mostBooked),
            })}
          </desc>
          <line
            x1="0"
            x2={width}
            y1={VISITOR_LANE - 0.25}
            y2={VISITOR_LANE - 0.25}
            className="stroke-ink-100"
            strokeWidth="0.5"
          />
          <line x1="0" x2={width} y1={height - 0.25} y2={height - 0.25} className="stroke-ink-100" strokeWidth="0.5" />
          {points.map((point, index) => {
            const visitors = bar(point.visitors, mostVisitors, VISITOR_LANE)
            const booked = bar(point.booked, mostBooked, BOOKED_LANE)
            return (
              <g key={point.key} data-visitors={point.visitors} data-booked={point.booked}>
                <title>{`${point.label}: ${number(point.visitors)} visitors, ${number(point.booked)} booked calls`}</title>
                <rect
                  x={index * BAR + 1}
                  y={VISITOR_LANE - visitors}
                  width={BAR - 2}
                  height={visitors}
                  className="fill-ink-500"
                />
                <rect
                  x={index * BAR + 1}
                  y={height - booked}
                  width={BAR - 2}
                  height={booked}
                  className="fill-rose-700"
                />
              </g>
            )
          })}
        </svg>
      </div>
      <div className="flex flex-wrap justify-between gap-2 text-xs text-ink-700">
        <span>{points[0]?.label}</span>
        <span className="flex gap-3">
          <span className="inline-flex items-center gap-1">
            <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-ink-500" /> {copy.visitorsLegend}
          </span>
          <span className="inline-flex items-center gap-1">
            <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-rose-700" /> {copy.bookedLegend}
          </span>
        </span>
        <span>{points.at(-1)?.label}</span>
      </div>
    </figure>
  )
}
