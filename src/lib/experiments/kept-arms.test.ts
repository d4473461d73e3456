import { describe, expect, it } from 'vitest'

import { cookiePolicySeed } from '@/seed/pages/cookie-policy'

import { armFor } from './assign'
import {
  formatKeptArms,
  KEPT_ARMS_COOKIE,
  KEPT_ARMS_MAX_AGE_S,
  keptArm,
  keptArmsSetCookie,
  keptArmsValue,
  newSeed,
  parseKeptArms,
} from './kept-arms'

const SEED = '0123456789abcdef'

describe('the kept-arms cookie', () => {
  it('reads back what it writes: a seed and the arms named', () => {
    const value = formatKeptArms({
      seed: SEED,
      arms: new Map([
        [12, 'variant'],
        [3, 'original'],
      ]),
    })
    expect(value).toBe('0123456789abcdef.12v.3o')
    const kept = parseKeptArms(value)!
    expect(kept.seed).toBe(SEED)
    expect([...kept.arms]).toEqual([
      [12, 'variant'],
      [3, 'original'],
    ])
    expect(parseKeptArms(SEED)).toEqual({ seed: SEED, arms: new Map() })
  })

  it('finds its own value among other cookies, and only its own', () => {
    expect(keptArmsValue(`a=1; experiment-arms=${SEED}.4v; b=2`)).toBe(`${SEED}.4v`)
    expect(keptArmsValue(`experiment-arms=${SEED}`)).toBe(SEED)
    expect(keptArmsValue(`my-experiment-arms=${SEED}`)).toBeUndefined()
    expect(keptArmsValue('a=1')).toBeUndefined()
    expect(keptArmsValue(undefined)).toBeUndefined()
  })

  it('treats any value not of its own format as no cookie', () => {
    const hostile = [
      '',
      'abc',
      `${SEED.toUpperCase()}`,
      `${SEED}0`,
      `${SEED}.`,
      `${SEED}.0v`,
      `${SEED}.12x`,
      `${SEED}.12345678901v`,
      `${SEED}.1v\u0000`,
      `${SEED}.-1v`,
      `${SEED}${'.1v'.repeat(65)}`,
      `${SEED}.1v.2o%00`,
    ]
    for (const value of hostile) {
      expect(parseKeptArms(value), value).toBeUndefined()
      expect(keptArmsValue(`experiment-arms=${value}`), value).toBeUndefined()
    }
    expect(parseKeptArms(`${SEED}${'.1v'.repeat(64)}`)).toBeDefined()
  })

  it('gives a named experiment its kept arm and any other the seed’s draw', () => {
    const kept = parseKeptArms(`${SEED}.5o`)!
    expect(keptArm(kept, 5, 100)).toBe('original')
    for (const id of [6, 7, 8, 9]) expect(keptArm(kept, id, 50)).toBe(armFor(id, SEED, 50))
    // The seed's draw splits like the day's visitor id: 10,000 seeds within 2 points of the share.
    const variants = Array.from({ length: 10_000 }, () => keptArm(parseKeptArms(newSeed())!, 9, 20)).filter(
      (arm) => arm === 'variant',
    ).length
    expect(Math.abs(variants / 100 - 20)).toBeLessThan(2)
  })

  it('is first-party, HttpOnly, as long as the consent, and removed with Max-Age=0', () => {
    expect(keptArmsSetCookie(`${SEED}.1v`, true)).toBe(
      `experiment-arms=${SEED}.1v; Max-Age=${KEPT_ARMS_MAX_AGE_S}; Path=/; SameSite=Lax; HttpOnly; Secure`,
    )
    expect(KEPT_ARMS_MAX_AGE_S).toBe(15_552_000)
    expect(keptArmsSetCookie(undefined, false)).toBe('experiment-arms=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly')
  })

  it('is named in the cookie policy, under performance cookies', () => {
    const body = JSON.stringify(cookiePolicySeed.body)
    const performance = body.slice(body.indexOf('Performance Cookies'), body.indexOf('Functional Cookies'))
    expect(performance).toContain(`cookie of our own, ${KEPT_ARMS_COOKIE},`)
    expect(performance).toContain('6 months')
  })
})
