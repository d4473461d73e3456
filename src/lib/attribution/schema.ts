import { z } from 'zod'

import '@/lib/validation/zod-jitless'

import { sitePathSchema } from '@/lib/chat/context'
import { inputString } from '@/lib/validation/text'

export const FIRST_TOUCH_LIMITS = { path: 300, host: 253, utm: 100 } as const

const hostSchema = inputString()
  .max(FIRST_TOUCH_LIMITS.host)
  .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, 'must be a host name')
  .transform((host) => host.toLowerCase())

const utmValueSchema = inputString()
  .max(FIRST_TOUCH_LIMITS.utm)
  .transform((value) => value.replace(/[\u0000-\u001f\u007f]/g, '').trim())

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
