import type { Payload, PayloadRequest } from 'payload'

/**
 * POST /api/send-contact-email straight through the endpoint's handler, from client address `ip`
 * (the header server.ts stamps); `raw` sends that text as the body instead of `body` as JSON.
 * Call after Payload has booted: the endpoint's module reads the configuration when first loaded.
 */
export async function sendContactThrough(payload: Payload, body: unknown, ip: string, raw?: string): Promise<Response> {
  const { sendContactEmailEndpoint } = await import('../../src/lib/contact/endpoint')
  const request = new Request('http://localhost/api/send-contact-email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-agency-client-ip': ip },
    body: raw ?? JSON.stringify(body),
  })
  return sendContactEmailEndpoint.handler(Object.assign(request, { payload }) as unknown as PayloadRequest)
}
