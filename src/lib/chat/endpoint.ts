import type { Endpoint } from 'payload'

import { env } from '@/config/env'
import { refuseCrossSite } from '@/lib/http/same-origin'

import { visitorCookieFor, visitorKeys } from './visitor-id'

/**
 * POST /api/chat/session: makes sure this browser has a signed visitor id (httpOnly cookie) before
 * the widget opens its socket. The id itself never reaches page scripts.
 */
export const chatSessionEndpoint: Endpoint = {
  path: '/chat/session',
  method: 'post',
  handler: (req) => {
    const config = env()
    const refused = refuseCrossSite(req, { trustProxy: config.TRUST_PROXY, siteUrl: config.SITE_URL })
    if (refused) return refused
    const headers = new Headers({ 'cache-control': 'no-store' })
    // A new id, or the same id re-signed when its signature is old or made with the previous secret.
    const cookie = visitorCookieFor(
      req.headers.get('cookie'),
      visitorKeys(config),
      config.SITE_URL.startsWith('https:'),
    )
    if (cookie) headers.append('set-cookie', cookie)
    return Response.json({ ok: true }, { headers })
  },
}
