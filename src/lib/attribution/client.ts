import { currentLanding, type KeptVisit } from '@/lib/chat/client/visit'

import type { FirstTouchInput } from './schema'

/**
 * The visit's first touch as the server takes it (./schema.ts; no zod here: the launcher loads this); null: nothing
 * known.
 */
export function firstTouchOf(landing: KeptVisit['landing'] | null): FirstTouchInput | null {
  if (!landing) return null
  return {
    landingPage: landing.path.length > 300 ? null : landing.path,
    referrerHost: landing.referrer,
    utmSource: landing.utm.source ?? null,
    utmMedium: landing.utm.medium ?? null,
    utmCampaign: landing.utm.campaign ?? null,
  }
}

/** Where this visit began, as sent with a booking click or a contact message (see currentLanding). */
export const currentFirstTouch = (): FirstTouchInput | null => firstTouchOf(currentLanding())
