import type { Landing } from '@/lib/chat/context'
import type { FirstTouch } from '@/payload-types'

/** The first touch a visit's landing gives (the landing the chat widget reports, already validated). */
export function firstTouchOfLanding(landing: Landing): FirstTouch {
  return {
    landingPage: landing.path,
    referrerHost: landing.referrer,
    utmSource: landing.utm.source ?? null,
    utmMedium: landing.utm.medium ?? null,
    utmCampaign: landing.utm.campaign ?? null,
  }
}
