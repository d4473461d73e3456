import { describe, expect, it } from 'vitest'

import { ILL_FORMED_TEXT, inputString, isOneLine, isWellFormedText } from './text'

describe('input strings', () => {
  it('refuse a lone surrogate anywhere (high or low half, alone or in text), and keep whole characters', () => {
    for (const broken of ['\ud800', '\udfff', 'page\ud83d', '/\udc00x', '\udc00\ud83d']) {
      expect(isWellFormedText(broken)).toBe(false)
      expect(
        inputString()
          .safeParse(broken)
          .error?.issues.map((issue) => issue.message),
      ).toEqual([ILL_FORMED_TEXT])
    }
    for (const whole of ['', 'plain', 'Zoë', '日本語', '👋🏽 hi', '\ud83d\ude00']) {
      expect(isWellFormedText(whole)).toBe(true)
      expect(inputString().parse(whole)).toBe(whole)
    }
  })

  it('chain with further checks, which see only well-formed text', () => {
    const schema = inputString('Required').trim().min(2, 'Too short')
    expect(schema.safeParse(42).error?.issues[0]?.message).toBe('Required')
    expect(schema.safeParse(' a ').error?.issues[0]?.message).toBe('Too short')
    expect(schema.parse('  ab  ')).toBe('ab')
  })

  it('one line: no line break or control character', () => {
    expect(isOneLine('Ava Lee')).toBe(true)
    for (const multi of ['Ava\nLee', 'Ava\rLee', 'Ava\u2028Lee', 'Ava\u0085Lee', 'Ava\tLee', 'Ava\u001bLee'])
      expect(isOneLine(multi)).toBe(false)
  })
})
