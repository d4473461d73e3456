import { randomBytes } from 'node:crypto'
import http from 'node:http'

import { io, type Socket } from 'socket.io-client'

import type { Ack } from '../../src/lib/chat/types'
import { loginAs } from './login'

/** Chat clients as a browser would be: cookies from the site, a WebSocket to /socket.io. */

export async function visitorCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/chat/session`, { method: 'POST' })
  const setCookie = response.headers.get('set-cookie') ?? ''
  const cookie = setCookie.split(';')[0]!
  if (!cookie.startsWith('chat_visitor=')) throw new Error(`no visitor cookie: ${setCookie}`)
  return cookie
}

/** The session cookie of `username` signed in on `baseUrl` (see loginAs). */
export async function staffCookie(baseUrl: string, username: string, password: string): Promise<string> {
  return (await loginAs(baseUrl, username, password)).cookie
}

export function chatSocket(
  baseUrl: string,
  side: 'visitor' | 'staff',
  cookie?: string,
  options: { reconnection?: boolean } = {},
): Socket {
  return io(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnection: options.reconnection ?? false,
    reconnectionDelay: 100,
    reconnectionDelayMax: 300,
    auth: { as: side },
    // Browsers send the page's Origin with the WebSocket handshake; the server checks it for staff.
    extraHeaders: { origin: new URL(baseUrl).origin, ...(cookie ? { cookie } : {}) },
  })
}

export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve()
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })
}

export async function ask<T>(socket: Socket, event: string, ...args: unknown[]): Promise<Ack<T>> {
  return (await socket.timeout(10_000).emitWithAck(event, ...args)) as Ack<T>
}

/** The next `event` the socket receives (that `matches`, when given); rejects after `ms`. */
export function next<T extends unknown[]>(
  socket: Socket,
  event: string,
  ms = 10_000,
  matches?: (...args: T) => boolean,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const listener = (...args: unknown[]) => {
      if (matches && !matches(...(args as T))) return
      clearTimeout(timer)
      socket.off(event, listener)
      resolve(args as T)
    }
    const timer = setTimeout(() => {
      socket.off(event, listener)
      reject(new Error(`no ${event} within ${ms} ms`))
    }, ms)
    socket.on(event, listener)
  })
}

/** Collects every `event` the socket receives, to check later what did (not) arrive. */
export function record<T>(socket: Socket, event: string): T[] {
  const seen: T[] = []
  socket.on(event, (value: T) => seen.push(value))
  return seen
}

let counter = 0
export const clientId = (label = 'm') =>
  `${label}-${process.pid}-${Date.now().toString(36)}-${(counter++).toString(36)}`

/** The sockets a test file opens, so afterAll can close them all. */
export function socketPool() {
  const sockets: Socket[] = []
  const track = (socket: Socket): Socket => {
    sockets.push(socket)
    return socket
  }
  return {
    /** Keeps a socket the test connects itself (or expects to be refused). */
    track,
    /** Opens a socket and waits until it is connected. */
    async open(...args: Parameters<typeof chatSocket>): Promise<Socket> {
      const socket = track(chatSocket(...args))
      await connected(socket)
      return socket
    },
    closeAll() {
      for (const socket of sockets.splice(0)) socket.close()
    },
  }
}

/**
 * The server's answer to a bare Socket.IO WebSocket upgrade with these headers: 101 when it is taken,
 * otherwise the status and body of the refusal (engine.io answers a refused handshake 400 with its reason).
 */
export function upgradeAnswer(
  baseUrl: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}/socket.io/?EIO=4&transport=websocket`, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        ...headers,
      },
    })
    request.once('upgrade', (response, socket) => {
      socket.destroy()
      resolve({ status: response.statusCode ?? 0, body: '' })
    })
    request.once('response', (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body }))
      response.once('error', reject)
    })
    request.once('error', reject)
  })
}
