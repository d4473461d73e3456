import type { AlertChannel, AlertStatus } from './constants'

/** A staff alert as the console lists it (a row of the staff-alerts collection). */
export type AlertRow = {
  id: number
  kind: string
  channel: AlertChannel
  status: AlertStatus
  summary: string
  recipients: number
  createdAt: string
  conversation?: number | null
  contactMessage?: number | null
  incident?: number | null
}

/** One event the staff were told of, and how each channel told them (e-mail first, then push). */
export type AlertLine = {
  id: number
  summary: string
  createdAt: string
  sent: { channel: AlertChannel; status: AlertStatus; recipients: number }[]
}

/** Rows of one event are written within moments of each other; two waits of one chat are minutes apart. */
const SAME_EVENT_MS = 60_000

const subjectOf = (row: AlertRow) =>
  `${row.kind}:${row.conversation ?? ''}:${row.contactMessage ?? ''}:${row.incident ?? ''}:${row.summary}`

/**
 * The alert rows (newest first) as one line per event: the push row and the e-mail row of the same
 * visitor's wait are one alert that went out two ways, not two alerts, one of which reached nobody.
 */
export function alertLines(rows: AlertRow[]): AlertLine[] {
  const lines: (AlertLine & { subject: string; at: number })[] = []
  for (const row of rows) {
    const at = Date.parse(row.createdAt)
    const subject = subjectOf(row)
    const line = lines.find(
      (l) =>
        l.subject === subject && Math.abs(l.at - at) <= SAME_EVENT_MS && !l.sent.some((s) => s.channel === row.channel),
    )
    const sent = { channel: row.channel, status: row.status, recipients: row.recipients }
    if (line) line.sent.push(sent)
    else lines.push({ id: row.id, summary: row.summary, createdAt: row.createdAt, sent: [sent], subject, at })
  }
  return lines.map(({ subject: _subject, at: _at, ...line }) => ({
    ...line,
    sent: line.sent.sort((a, b) => (a.channel === b.channel ? 0 : a.channel === 'email' ? -1 : 1)),
  }))
}
