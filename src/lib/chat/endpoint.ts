import { env } from '@/config/env'
import { ENDPOINTS } from '@/lib/http/endpoints'
import { payloadEndpoint } from '@/lib/http/payload-endpoint'

import { visitorCookieFor, visitorKeys } from './visitor-id'

/**
 * POST /api/chat/session: makes sure this browser has a signed visitor id (httpOnly cookie) before
 * the widget opens its socket. The id itself never reaches page scripts.
 */
export const chatSessionEndpoint = payloadEndpoint(ENDPOINTS.chatSession, (req) => {
  const config = env()
  const headers = new Headers({ 'cache-control': 'no-store' })
  // A new id, or the same id re-signed when its signature is old or made with the previous secret.
  const cookie = visitorCookieFor(req.headers.get('cookie'), visitorKeys(config), config.SITE_URL.startsWith('https:'))
  if (cookie) headers.append('set-cookie', cookie)
  return Response.json({ ok: true }, { headers })
})
