import { sendAnalyticsEvent } from '@/lib/analytics/events'
import { currentLanding, type KeptVisit } from '@/lib/chat/client/visit'
import { currentConsent } from '@/lib/consent/consent'

import { REFERENCE_KEYS } from './reference'

/** Where the browser reports booking-link clicks (src/lib/bookings/clicks/endpoint.ts). */
export const BOOKING_CLICK_PATH = '/api/booking-click'

/** A new click reference: 16 random bytes as 32 hex digits. */
export const newReference = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * A booking link at the click: its `ref` ("unknown" without a valid one; no zod here, this runs in
 * the launcher on every page) and the address to follow, which carries the click's reference where
 * the scheduler hands it back in its webhook. Calendly keeps only utm_* parameters (the reference
 * goes in utm_content, and the visit's campaign tags go along for Calendly's own reports); Cal.com
 * keeps metadata[...] parameters. A link to any other host is followed as it is.
 */
export function followBookingLink(
  href: string,
  reference: string,
  landing: KeptVisit['landing'] | null,
): { ref: string; href: string } {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return { ref: 'unknown', href }
  }
  const given = url.searchParams.get('ref') ?? ''
  const ref = /^[a-z0-9-]{1,60}$/.test(given) ? given : 'unknown'
  // The URL parser has lowercased the host.
  const calCom = /(^|\.)cal\.com$/.test(url.hostname)
  if (!calCom && !/^(www\.)?calendly\.com$/.test(url.hostname)) return { ref, href }
  const set = (key: string, value: string | undefined) =>
    value && url.searchParams.set(calCom ? `metadata[${key}]` : key, value)
  set(REFERENCE_KEYS[calCom ? 'cal-com' : 'calendly'], reference)
  if (calCom) set('ref', ref)
  for (const key of ['source', 'medium', 'campaign'] as const) set(`utm_${key}`, landing?.utm[key])
  return { ref, href: url.href }
}

/**
 * Reports every click (primary or middle button) on a booking link with sendBeacon, after adding
 * the click's reference to the link (this capturing listener runs before the browser follows it),
 * with where the visit began. Returns the function that stops listening.
 */
export function trackBookingClicks(): () => void {
  const listening = new AbortController()
  const onClick = (event: MouseEvent) => {
    const link =
      event.button < 2 && event.target instanceof Element
        ? event.target.closest<HTMLAnchorElement>('a[data-booking-link]')
        : null
    if (!link) return
    // A link inside the chat is the chatting visitor's own request for a call, joined to their chat
    // whatever the cookie choice; elsewhere the click is joined to an open chat only with functional
    // consent (docs/decisions/0059-what-staff-see-at-a-glance-and-true.md).
    let joined = link.closest('#chat-window') !== null
    try {
      joined ||= Boolean(currentConsent(localStorage)?.functional)
    } catch {
      // Storage blocked: counted, tied to nothing.
    }
    const reference = newReference()
    const landing = currentLanding()
    const { ref, href } = followBookingLink(link.href, reference, landing)
    link.href = href
    const body = JSON.stringify({ ref, page: location.pathname, link: joined, reference, landing })
    navigator.sendBeacon?.(BOOKING_CLICK_PATH, new Blob([body], { type: 'application/json' }))
    sendAnalyticsEvent('booking_click', { link_source: ref })
  }
  for (const type of ['click', 'auxclick'] as const)
    document.addEventListener(type, onClick, { capture: true, signal: listening.signal })
  return () => listening.abort()
}
