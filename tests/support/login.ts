import type { APIRequestContext } from '@playwright/test'

/** A signed-in staff member, in each form a test hands to the server. */
export type Session = {
  token: string
  /** For REST calls: `Authorization: JWT <token>`. */
  authorization: string
  /** For a Socket.IO handshake or a plain request: the `payload-token` cookie the sign-in sets. */
  cookie: string
}

/**
 * Signs `username` in through `POST /api/users/login`, as the staff sign-in form does, and throws
 * unless the server answers 200 with a token. `client` is a server's base URL (fetch) or a Playwright
 * request context, whose cookie jar (a page's `page.request`) then holds the session for its pages.
 */
export async function loginAs(
  client: string | APIRequestContext,
  username: string,
  password: string,
): Promise<Session> {
  let status: number
  let text: string
  if (typeof client === 'string') {
    const origin = new URL(client).origin
    const response = await fetch(`${origin}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ username, password }),
    })
    status = response.status
    text = await response.text()
  } else {
    const response = await client.post('/api/users/login', { data: { username, password } })
    status = response.status()
    text = await response.text()
  }
  if (status !== 200) throw new Error(`sign-in of ${username} answered ${status}: ${text.slice(0, 200)}`)
  const { token } = JSON.parse(text) as { token?: unknown }
  if (typeof token !== 'string' || token === '') throw new Error(`sign-in of ${username} answered 200 without a token`)
  return { token, authorization: `JWT ${token}`, cookie: `payload-token=${token}` }
}
