import type { Endpoint, PayloadRequest } from 'payload'

import { describeError } from '@/lib/chat/schema'
import { jsonDepthWithin, MAX_JSON_DEPTH } from '@/lib/http/body'
import { ENDPOINTS } from '@/lib/http/endpoints'
import { payloadEndpoint, type PayloadEndpointDeclaration } from '@/lib/http/payload-endpoint'

import {
  type BookingEvent,
  type BookingProvider,
  calComEvent,
  calComWebhookSchema,
  calendlyEvent,
  calendlyWebhookSchema,
  holdsNul,
} from './schema'
import { type SignatureCheck, verifyCalComSignature, verifyCalendlySignature } from './signature'
import { recordBooking, webhookSecret } from './store'

export const BOOKING_WEBHOOK_BODY_LIMIT = ENDPOINTS.calendlyWebhook.bodyLimit

const PROVIDER_NAMES: Record<BookingProvider, string> = { calendly: 'Calendly', 'cal-com': 'Cal.com' }

const answer = (status: number, body: object) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

const CUSTOM_TEMPLATE =
  'This is not Cal.com’s default webhook payload: custom payload templates are not supported. Clear the template in the webhook’s settings so Cal.com sends the default payload.'

type Receiver = {
  provider: BookingProvider
  /** What a signed body that is not the scheduler's own JSON means (400). */
  notJson: string
  /** Its path, the bodies it takes and its limit. */
  declaration: PayloadEndpointDeclaration
  verify: (secret: string, raw: Uint8Array, headers: Headers) => SignatureCheck
  parse: (input: unknown) => { success: true; event: BookingEvent } | { success: false; reason: string }
}

const RECEIVERS: Receiver[] = [
  {
    provider: 'calendly',
    notJson: 'The body is not JSON.',
    declaration: ENDPOINTS.calendlyWebhook,
    verify: (secret, raw, headers) =>
      verifyCalendlySignature(secret, raw, headers.get('calendly-webhook-signature'), new Date()),
    parse: (input) => {
      const parsed = calendlyWebhookSchema.safeParse(input)
      return parsed.success
        ? { success: true, event: calendlyEvent(parsed.data) }
        : { success: false, reason: describeError(parsed.error) }
    },
  },
  {
    provider: 'cal-com',
    notJson: CUSTOM_TEMPLATE,
    declaration: ENDPOINTS.calComWebhook,
    verify: (secret, raw, headers) => verifyCalComSignature(secret, raw, headers.get('x-cal-signature-256')),
    parse: (input) => {
      // A webhook set up with a custom payload template sends its own shape (as JSON or as a form): say so.
      const shape = input as { triggerEvent?: unknown; payload?: unknown } | null
      if (!shape || typeof shape !== 'object' || shape.triggerEvent === undefined || typeof shape.payload !== 'object')
        return { success: false, reason: CUSTOM_TEMPLATE }
      const parsed = calComWebhookSchema.safeParse(input)
      return parsed.success
        ? { success: true, event: calComEvent(parsed.data) }
        : { success: false, reason: describeError(parsed.error) }
    },
  },
]

async function readRawBody(req: PayloadRequest, limit: number): Promise<Uint8Array | null> {
  if (Number(req.headers.get('content-length') ?? 0) > limit) return null
  const raw = new Uint8Array((await req.arrayBuffer?.()) ?? new ArrayBuffer(0))
  return raw.byteLength > limit ? null : raw
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * Checks the signature over the body's exact bytes before anything is parsed, then stores the
 * event. Refusals write nothing: 401 for a delivery that cannot be verified (no signing key set yet;
 * Calendly retries any refused delivery for 24 hours) or a missing, wrong or stale signature, 413 for an oversized
 * body, 400 for anything
 * that is not one of the events handled, with the reason.
 */
async function receive(req: PayloadRequest, receiver: Receiver): Promise<Response> {
  const name = PROVIDER_NAMES[receiver.provider]
  const secret = await webhookSecret(req.payload, receiver.provider)
  if (!secret)
    return answer(401, {
      message: `No ${name} signing key is configured in Site settings: the signature cannot be checked.`,
    })
  const raw = await readRawBody(req, receiver.declaration.bodyLimit)
  if (raw === null) return answer(413, { message: 'The request is too large.' })
  const check = receiver.verify(secret, raw, req.headers)
  if (!check.ok) return answer(401, { message: check.reason })

  let text: string
  try {
    text = utf8.decode(raw)
  } catch {
    return answer(400, { message: receiver.notJson })
  }
  // Before anything walks it (the NUL check stringifies it again): 100,000 levels would overflow the stack.
  if (!jsonDepthWithin(text)) return answer(400, { message: `The body nests deeper than ${MAX_JSON_DEPTH} levels.` })
  let input: unknown
  try {
    input = JSON.parse(text)
  } catch {
    return answer(400, { message: receiver.notJson })
  }
  if (holdsNul(input)) return answer(400, { message: 'The body holds a NUL character.' })
  const parsed = receiver.parse(input)
  if (!parsed.success) return answer(400, { message: parsed.reason })
  const result = await recordBooking(req.payload, parsed.event)
  return answer(result === 'created' ? 201 : 200, { ok: true, result })
}

/** POST /api/bookings/webhook/calendly and /api/bookings/webhook/cal-com. */
export const bookingWebhookEndpoints: Endpoint[] = RECEIVERS.map((receiver) =>
  payloadEndpoint(receiver.declaration, (req) => receive(req, receiver)),
)
