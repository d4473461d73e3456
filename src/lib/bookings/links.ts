/** The scheduling page URL with an optional `ref` parameter telling which button was used. */
export function bookingHref(bookingUrl: string, ref?: string): string {
  if (!ref) return bookingUrl
  const url = new URL(bookingUrl)
  url.searchParams.set('ref', ref)
  return url.toString()
}

export function mailtoHref(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`
}
