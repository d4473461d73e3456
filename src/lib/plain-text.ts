/** PostgreSQL text cannot hold NUL characters, and nobody can see one: inputs drop them before their checks. */
export const withoutNul = (value: string) => value.replaceAll('\u0000', '')
