import { describe, expect, it } from 'vitest'

import { isInputDataError } from './database-errors'

describe('database errors caused by input', () => {
  it('finds a data exception or a missing operator in the error or its causes', () => {
    expect(isInputDataError({ message: 'Failed query', cause: { code: '22021' } })).toBe(true)
    expect(isInputDataError({ cause: { cause: { code: '22P02' } } })).toBe(true)
    expect(isInputDataError({ code: '42883' })).toBe(true)
  })

  it('leaves every other error alone', () => {
    expect(isInputDataError({ code: '42P01', message: 'relation does not exist' })).toBe(false)
    expect(isInputDataError({ code: '23505' })).toBe(false)
    expect(isInputDataError({ code: 'ECONNREFUSED' })).toBe(false)
    expect(isInputDataError(new Error('boom'))).toBe(false)
    expect(isInputDataError(undefined)).toBe(false)
  })
})
