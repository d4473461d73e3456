/** PostgreSQL text cannot hold NUL characters, and nobody can see one: inputs drop them before their checks. */
export const withoutNul = (value: string) => value.replaceAll('\u0000', '')

/**
 * C0 and C1 control characters (tabs and line breaks included) and the bidirectional embedding, override and isolate
 * controls (U+202A-202E, U+2066-2069) removed: a short label, such as a UTM value, is one line of text that reads as
 * it is stored, and cannot turn the text after it around where staff read it.
 */
export const withoutControlCharacters = (value: string) =>
  value.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '')

/** "open" → "Open": how a stored value reads as a label. */
export const capitalized = (value: string) => (value === '' ? value : value[0]!.toUpperCase() + value.slice(1))

/** Select options whose labels are their values, capitalized. */
export const capitalizedOptions = <T extends string>(values: readonly T[]) =>
  values.map((value) => ({ label: capitalized(value), value }))
