import { asOneLine } from '@/lib/validation/text'

import type { AlertKind } from './constants'

/** What a staff push alert carries: the least a colleague needs to pick the chat up, never what the visitor wrote. */
export type PushAlert = {
  kind: Extract<AlertKind, 'conversation-started' | 'visitor-waiting'>
  conversationId: number
  visitorName: string
  page: string | null
  waitedSeconds: number
}

/** The JSON the service worker (public/staff-sw.js) shows. */
export type PushPayload = { title: string; body: string; url: string; tag: string; kind: PushAlert['kind'] }

/** The console's address for one conversation. */
export const consoleLink = (conversationId: number) => `/admin/chat?conversation=${conversationId}`

/** The first word of the name the visitor gave, at most 40 characters; "A visitor" when there is none. */
export function firstName(name: string | null | undefined): string {
  const first = asOneLine(name ?? '').split(/\s+/)[0] ?? ''
  return [...first].slice(0, 40).join('') || 'A visitor'
}

/** "under a minute", "3 min", "1 h 5 min". */
export function waitedFor(seconds: number): string {
  if (seconds < 60) return 'under a minute'
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return `${minutes} min`
  return `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`
}

/** A site path shown as is, cut to 100 characters; anything else is left out. */
function shownPage(page: string | null): string | null {
  if (!page || !page.startsWith('/')) return null
  const line = asOneLine(page)
  return line.length > 100 ? `${line.slice(0, 99)}…` : line
}

export function pushPayload(alert: PushAlert): PushPayload {
  const name = firstName(alert.visitorName)
  const page = shownPage(alert.page)
  const title = alert.kind === 'conversation-started' ? `${name} started a chat` : `${name} is waiting for a reply`
  const parts = [page ? `On ${page}` : null, `waiting ${waitedFor(alert.waitedSeconds)}`].filter(Boolean)
  const body = parts.join(' · ')
  return {
    title,
    body: body.charAt(0).toUpperCase() + body.slice(1),
    url: consoleLink(alert.conversationId),
    tag: `chat-${alert.conversationId}`,
    kind: alert.kind,
  }
}

/** The alert log's one-line summary (no message text either). */
export const alertSummary = (payload: PushPayload) => `${payload.title}: ${payload.body}`.slice(0, 300)
