import { fill } from '@/content/fill'
import type { UptimeCopy } from '@/content/types'
import { UPTIME_TARGET_LABELS } from '@/lib/uptime/constants'
import { utcDateTime } from '@/lib/uptime/format'
import { type Beat, HEARTBEAT_PROBES, type HeartbeatBar as Bar, type Heartbeats } from '@/lib/uptime/heartbeat'

const BEAT_STYLE: Record<Beat, string> = {
  up: 'bg-emerald-600',
  down: 'bg-rose-700',
  none: 'bg-ink-100',
}

/** "87 up, 3 down in the last 90 probes": the bar in words, leaving out counts of 0. */
export function heartbeatSummary(bar: Bar, copy: UptimeCopy): string {
  const counts = (['up', 'down', 'none'] as const)
    .filter((beat) => bar[beat] > 0)
    .map((beat) => fill(copy.heartbeatCounts[beat], { n: bar[beat] }))
  return fill(copy.heartbeatSummary, { counts: counts.join(', '), count: HEARTBEAT_PROBES })
}

/**
 * One target's last 90 probes as marks, oldest left (Uptime Kuma's heartbeat bar). The marks are drawn for the eye;
 * the summary under them says the same in words.
 */
export function HeartbeatBar({ bar, span, copy }: { bar: Bar; span: Heartbeats; copy: UptimeCopy }) {
  return (
    <li data-testid="heartbeat" data-target={bar.target}>
      <p className="text-sm font-medium text-ink-900">{UPTIME_TARGET_LABELS[bar.target]}</p>
      <div aria-hidden="true" className="mt-1 flex h-6 gap-px" data-beats={bar.beats.join(' ')}>
        {bar.beats.map((beat, index) => (
          <span key={index} className={`min-w-0 flex-1 rounded-[1px] ${BEAT_STYLE[beat]}`} />
        ))}
      </div>
      <p className="mt-1 flex flex-wrap justify-between gap-x-3 text-xs text-ink-700">
        <span data-testid="heartbeat-summary">{heartbeatSummary(bar, copy)}</span>
        {span.from && span.to ? (
          <span>{fill(copy.heartbeatSpan, { from: utcDateTime(span.from), to: utcDateTime(span.to) })}</span>
        ) : null}
      </p>
    </li>
  )
}

/** The bars of some targets under their heading (`id` names the list). */
export function HeartbeatList({
  id,
  bars,
  span,
  copy,
}: {
  id: string
  bars: Bar[]
  span: Heartbeats
  copy: UptimeCopy
}) {
  if (bars.length === 0) return null
  return (
    <>
      <h3 id={id} className="mt-5 text-sm font-semibold text-ink-950">
        {copy.heartbeatHeading}
      </h3>
      <ul className="mt-2 grid gap-4" aria-labelledby={id}>
        {bars.map((bar) => (
          <HeartbeatBar key={bar.target} bar={bar} span={span} copy={copy} />
        ))}
      </ul>
    </>
  )
}
