import { describe, expect, it } from 'vitest'

import { HEARTBEAT_PROBES, heartbeatBars, type ProbeMark } from './heartbeat'

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 12, minute)).toISOString()

describe('heartbeatBars', () => {
  it('shows the newest 90 runs oldest first, padding the slots before the first run and a run without the target as none', () => {
    const marks: ProbeMark[] = []
    for (let minute = 0; minute < 100; minute++) {
      marks.push({ at: at(minute), target: 'home', ok: minute !== 95 })
      // The article is probed only from minute 50 on (no published article before).
      if (minute >= 50) marks.push({ at: at(minute), target: 'article', ok: true })
    }
    const { from, to, bars } = heartbeatBars(marks.map((mark) => mark.at).reverse(), marks)
    expect(from).toBe(at(10))
    expect(to).toBe(at(99))
    expect(bars.map((bar) => bar.target)).toEqual(['home', 'article'])
    const [home, article] = bars
    expect(home!.beats).toHaveLength(HEARTBEAT_PROBES)
    expect(home!.beats.at(-5)).toBe('down')
    expect(home).toMatchObject({ up: 89, down: 1, none: 0 })
    expect(article!.beats.slice(0, 40).every((beat) => beat === 'none')).toBe(true)
    expect(article!.beats[40]).toBe('up')
    expect(article).toMatchObject({ up: 50, down: 0, none: 40 })
  })

  it('pads on the left while fewer than 90 runs are stored, and is empty without any', () => {
    const marks: ProbeMark[] = [
      { at: at(1), target: 'booking', ok: false },
      { at: at(2), target: 'booking', ok: true },
    ]
    const { bars } = heartbeatBars([at(2), at(1)], marks)
    expect(bars[0]!.beats.slice(-3)).toEqual(['none', 'down', 'up'])
    expect(bars[0]).toMatchObject({ up: 1, down: 1, none: 88 })
    expect(heartbeatBars([], [])).toEqual({ from: null, to: null, bars: [] })
  })
})
