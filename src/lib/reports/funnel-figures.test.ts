import { describe, expect, it } from 'vitest'

import type { FunnelReport } from './funnel'
import {
  change,
  csvCell,
  formatPerHundred,
  formatRate,
  funnelCsv,
  funnelRates,
  perHundredVisitors,
  rate,
  toCsv,
  valueLabel,
} from './funnel-figures'

describe('rates', () => {
  it('count chats, clicks and bookings per visitor of the same days, never against the step before', () => {
    expect(rate(1, 4)).toBe(0.25)
    expect(rate(3, 0)).toBeNull()
    // More clicks than chats (most clicks come without a chat): no figure says 160 % of anything.
    expect(funnelRates({ visitors: 1000, conversations: 50, clicks: 80, booked: 20, cancelled: 2 })).toEqual({
      conversations: 0.05,
      clicks: 0.08,
      booked: 0.02,
    })
    expect(funnelRates({ visitors: 0, conversations: 0, clicks: 0, booked: 0, cancelled: 0 })).toEqual({
      conversations: null,
      clicks: null,
      booked: null,
    })
  })

  it('read per 100 visitors with one decimal', () => {
    expect(formatPerHundred(null)).toBe('–')
    expect(formatPerHundred(0)).toBe('0')
    expect(formatPerHundred(0.0312)).toBe('3.1')
    expect(formatPerHundred(0.004)).toBe('0.4')
    expect(formatPerHundred(1.2)).toBe('120')
  })

  it('per 100 visitors only where it can be read as one: never more events than visitors', () => {
    expect(perHundredVisitors(3, 100)).toBe('3')
    expect(perHundredVisitors(1, 800)).toBe('0.1')
    expect(perHundredVisitors(100, 100)).toBe('100')
    expect(perHundredVisitors(17, 1)).toBe('–')
    expect(perHundredVisitors(0, 0)).toBe('–')
  })

  it('change against the period before: up, down, same, new, none', () => {
    expect(change(15, 12)).toEqual({ kind: 'up', percent: 25 })
    expect(change(6, 10)).toEqual({ kind: 'down', percent: 40 })
    expect(change(1000, 1001)).toEqual({ kind: 'same', percent: 0 })
    expect(change(3, 0)).toEqual({ kind: 'new' })
    expect(change(0, 0)).toEqual({ kind: 'none' })
    expect(change(0, 4)).toEqual({ kind: 'down', percent: 100 })
  })

  it('read as percents: one decimal under 10 %', () => {
    expect(formatRate(null)).toBe('–')
    expect(formatRate(0)).toBe('0%')
    expect(formatRate(0.00804)).toBe('0.8%')
    expect(formatRate(0.05)).toBe('5%')
    expect(formatRate(0.4249)).toBe('42%')
    expect(formatRate(1.6)).toBe('160%')
  })

  it('name the none bucket', () => {
    expect(valueLabel('referrer_host', '')).toBe('Direct')
    expect(valueLabel('utm_campaign', '')).toBe('(none)')
    expect(valueLabel('landing_page', '/blog')).toBe('/blog')
  })
})

describe('CSV', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(12)).toBe('12')
    expect(
      toCsv([
        ['a', 1],
        ['b,c', null],
      ]),
    ).toBe('a,1\r\n"b,c",\r\n')
  })

  it('keeps a spreadsheet from running text as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`)
    expect(csvCell('+1')).toBe("'+1")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\tcmd')).toBe("'\tcmd")
    expect(csvCell('a=b')).toBe('a=b')
  })

  it('writes the report as one table: totals, weeks, days, breakdowns, articles', () => {
    const counts = { visitors: 100, conversations: 10, clicks: 5, booked: 2, cancelled: 1 }
    const report: FunnelReport = {
      range: { from: '2026-11-04', to: '2026-11-10', days: 7 },
      totals: counts,
      days: [
        { day: '2026-11-04', ...counts },
        { day: '2026-11-05', visitors: 0, conversations: 0, clicks: 0, booked: 0, cancelled: 0 },
      ],
      weeks: [
        { start: '2026-11-02', from: '2026-11-04', to: '2026-11-08', ...counts },
        {
          start: '2026-11-09',
          from: '2026-11-09',
          to: '2026-11-10',
          visitors: 0,
          conversations: 0,
          clicks: 0,
          booked: 0,
          cancelled: 0,
        },
      ],
      breakdowns: {
        landing_page: [{ value: '/blog/a', ...counts }],
        referrer_host: [{ value: '', ...counts }],
        utm_campaign: [{ value: '=cmd', ...counts }],
        utm_source: [],
        utm_medium: [],
        link_source: [{ value: 'hero', visitors: null, conversations: null, clicks: 5, booked: 2, cancelled: 1 }],
      },
      articles: [{ path: '/blog/a', title: 'Growth, fast', ...counts }],
    }
    expect(funnelCsv(report).split('\r\n')).toEqual([
      'section,value,title,from,to,visitors,chats,booking clicks,calls booked,cancelled,chats per visitor,booking clicks per visitor,calls booked per visitor',
      'total,,,2026-11-04,2026-11-10,100,10,5,2,1,0.1,0.05,0.02',
      'week,2026-11-02,,2026-11-04,2026-11-08,100,10,5,2,1,0.1,0.05,0.02',
      'week,2026-11-09,,2026-11-09,2026-11-10,0,0,0,0,0,,,',
      'day,2026-11-04,,2026-11-04,2026-11-04,100,10,5,2,1,0.1,0.05,0.02',
      'day,2026-11-05,,2026-11-05,2026-11-05,0,0,0,0,0,,,',
      'landing page,/blog/a,,2026-11-04,2026-11-10,100,10,5,2,1',
      'referrer,Direct,,2026-11-04,2026-11-10,100,10,5,2,1',
      "campaign,'=cmd,,2026-11-04,2026-11-10,100,10,5,2,1",
      'booking link,hero,,2026-11-04,2026-11-10,,,5,2,1',
      'blog article,/blog/a,"Growth, fast",2026-11-04,2026-11-10,100,10,5,2,1',
      '',
    ])
  })
})
