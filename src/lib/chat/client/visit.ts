import { currentConsent } from '@/lib/consent/consent'

/**
 * This visit's landing page, referrer, UTM tags and page trail, kept in sessionStorage (this tab,
 * this visit) only with functional consent, and sent only if the visitor starts a chat (the landing
 * also as the first touch of a booking click or contact message: see currentLanding). Paths only:
 * query strings are dropped, as they can carry anything. No zod here: this runs in the launcher,
 * on every page, before any chat code loads.
 */
export const VISIT_KEY = 'chat:visit'
const TRAIL_KEEP = 30
const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const

export type KeptVisit = {
  landing: { path: string; referrer: string | null; utm: Partial<Record<(typeof UTM_KEYS)[number], string>> }
  trail: { path: string; at: string }[]
}

type PageView = { path: string; search: string; referrer: string; host: string; at: string }

/** Another host that sent the visitor here, or null (none, or a page of this site). */
function externalReferrer(referrer: string, host: string): string | null {
  try {
    const from = new URL(referrer).host
    return from && from !== host ? from : null
  } catch {
    return null
  }
}

/** The visit after one more page view: the first view is the landing; each new page joins the trail. */
export function visitAfter(previous: KeptVisit | null, view: PageView): KeptVisit {
  if (!previous) {
    const params = new URLSearchParams(view.search)
    const utm: KeptVisit['landing']['utm'] = {}
    for (const key of UTM_KEYS) {
      const value = params.get(`utm_${key}`)
      // Cut at 100 characters, never inside a surrogate pair (the server refuses half a character).
      if (value) utm[key] = value.slice(0, 100).replace(/[\ud800-\udbff]$/, '')
    }
    return {
      landing: { path: view.path, referrer: externalReferrer(view.referrer, view.host), utm },
      trail: [{ path: view.path, at: view.at }],
    }
  }
  if (previous.trail.at(-1)?.path === view.path) return previous
  return { ...previous, trail: [...previous.trail, { path: view.path, at: view.at }].slice(-TRAIL_KEEP) }
}

function read(): KeptVisit | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? 'null') as KeptVisit | null
    return value?.landing && Array.isArray(value.trail) ? value : null
  } catch {
    return null
  }
}

/** How this document was reached (its first page view), in memory only: gone with the document. */
let documentLanding: KeptVisit['landing'] | null = null

/** Records this page view, with functional consent; without it, forgets anything kept before. */
export function recordPageView(path: string): void {
  const view = {
    path,
    search: location.search,
    referrer: document.referrer,
    host: location.host,
    at: new Date().toISOString(),
  }
  documentLanding ??= visitAfter(null, view).landing
  try {
    if (!currentConsent(localStorage)?.functional) {
      sessionStorage.removeItem(VISIT_KEY)
      return
    }
    sessionStorage.setItem(VISIT_KEY, JSON.stringify(visitAfter(read(), view)))
  } catch {
    // Storage unavailable: the agent sees only the pages visited during the chat.
  }
}

/** What this tab kept of the visit (null: nothing, or no consent). */
export const keptVisit = (): KeptVisit | null => read()

/**
 * Where this visit began, for the first touch of a booking click or a contact message: the landing
 * kept in this tab with functional consent, else this document's own landing, which is never stored.
 */
export const currentLanding = (): KeptVisit['landing'] | null => read()?.landing ?? documentLanding
