import type { ResponseChart } from './report'

export type ChartLine = { target: string; segments: string[]; dots: { x: number; y: number }[] }
export type ChartGeometry = { width: number; height: number; max: number; lines: ChartLine[] }

/** A round axis maximum above the highest point: 100, 200, 250, 500, 1000, 2000… ms. */
export function niceMax(value: number): number {
  if (value <= 100) return 100
  const power = 10 ** Math.floor(Math.log10(value))
  for (const step of [1, 2, 2.5, 5, 10]) if (value <= step * power) return step * power
  return 10 * power
}

/**
 * The SVG polylines of a response-time chart: one per target, broken where an hour has no answered
 * probe (a gap is drawn as a gap, not as a line across it); a lone point is drawn as a dot.
 */
export function chartGeometry(chart: ResponseChart, width: number, height: number): ChartGeometry {
  const values = chart.series.flatMap((line) => line.points.filter((point): point is number => point !== null))
  const max = niceMax(Math.max(0, ...values))
  const step = chart.hours.length > 1 ? width / (chart.hours.length - 1) : 0
  const x = (index: number) => Math.round(index * step * 10) / 10
  const y = (value: number) => Math.round((height - (value / max) * height) * 10) / 10
  const lines = chart.series.map((line) => {
    const segments: string[] = []
    const dots: { x: number; y: number }[] = []
    let run: [number, number][] = []
    const close = () => {
      if (run.length === 1) dots.push({ x: run[0]![0], y: run[0]![1] })
      else if (run.length > 1) segments.push(run.map(([px, py]) => `${px},${py}`).join(' '))
      run = []
    }
    line.points.forEach((point, index) => (point === null ? close() : run.push([x(index), y(point)])))
    close()
    return { target: line.target, segments, dots }
  })
  return { width, height, max, lines }
}
