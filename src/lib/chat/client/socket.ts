import { io, type Socket } from 'socket.io-client'

/**
 * A chat socket to this site. WebSocket only: no long-polling, so several app processes behind a
 * load balancer need no sticky sessions. The side is proven by cookies (visitor id or staff login).
 */
export function connectChatSocket(side: 'visitor' | 'staff'): Socket {
  const socket = io({ path: '/socket.io', transports: ['websocket'], auth: { as: side }, withCredentials: true })
  // The server disconnects everyone to make them catch up (after a Redis outage); come back, spread out.
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') setTimeout(() => socket.connect(), 200 + Math.random() * 1_800)
  })
  return socket
}

/** Makes sure this browser holds a signed visitor id cookie before its socket connects. */
export async function ensureVisitorSession(): Promise<void> {
  const response = await fetch('/api/chat/session', { method: 'POST', credentials: 'same-origin' })
  if (!response.ok) throw new Error(`chat session: HTTP ${response.status}`)
}
