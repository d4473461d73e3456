import { z } from 'zod'

import '@/lib/validation/zod-jitless'

import { inputString } from '@/lib/validation/text'

/** Push services' endpoints are long https URLs; the collection keeps at most 1000 characters. */
export const PUSH_ENDPOINT_MAX = 1000

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/

/**
 * The browser's `PushSubscription.toJSON()`, as the console posts it. p256dh is an uncompressed
 * P-256 point (65 bytes: 87 base64url characters), auth a 16-byte secret (22 characters); a little
 * room is left for padding.
 */
export const pushSubscriptionSchema = z
  .object({
    endpoint: inputString('must be a URL')
      .max(PUSH_ENDPOINT_MAX, `must be at most ${PUSH_ENDPOINT_MAX} characters`)
      .refine((value) => {
        try {
          const url = new URL(value)
          return url.protocol === 'https:' && !url.username && !url.password
        } catch {
          return false
        }
      }, 'must be an https URL'),
    expirationTime: z.number().nullable().optional(),
    keys: z
      .object({
        p256dh: inputString().min(86).max(90).regex(BASE64URL, 'must be base64url'),
        auth: inputString().min(21).max(24).regex(BASE64URL, 'must be base64url'),
      })
      .strict(),
  })
  .strict()
export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>

/** A device id from the path of DELETE /api/alerts/subscriptions/:id. */
export const deviceIdSchema = z.coerce.number().int().positive().max(2_147_483_647)
