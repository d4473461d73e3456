import type { Field } from 'payload'

import { keyOrderedJson } from '@/lib/pages/load'

/**
 * A variant is stored as the page's copy sections that differ from its published copy (the top-level fields of the
 * page: `hero`, `about`, …), each whole. The SEO tab is never part of it: a search result, a share image and the
 * structured data always name the page as published.
 */
export type VariantChanges = Record<string, unknown>
type Copy = Record<string, unknown>

const NEVER_TESTED = new Set(['seo'])

/** The sections of `draft` that differ from `published`; a section the draft left out is null (removed). */
export function changesOf(draft: Copy, published: Copy): VariantChanges {
  const changes: VariantChanges = {}
  for (const key of new Set([...Object.keys(draft), ...Object.keys(published)])) {
    if (NEVER_TESTED.has(key)) continue
    if (keyOrderedJson(draft[key]) !== keyOrderedJson(published[key])) changes[key] = draft[key] ?? null
  }
  return changes
}

/** The page's copy as the variant shows it: `base` (the published copy now) with the variant's sections in place. */
export function withChanges<T extends Copy>(base: T, changes: VariantChanges): T {
  const copy: Copy = { ...base }
  for (const [key, value] of Object.entries(changes)) {
    if (NEVER_TESTED.has(key)) continue
    if (value === null) delete copy[key]
    else copy[key] = value
  }
  return copy as T
}

export type Problem = { path: string; message: string }

const isCopy = (value: unknown): value is Copy => typeof value === 'object' && value !== null && !Array.isArray(value)
const filled = (value: unknown) => value !== undefined && value !== null && value !== ''

function rowsProblem(path: string, rows: unknown, min: number | undefined, max: number | undefined): Problem[] {
  const count = Array.isArray(rows) ? rows.length : 0
  if (min !== undefined && count < min) return [{ path, message: `Needs at least ${min} item(s); it has ${count}.` }]
  if (max !== undefined && count > max) return [{ path, message: `Takes at most ${max} item(s); it has ${count}.` }]
  return []
}

/**
 * What keeps a copy from being published through the page's own fields: required texts left empty, texts over their
 * length, lists with too few or too many items, and the page's own checks of icons and links. Payload saves a draft
 * without these checks, so a variant taken from a draft is checked here before it is shown to anyone.
 */
export function problemsOf(fields: Field[], source: unknown, prefix = ''): Problem[] {
  const copy = isCopy(source) ? source : {}
  const problems: Problem[] = []
  const at = (name: string) => (prefix ? `${prefix}.${name}` : name)
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') problems.push(...problemsOf(field.fields, copy, prefix))
    else if (field.type === 'tabs')
      for (const tab of field.tabs)
        problems.push(
          ...('name' in tab && tab.name
            ? problemsOf(tab.fields, copy[tab.name], at(tab.name))
            : problemsOf(tab.fields, copy, prefix)),
        )
    else if (!('name' in field) || field.type === 'ui') continue
    else if (field.type === 'group') {
      if (copy[field.name] !== undefined) problems.push(...problemsOf(field.fields, copy[field.name], at(field.name)))
    } else if (field.type === 'array') {
      const rows = copy[field.name]
      problems.push(...rowsProblem(at(field.name), rows, field.minRows, field.maxRows))
      if (Array.isArray(rows))
        rows.forEach((row, index) => problems.push(...problemsOf(field.fields, row, at(`${field.name}.${index}`))))
    } else if ((field.type === 'text' || field.type === 'textarea') && !('hasMany' in field && field.hasMany)) {
      const value = copy[field.name]
      if (field.required && !filled(value)) problems.push({ path: at(field.name), message: 'This field is required.' })
      else if (typeof value === 'string' && field.maxLength !== undefined && value.length > field.maxLength)
        problems.push({ path: at(field.name), message: `At most ${field.maxLength} characters.` })
      else if (filled(value) && typeof field.validate === 'function') {
        // The pages' own checks (icons, links) read only the value.
        const verdict = (field.validate as (value: unknown) => unknown)(value)
        if (typeof verdict === 'string') problems.push({ path: at(field.name), message: verdict })
      }
    } else if (field.type === 'text') {
      problems.push(...rowsProblem(at(field.name), copy[field.name], field.minRows, field.maxRows))
    } else if (field.type === 'richText' && field.required && !filled(copy[field.name])) {
      problems.push({ path: at(field.name), message: 'This field is required.' })
    }
  }
  return problems
}
