import type { Endpoint } from 'payload'

import { env } from '@/config/env'
import { describeError } from '@/lib/chat/schema'
import { databasePool } from '@/lib/db/pool'
import { ENDPOINTS } from '@/lib/http/endpoints'
import { payloadEndpoint } from '@/lib/http/payload-endpoint'

import { deviceLabel } from './device'
import { MAX_DEVICES_PER_PERSON, pushServiceOf } from './push-services'
import { deviceIdSchema, pushSubscriptionSchema } from './schema'
import { vapidKeys } from './vapid'

const json = (status: number, body: object) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/** A device as its owner sees it in the console: never the keys or the endpoint. */
export type AlertDeviceView = {
  id: number
  device: string
  createdAt: string
  lastSentAt: string | null
  endpointHost: string
}

type DeviceRow = { id: number; device: string; created_at: Date; last_sent_at: Date | null; endpoint: string }
const deviceView = (row: DeviceRow): AlertDeviceView => ({
  id: row.id,
  device: row.device,
  createdAt: row.created_at.toISOString(),
  lastSentAt: row.last_sent_at?.toISOString() ?? null,
  endpointHost: new URL(row.endpoint).host,
})

/** GET /api/alerts/vapid-key: the public half of the site's VAPID pair, for PushManager.subscribe. */
export const vapidKeyEndpoint = payloadEndpoint(ENDPOINTS.alertVapidKey, async (req) => {
  const { publicKey } = await vapidKeys(databasePool(req.payload))
  return json(200, { publicKey })
})

/** GET /api/alerts/devices: the signed-in staff member's own alert devices. */
export const listDevicesEndpoint = payloadEndpoint(ENDPOINTS.alertDevices, async (req) => {
  const { rows } = await databasePool(req.payload).query<DeviceRow>(
    'SELECT id, device, created_at, last_sent_at, endpoint FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
    [req.user!.id],
  )
  return json(200, { devices: rows.map(deviceView) })
})

/**
 * POST /api/alerts/devices with the browser's PushSubscription JSON: stores it for the signed-in
 * staff member (the same browser subscribing again, or after another person signed in on it,
 * updates its one row). 400 with the reason for anything else.
 */
export const subscribeEndpoint = payloadEndpoint(ENDPOINTS.alertSubscribe, async (req, call) => {
  let body: unknown
  try {
    const text = await call.text()
    if (text === null) return json(413, { message: 'The request is too large.' })
    body = JSON.parse(text)
  } catch {
    return json(400, { message: 'The body is not JSON.' })
  }
  const parsed = pushSubscriptionSchema.safeParse(body)
  if (!parsed.success) return json(400, { message: describeError(parsed.error) })
  const { endpoint, keys } = parsed.data
  if (!pushServiceOf(endpoint, env().PUSH_SERVICE_HOSTS))
    return json(400, {
      message: 'endpoint: must be at a browser’s push service (Chrome, Edge, Firefox, Safari); this one is not.',
    })
  const pool = databasePool(req.payload)
  const { rows: others } = await pool.query<{ n: string }>(
    'SELECT count(*) AS n FROM push_subscriptions WHERE user_id = $1 AND endpoint <> $2',
    [req.user!.id, endpoint],
  )
  if (Number(others[0]!.n) >= MAX_DEVICES_PER_PERSON)
    return json(409, {
      message: `Alerts are on for ${MAX_DEVICES_PER_PERSON} of your devices already: remove one under Devices first.`,
    })
  const { rows } = await pool.query<DeviceRow & { created: boolean }>(
    `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, device) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, device = EXCLUDED.device, updated_at = now()
       RETURNING id, device, created_at, last_sent_at, endpoint, (xmax = 0) AS created`,
    [req.user!.id, endpoint, keys.p256dh, keys.auth, deviceLabel(req.headers.get('user-agent'))],
  )
  const row = rows[0]!
  return json(row.created ? 201 : 200, { device: deviceView(row) })
})

/** DELETE /api/alerts/devices/:id: removes one of the signed-in staff member's own devices; 404 for anyone else's. */
export const removeDeviceEndpoint = payloadEndpoint(ENDPOINTS.alertRemoveDevice, async (req) => {
  const id = deviceIdSchema.safeParse(req.routeParams?.id)
  if (!id.success) return json(400, { message: 'The device id must be a positive whole number.' })
  const { rowCount } = await databasePool(req.payload).query(
    'DELETE FROM push_subscriptions WHERE id = $1 AND user_id = $2',
    [id.data, req.user!.id],
  )
  if (!rowCount) return json(404, { message: 'No such device of yours.' })
  return json(200, { removed: id.data })
})

export const alertEndpoints: Endpoint[] = [
  vapidKeyEndpoint,
  listDevicesEndpoint,
  subscribeEndpoint,
  removeDeviceEndpoint,
]
