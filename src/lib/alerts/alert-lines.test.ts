import { describe, expect, it } from 'vitest'

import { type AlertRow, alertLines } from './alert-lines'

let id = 0
const row = (fields: Partial<AlertRow>): AlertRow => ({
  id: ++id,
  kind: 'visitor-waiting',
  channel: 'push',
  status: 'sent',
  summary: 'Ana waits on /faq',
  recipients: 1,
  createdAt: '2026-12-01T10:00:00.000Z',
  conversation: 7,
  ...fields,
})

describe('alertLines', () => {
  it('one wait pushed to nobody and e-mailed is one alert that says both, e-mail first', () => {
    const lines = alertLines([
      row({ channel: 'push', status: 'skipped', recipients: 0, createdAt: '2026-12-01T10:00:01.000Z' }),
      row({ channel: 'email', status: 'sent', recipients: 1 }),
    ])
    expect(lines).toHaveLength(1)
    expect(lines[0]!.sent).toEqual([
      { channel: 'email', status: 'sent', recipients: 1 },
      { channel: 'push', status: 'skipped', recipients: 0 },
    ])
    expect(lines[0]!.summary).toBe('Ana waits on /faq')
  })

  it('keeps apart other conversations, other kinds, the same channel twice and waits minutes apart', () => {
    const lines = alertLines([
      row({ channel: 'push', createdAt: '2026-12-01T10:05:00.000Z' }),
      row({ channel: 'push', conversation: 8, summary: 'Bo waits on /' }),
      row({ channel: 'push', kind: 'conversation-started' }),
      row({ channel: 'push' }),
      row({ channel: 'email' }),
    ])
    expect(lines.map((line) => [line.summary, line.sent.map((s) => s.channel)])).toEqual([
      ['Ana waits on /faq', ['push']],
      ['Bo waits on /', ['push']],
      ['Ana waits on /faq', ['push']],
      ['Ana waits on /faq', ['email', 'push']],
    ])
  })
})
