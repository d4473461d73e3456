import type { Endpoint } from 'payload'

import { env } from '@/config/env'

import { newVisitorId, readCookie, signVisitorId, VISITOR_COOKIE, verifyVisitorCookie, visitorCookieHeader } from './visitor-id'

/**
 * POST /api/chat/session: makes sure this browser has a signed visitor id (httpOnly cookie) before
 * the widget opens its socket. The id itself never reaches page scripts.
 */
export const chatSessionEndpoint: Endpoint = {
  path: '/chat/session',
  method: 'post',
  handler: async (req) => {
    const { PAYLOAD_SECRET, SITE_URL } = env()
    const headers = new Headers({ 'cache-control': 'no-store' })
    if (!verifyVisitorCookie(readCookie(req.headers.get('cookie'), VISITOR_COOKIE), PAYLOAD_SECRET)) {
      headers.append('set-cookie', visitorCookieHeader(signVisitorId(newVisitorId(), PAYLOAD_SECRET), SITE_URL.startsWith('https:')))
    }
    return Response.json({ ok: true }, { headers })
  },
}
