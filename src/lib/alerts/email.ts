import { escapeHtml, headerSafe } from '@/lib/contact/mail'

import { ALERT_KIND_LABELS, type AlertKind } from './constants'

/** One alert as the e-mail shows it: what happened, in a line, and where staff answer it. */
export type EmailAlert = { kind: AlertKind; summary: string; link: string; at: Date }

export type AlertMail = { to: string; subject: string; text: string; html: string }

const time = (at: Date) => `${at.toISOString().slice(11, 16)} UTC`

/**
 * The e-mail for the alerts waiting to be sent: one alert is one e-mail with its own subject; several
 * that arrived together are one digest, counted by kind in the subject, oldest first. Alerts carry
 * a summary and a link, never a visitor's message.
 */
export function alertMail(
  alerts: readonly EmailAlert[],
  { to, agencyName }: { to: string; agencyName: string },
): AlertMail {
  if (alerts.length === 0) throw new Error('no alerts to send')
  const sorted = [...alerts].sort((a, b) => a.at.getTime() - b.at.getTime())
  const counts = new Map<AlertKind, number>()
  for (const alert of sorted) counts.set(alert.kind, (counts.get(alert.kind) ?? 0) + 1)
  const subject =
    sorted.length === 1
      ? sorted[0]!.summary
      : `${sorted.length} alerts: ${[...counts].map(([kind, count]) => `${count} × ${ALERT_KIND_LABELS[kind].toLowerCase()}`).join(', ')}`
  const intro =
    sorted.length === 1
      ? `${agencyName}: someone is waiting.`
      : `${agencyName}: ${sorted.length} alerts arrived together.`
  return {
    to,
    subject: headerSafe(`[${agencyName}] ${subject}`).slice(0, 200),
    text: `${intro}\n\n${sorted.map((alert) => `${time(alert.at)}  ${alert.summary}\n        ${alert.link}`).join('\n\n')}\n`,
    html:
      `<p>${escapeHtml(intro)}</p><ul>` +
      sorted
        .map(
          (alert) =>
            `<li><strong>${escapeHtml(time(alert.at))}</strong> ${escapeHtml(alert.summary)}<br><a href="${escapeHtml(alert.link)}">${escapeHtml(alert.link)}</a></li>`,
        )
        .join('') +
      '</ul>',
  }
}
