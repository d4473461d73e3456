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

/**
 * What the confirmation says besides the message: the agency's name, the booking link and the thank-you panel's
 * wording.
 */
export type ConfirmationCopy = {
  agencyName: string
  agencyEmail: string
  siteUrl: string
  /** The scheduling page, already tagged with its `ref` (src/lib/bookings/links.ts). */
  bookingLink: string
  /** The contact thank-you panel's reply-time promise and booking line, word for word. */
  replyTime: string
  book: string
}

/**
 * The e-mail the sender of a contact message receives: that the message arrived, the reply-time promise and the
 * booking link. Anyone can type someone else's address, so it carries nothing the sender typed (no name, subject or
 * message: the agency's domain must not deliver a stranger's words and links), and says who may have sent it and
 * what to do if it was not them (the endpoint also sends one per address per hour at most).
 */
export function contactConfirmationMail(message: Pick<ContactMessage, 'email'>, copy: ConfirmationCopy): ContactMail {
  const agency = headerSafe(copy.agencyName)
  const greeting = 'Hello,'
  const intro = `Thank you for contacting ${agency}: your message has reached us. ${copy.replyTime}`
  const origin = `You (or someone using this address) sent a message through the contact form on ${copy.siteUrl}. If it was not you, you can ignore this e-mail, or tell us at ${copy.agencyEmail} and we will delete the message.`
  return {
    to: headerSafe(message.email),
    replyTo: headerSafe(copy.agencyEmail),
    subject: `${agency} received your message`,
    text: [greeting, '', intro, '', copy.book, copy.bookingLink, '', '--', origin, ''].join('\n'),
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>` +
      `<p>${escapeHtml(copy.book)}<br><a href="${escapeHtml(copy.bookingLink)}">${escapeHtml(copy.bookingLink)}</a></p>` +
      `<hr><p style="color:#555;font-size:13px">${escapeHtml(origin)}</p>`,
  }
}

/**
 * The key one address's confirmations are counted under: lower case, without a `+tag` (most
 * providers deliver a+1@ and a+2@ to the same inbox) and, at Gmail, without dots. Counting a few
 * distinct addresses together only means fewer confirmations; never more.
 */
export function confirmationLimitKey(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at < 1) return address
  let local = address.slice(0, at).replace(/\+.*$/, '')
  let domain = address.slice(at + 1).replace(/\.+$/, '')
  if (domain === 'googlemail.com') domain = 'gmail.com'
  if (domain === 'gmail.com') local = local.replace(/\./g, '')
  return `${local || address.slice(0, at)}@${domain}`
}
