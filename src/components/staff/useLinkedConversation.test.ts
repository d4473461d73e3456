import { describe, expect, it } from 'vitest'

import { linkedConversationId } from './useLinkedConversation'

describe('linkedConversationId', () => {
  it('reads a positive id from the console link', () => {
    expect(linkedConversationId('?conversation=42')).toBe(42)
    expect(linkedConversationId('?x=1&conversation=7')).toBe(7)
  })

  it('ignores anything else', () => {
    for (const search of [
      '',
      '?conversation=',
      '?conversation=0',
      '?conversation=-1',
      '?conversation=1e3',
      '?conversation=12345678901',
      '?conversation=abc',
    ]) {
      expect(linkedConversationId(search)).toBeNull()
    }
  })
})
