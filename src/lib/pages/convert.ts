import type { Field } from 'payload'

import type { Copy } from './copy'
import { OPTIONAL_GROUP } from './field-kit'

/**
 * A saved page document is its copy apart from row ids, empty values (null, '') and optional groups
 * left empty; this walks the page's own field config to read the copy out of it.
 */

type Doc = Record<string, unknown>
const isDoc = (value: unknown): value is Doc => typeof value === 'object' && value !== null && !Array.isArray(value)
const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) ? value.length === 0 : isDoc(value) && Object.values(value).every(isEmpty))

function read(source: unknown, fields: Field[]): Doc {
  const doc = isDoc(source) ? source : {}
  const copy: Doc = {}
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') Object.assign(copy, read(doc, field.fields))
    else if (field.type === 'tabs')
      for (const tab of field.tabs)
        Object.assign(
          copy,
          'name' in tab && tab.name ? { [tab.name]: read(doc[tab.name], tab.fields) } : read(doc, tab.fields),
        )
    else if (!('name' in field) || field.type === 'ui') continue
    else if (field.type === 'group') {
      const inner = read(doc[field.name], field.fields)
      if (!(field.custom?.[OPTIONAL_GROUP] && isEmpty(inner))) copy[field.name] = inner
    } else if (field.type === 'array') {
      const rows = doc[field.name]
      copy[field.name] = Array.isArray(rows) ? rows.map((row) => read(row, field.fields)) : []
    } else if (field.type === 'text' && field.hasMany) {
      const texts = doc[field.name]
      copy[field.name] = Array.isArray(texts) ? texts.filter((text) => typeof text === 'string' && text !== '') : []
    } else if (!isEmpty(doc[field.name])) copy[field.name] = doc[field.name]
  }
  return copy
}

/** The copy a saved document (or version) holds, read through the fields that saved it. */
export function copyFromDoc<T>(doc: T, fields: Field[]): Copy<T> {
  return read(doc, fields) as Copy<T>
}

/** Every string of `value` passed through `map` (placeholders filled). */
export function mapStrings<T>(value: T, map: (text: string) => string): T {
  if (typeof value === 'string') return map(value) as T
  if (Array.isArray(value)) return value.map((item: unknown) => mapStrings(item, map)) as T
  if (isDoc(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)])) as T
  return value
}
