import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common'

/** Staff passwords: at least this many characters… */
export const MIN_PASSWORD_LENGTH = 12
/** …and at least this zxcvbn score (0–4; 3 = "safely unguessable": about 10^8 guesses or more). */
export const MIN_PASSWORD_SCORE = 3
/** Longer than any phrase a person types; bounds the estimator's work on hostile input. */
export const MAX_PASSWORD_LENGTH = 256

export const PASSWORD_RULE = `At least ${MIN_PASSWORD_LENGTH} characters and hard to guess: a phrase of several unrelated words works well.`

let estimator: ZxcvbnFactory | undefined

// Built on first use: the dictionaries (common passwords, names, words) take ~20 ms to load.
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, useLevenshteinDistance: true })
  return estimator
}

const HINTS: Record<string, string> = {
  commonPasswords: 'It is one of the most common passwords.',
  similarToCommon: 'It is very close to a common password.',
  topTen: 'It is one of the ten most common passwords.',
  topHundred: 'It is one of the hundred most common passwords.',
  wordByItself: 'A single word is easy to guess.',
  namesByThemselves: 'A name on its own is easy to guess.',
  commonNames: 'Common names and surnames are easy to guess.',
  userInputs: 'It contains the username, the person’s name or the agency’s name.',
  straightRow: 'A straight row of keys is easy to guess.',
  keyPattern: 'A keyboard pattern is easy to guess.',
  simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
  extendedRepeat: 'Repeated patterns like "abcabc" are easy to guess.',
  sequences: 'Sequences like "abc" or "6543" are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
}

/**
 * Why a staff password is refused, or undefined when it is strong enough. `userInputs` (username,
 * name, agency name) count as known words, so a password built from them scores low.
 */
export function passwordProblem(
  password: string,
  userInputs: readonly (string | null | undefined)[] = [],
): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long (it has ${password.length}).`
  if (password.length > MAX_PASSWORD_LENGTH)
    return `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`
  const inputs = userInputs.flatMap((input) =>
    input ? [input, ...input.split(/[^\p{L}\p{N}]+/u).filter((part) => part.length >= 3)] : [],
  )
  const result = zxcvbn().check(password, inputs)
  if (result.score >= MIN_PASSWORD_SCORE) return undefined
  const hint = result.feedback.warning ? HINTS[result.feedback.warning] : undefined
  return ['This password is too easy to guess.', hint, 'Use a longer phrase of several unrelated words.']
    .filter(Boolean)
    .join(' ')
}
