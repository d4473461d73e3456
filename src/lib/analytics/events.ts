import { currentConsent } from '@/lib/consent/consent'

type Gtag = (...args: unknown[]) => void
declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
  }
}

/** The conversions the marketing team reads in Google Analytics. */
export type AnalyticsEvent = 'booking_click' | 'chat_started' | 'generate_lead'

/**
 * Sends one event to Google Analytics when the visitor allowed performance cookies and the tag is
 * loaded (src/components/analytics/Analytics.tsx loads it only then); otherwise nothing leaves the page.
 */
export function sendAnalyticsEvent(name: AnalyticsEvent, params: Record<string, string | number> = {}): boolean {
  try {
    if (!window.gtag || !currentConsent(window.localStorage)?.performance) return false
    window.gtag('event', name, params)
    return true
  } catch {
    return false
  }
}
