import { describe, expect, it } from 'vitest'

import { lastConfirmedAt, type ListedMessage, mergeMessages } from './messages'

const message = (
  id: number,
  clientId: string,
  createdAt: string,
  extra: Partial<ListedMessage> = {},
): ListedMessage => ({
  id,
  conversationId: 1,
  clientId,
  senderType: 'visitor',
  senderName: 'Ava',
  message: clientId,
  createdAt,
  ...extra,
})

describe('mergeMessages', () => {
  it('orders by created time then id, whatever order messages arrive in', () => {
    const merged = mergeMessages(
      [],
      [
        message(3, 'c', '2026-01-01T00:00:02Z'),
        message(1, 'a', '2026-01-01T00:00:01Z'),
        message(2, 'b', '2026-01-01T00:00:01Z'),
      ],
    )
    expect(merged.map((m) => m.clientId)).toEqual(['a', 'b', 'c'])
  })

  it('keeps one entry per client id: the confirmed copy replaces the pending one, repeats change nothing', () => {
    const pending = message(0, 'x', '2026-01-01T00:00:05Z', { pending: true })
    const start = mergeMessages([message(1, 'a', '2026-01-01T00:00:01Z')], [pending])
    expect(start.at(-1)).toMatchObject({ clientId: 'x', pending: true })
    const confirmed = mergeMessages(start, [message(7, 'x', '2026-01-01T00:00:03Z')])
    expect(confirmed).toHaveLength(2)
    expect(confirmed.at(-1)).toMatchObject({ id: 7 })
    expect(confirmed.at(-1)?.pending).toBeFalsy()
    expect(mergeMessages(confirmed, [message(7, 'x', '2026-01-01T00:00:03Z')])).toBe(confirmed)
    // A late pending copy never hides the confirmed one.
    expect(mergeMessages(confirmed, [pending])).toBe(confirmed)
  })

  it('keeps pending messages after confirmed ones', () => {
    const merged = mergeMessages(
      [message(0, 'p', '2026-01-01T00:00:00Z', { pending: true })],
      [message(5, 'a', '2026-01-01T00:10:00Z')],
    )
    expect(merged.map((m) => m.clientId)).toEqual(['a', 'p'])
    expect(lastConfirmedAt(merged)).toBe('2026-01-01T00:10:00Z')
    expect(lastConfirmedAt([message(0, 'p', 'x', { pending: true })])).toBeUndefined()
  })
})
