/** A relationship's id, whether Payload gave the id or the populated document. */
export const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

/** An optional relationship's id (null: none). */
export const idOrNull = (value: number | { id: number } | null | undefined) =>
  value === null || value === undefined ? null : idOf(value)
