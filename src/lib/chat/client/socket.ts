import { io, type Socket } from 'socket.io-client'

/**
 * A chat socket to this site. WebSocket only: no long-polling, so several app processes behind a
 * load balancer need no sticky sessions. The side is proven by cookies (visitor id or staff login).
 */
export function connectChatSocket(side: 'visitor' | 'staff'): Socket {
  return io({ path: '/socket.io', transports: ['websocket'], auth: { as: side }, withCredentials: true })
}

/** Makes sure this browser holds a signed visitor id cookie before its socket connects. */
export async function ensureVisitorSession(): Promise<void> {
  const response = await fetch('/api/chat/session', { method: 'POST', credentials: 'same-origin' })
  if (!response.ok) throw new Error(`chat session: HTTP ${response.status}`)
}
