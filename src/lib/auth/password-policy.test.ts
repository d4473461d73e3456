import { describe, expect, it } from 'vitest'

import { MIN_PASSWORD_LENGTH, passwordProblem } from './password-policy'

describe('staff password policy', () => {
  it('refuses short passwords, naming the minimum', () => {
    expect(passwordProblem('abc')).toMatch(`at least ${MIN_PASSWORD_LENGTH} characters`)
    expect(passwordProblem('Xk9#mQ2$vL7')).toMatch(/at least 12/)
  })

  it('refuses long but guessable passwords: common ones, keyboard rows, repeats, the user’s own names', () => {
    for (const weak of ['password1234', 'qwertyuiop123', 'aaaaaaaaaaaaaaaa', '123456789012', 'iloveyou2025!']) {
      expect(passwordProblem(weak), weak).toMatch(/too easy to guess/)
    }
    expect(passwordProblem('marketing-editor', ['marketing-editor'])).toMatch(/username/)
  }, 30_000)

  it('accepts a phrase of unrelated words and a random string', () => {
    expect(passwordProblem('copper lantern drifts south')).toBeUndefined()
    expect(passwordProblem('Xk9#mQ2$vL7@pR')).toBeUndefined()
  })
})
