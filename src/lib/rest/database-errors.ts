import type { AfterErrorHook } from 'payload'

/**
 * PostgreSQL's "data exception" class (SQLSTATE 22…: a NUL character in text, a number out of range,
 * an invalid date or enum value) and "operator does not exist" (42883) mean the request carried a
 * value the database cannot store or compare: the client's mistake, not the server's. Payload would
 * answer them 500; this answers 400. Every other error keeps its status.
 */
export function isInputDataError(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^(22[0-9A-Z]{3}|42883)$/.test(code)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

export const INPUT_DATA_ERROR_MESSAGE =
  'The request holds a value that cannot be stored or compared (for example a NUL character or a number out of range).'

export const answerInputDataErrors: AfterErrorHook = ({ error }) =>
  isInputDataError(error) ? { status: 400, response: { errors: [{ message: INPUT_DATA_ERROR_MESSAGE }] } } : undefined
