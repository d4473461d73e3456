import { describe, expect, it } from 'vitest'

import { chartGeometry, niceMax } from './chart'

describe('niceMax', () => {
  it('rounds the axis up to 100, 200, 250, 500 steps', () => {
    expect([0, 80, 100, 101, 180, 240, 260, 900, 1001, 4200].map(niceMax)).toEqual([
      100, 100, 100, 200, 200, 250, 500, 1000, 2000, 5000,
    ])
  })
})

describe('chartGeometry', () => {
  it('draws each target as polylines broken at hours without an answer, a lone point as a dot', () => {
    const chart = {
      hours: ['h0', 'h1', 'h2', 'h3', 'h4'],
      series: [{ target: 'home' as const, points: [100, 200, null, 50, null] }],
    }
    const geometry = chartGeometry(chart, 400, 100)
    expect(geometry.max).toBe(200)
    expect(geometry.lines).toEqual([{ target: 'home', segments: ['0,50 100,0'], dots: [{ x: 300, y: 75 }] }])
  })

  it('has nothing to draw without points', () => {
    expect(chartGeometry({ hours: ['h0', 'h1'], series: [] }, 400, 100)).toEqual({
      width: 400,
      height: 100,
      max: 100,
      lines: [],
    })
  })
})
