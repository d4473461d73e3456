import type { ContactMessage } from './schema'

export type ContactMail = { to: string; replyTo: string; subject: string; text: string; html: string }

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!)
}

/** Header values never carry line breaks, whatever the input: no header injection. */
export function headerSafe(value: string): string {
  return value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim()
}

/** The e-mail the agency receives for one contact message; the visitor is the Reply-To. */
export function contactMail(message: ContactMessage, agencyEmail: string): ContactMail {
  const name = headerSafe(message.name)
  const subject = headerSafe(message.subject)
  const rows: [string, string][] = [
    ['Name', message.name],
    ['Email', message.email],
    ['Subject', message.subject],
  ]
  return {
    to: agencyEmail,
    replyTo: `"${name.replace(/["\\]/g, '')}" <${headerSafe(message.email)}>`,
    subject: `New contact message: ${subject}`,
    text: `${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${message.message}\n`,
    html:
      `<h2>New contact message</h2><table>${rows.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>` +
      `<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
  }
}
