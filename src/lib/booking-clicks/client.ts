import { currentConsent } from '@/lib/consent/consent'

/** Where the browser reports booking-link clicks (src/lib/booking-clicks/endpoint.ts). */
export const BOOKING_CLICK_PATH = '/api/booking-click'

/** The `ref` a booking link carries, or "unknown" (no zod here: this runs in the launcher on every page). */
function refOf(href: string): string {
  try {
    const ref = new URL(href).searchParams.get('ref') ?? ''
    return /^[a-z0-9-]{1,60}$/.test(ref) ? ref : 'unknown'
  } catch {
    return 'unknown'
  }
}

/**
 * Reports every click (primary or middle button) on a booking link with sendBeacon, which survives
 * the page handing over to the scheduling tab. Returns the function that stops listening.
 */
export function trackBookingClicks(): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.button > 1) return
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-booking-link]') : null
    if (!link) return
    let functional = false
    try {
      functional = Boolean(currentConsent(localStorage)?.functional)
    } catch {
      // Storage blocked: counted, tied to nothing.
    }
    const body = JSON.stringify({ ref: refOf(link.href), page: location.pathname, link: functional })
    navigator.sendBeacon?.(BOOKING_CLICK_PATH, new Blob([body], { type: 'application/json' }))
  }
  document.addEventListener('click', onClick, { capture: true })
  document.addEventListener('auxclick', onClick, { capture: true })
  return () => {
    document.removeEventListener('click', onClick, { capture: true })
    document.removeEventListener('auxclick', onClick, { capture: true })
  }
}
