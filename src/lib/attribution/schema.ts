import { z } from 'zod'

import '@/lib/validation/zod-jitless'

import { hostSchema, sitePathSchema, utmValueSchema } from '@/lib/chat/context'

export const FIRST_TOUCH_LIMITS = { path: 300, host: 253, utm: 100 } as const

/**
 * Browser → server, and what the first-touch field group stores: the visit's landing page, the
 * host that referred it (null: none or this site) and the landing address's utm_source, utm_medium
 * and utm_campaign. Every part is optional: a browser that kept nothing sends nothing.
 */
export const firstTouchSchema = z
  .object({
    landingPage: sitePathSchema.max(FIRST_TOUCH_LIMITS.path).nullish(),
    referrerHost: hostSchema.nullish(),
    utmSource: utmValueSchema.nullish(),
    utmMedium: utmValueSchema.nullish(),
    utmCampaign: utmValueSchema.nullish(),
  })
  .strict()
export type FirstTouchInput = z.output<typeof firstTouchSchema>
