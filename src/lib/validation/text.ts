import { z } from 'zod'

import './zod-jitless'

/** Half of a character (a UTF-16 surrogate with no partner): no encoding can store it, and PostgreSQL refuses it. */
const LONE_SURROGATE = /\p{Cs}/u

/** Whether a string is well-formed Unicode (`String.prototype.isWellFormed`, which older browsers lack). */
export const isWellFormedText = (value: string) => !LONE_SURROGATE.test(value)

export const ILL_FORMED_TEXT = 'Contains a broken character; please retype it'

/** Line breaks and other control characters (C0, DEL, C1, and the Unicode line and paragraph separators). */
const LINE_BREAK_OR_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

/** Whether a string is one line of visible text: no line break or control character anywhere. */
export const isOneLine = (value: string) => !LINE_BREAK_OR_CONTROL.test(value)

/** The string on one line, for output: each run of line breaks and control characters becomes one space. */
export const asOneLine = (value: string) =>
  value.replace(new RegExp(`${LINE_BREAK_OR_CONTROL.source}+`, 'g'), ' ').trim()

/**
 * A string the site takes from outside (socket events, forms, REST bodies, settings): every input
 * schema builds its strings here, so ill-formed Unicode is refused before any other check or write.
 * `error` is the message for a value that is not a string at all.
 */
export const inputString = (error?: string) => z.string(error).refine(isWellFormedText, ILL_FORMED_TEXT)
