import type { Field } from 'payload'

import { OPTIONAL_GROUP, OPTIONAL_LIST, STRING_LIST } from './field-kit'

/**
 * Page copy and the Payload document holding it differ in two ways only: a list of texts is an
 * array of rows with one `text` each, and rows carry ids. These walk the page's own field config.
 */

type Doc = Record<string, unknown>
const isDoc = (value: unknown): value is Doc => typeof value === 'object' && value !== null && !Array.isArray(value)
const rowsOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
const marked = (field: Field, mark: string) => Boolean((field as { custom?: Record<string, unknown> }).custom?.[mark])

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true
  if (Array.isArray(value)) return value.length === 0
  if (isDoc(value)) return Object.values(value).every(isEmpty)
  return false
}

/** The copy a saved page document holds: string lists unwrapped, ids and empty optional parts left out. */
export function copyFromDoc(doc: unknown, fields: Field[]): Doc {
  const source = isDoc(doc) ? doc : {}
  const copy: Doc = {}
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') {
      Object.assign(copy, copyFromDoc(source, field.fields))
      continue
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) Object.assign(copy, 'name' in tab && tab.name ? { [tab.name]: copyFromDoc(source[tab.name], tab.fields) } : copyFromDoc(source, tab.fields))
      continue
    }
    // Payload adds an `id` to every array row's fields.
    if (!('name' in field) || field.type === 'ui' || field.name === 'id') continue
    const value = source[field.name]
    if (field.type === 'group') {
      const inner = copyFromDoc(value, field.fields)
      if (!(marked(field, OPTIONAL_GROUP) && isEmpty(inner))) copy[field.name] = inner
    } else if (field.type === 'array') {
      const rows = marked(field, STRING_LIST)
        ? rowsOf(value)
            .map((row) => (isDoc(row) && typeof row.text === 'string' ? row.text : ''))
            .filter((text) => text !== '')
        : rowsOf(value).map((row) => copyFromDoc(row, field.fields))
      if (!(marked(field, OPTIONAL_LIST) && rows.length === 0)) copy[field.name] = rows
    } else if (value !== null && value !== undefined && value !== '') {
      copy[field.name] = value
    }
  }
  return copy
}

/** The document that saves `copy` (the seed): string lists wrapped into rows. */
export function docFromCopy(copy: unknown, fields: Field[]): Doc {
  const source = isDoc(copy) ? copy : {}
  const doc: Doc = {}
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') {
      Object.assign(doc, docFromCopy(source, field.fields))
      continue
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) Object.assign(doc, 'name' in tab && tab.name ? { [tab.name]: docFromCopy(source[tab.name], tab.fields) } : docFromCopy(source, tab.fields))
      continue
    }
    if (!('name' in field) || field.type === 'ui' || field.name === 'id' || !(field.name in source)) continue
    const value = source[field.name]
    if (field.type === 'group') doc[field.name] = docFromCopy(value, field.fields)
    else if (field.type === 'array')
      doc[field.name] = marked(field, STRING_LIST) ? rowsOf(value).map((text) => ({ text })) : rowsOf(value).map((row) => docFromCopy(row, field.fields))
    else doc[field.name] = value
  }
  return doc
}

/** Every string of `value` passed through `map` (placeholders filled). */
export function mapStrings<T>(value: T, map: (text: string) => string): T {
  if (typeof value === 'string') return map(value) as T
  if (Array.isArray(value)) return value.map((item: unknown) => mapStrings(item, map)) as T
  if (isDoc(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)])) as T
  return value
}
