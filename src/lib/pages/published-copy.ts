import { fill } from '@/content/fill'

import { mapStrings } from './convert'
import type { PageCopy, SavedCopies } from './copy'
import type { Placeholder } from './field-kit'
import { assemblePageCopy } from './registry'

/**
 * The published copy of each page this process renders with, placeholders unfilled. Like the site
 * settings (src/lib/settings/current.ts) it lives on globalThis: server.ts and Next's bundles each
 * hold their own copy of this module. A page missing here renders its seed copy.
 */
const SLOT = Symbol.for('site.pageCopy')
type Loaded = { pages: SavedCopies; started: number; applied: number; version: number }
type Holder = { [SLOT]?: Loaded }
const holder = globalThis as Holder

function loaded(): Loaded {
  holder[SLOT] ??= { pages: {}, started: 0, applied: 0, version: 0 }
  return holder[SLOT]
}

/** Numbers a read of the pages, so that of two overlapping reads the later one wins. */
export function pageReadStarted(): number {
  return ++loaded().started
}

/** Makes `pages` the copy rendered with (unless a later read was applied already); whether anything changed. */
export function applyPageCopy(pages: SavedCopies, read?: number): boolean {
  const state = loaded()
  if (read !== undefined) {
    if (read < state.applied) return false
    state.applied = read
  }
  if (JSON.stringify(pages) === JSON.stringify(state.pages)) return false
  state.pages = pages
  state.version++
  return true
}

/** Whether any page's published copy differs from its seed (what the build rendered). */
export function pagesEdited(): boolean {
  return Object.keys(loaded().pages).length > 0
}

export type PlaceholderValues = Record<Placeholder, string>

let filled: { version: number; key: string; copy: PageCopy } | undefined

/**
 * Every page's copy with its placeholders filled; worked out again only when the copy or the values
 * change. `drafts` (a staff preview) replace the published copy of their pages for one render.
 */
export function pageCopy(values: PlaceholderValues, drafts?: SavedCopies): PageCopy {
  const { version, pages } = loaded()
  if (drafts) return mapStrings(assemblePageCopy({ ...pages, ...drafts }), (text) => fill(text, values))
  const key = JSON.stringify(values)
  if (filled?.version !== version || filled.key !== key) {
    filled = { version, key, copy: mapStrings(assemblePageCopy(pages), (text) => fill(text, values)) }
  }
  return filled.copy
}
