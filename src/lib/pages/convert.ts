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

/**
 * The copy a saved document (or version, or a seed as it is saved) holds, read through the fields that
 * saved it; `T` is the type Payload generates from those fields. The one cast joining a page's field
 * config to its generated type: the walker reads by the fields at run time, and load.test.ts proves it
 * reads every page's seed back as the seed.
 */
export function copyFromDoc<T>(doc: unknown, fields: Field[]): Copy<T> {
  return read(doc, fields) as Copy<T>
}

/** Fills each string under `value` in place; an object reached twice (shared in the copy) is filled once. */
function fillStrings(value: unknown, map: (text: string) => string, seen = new WeakSet<object>()): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return
  seen.add(value)
  if (Array.isArray(value))
    value.forEach((item: unknown, index) => {
      if (typeof item === 'string') value[index] = map(item)
      else fillStrings(item, map, seen)
    })
  else
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === 'string') Object.assign(value, { [key]: map(item) })
      else fillStrings(item, map, seen)
    }
}

/** A copy of `value` with every string passed through `map` (placeholders filled). */
export function mapStrings<T extends object>(value: T, map: (text: string) => string): T {
  const copy = structuredClone(value)
  fillStrings(copy, map)
  return copy
}
