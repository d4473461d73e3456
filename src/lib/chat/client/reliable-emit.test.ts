import { EventEmitter } from 'node:events'

import type { Socket } from 'socket.io-client'
import { describe, expect, it } from 'vitest'

import { ChatRequestError, emitUntilAcked } from './reliable-emit'

/** A stand-in socket whose answers are scripted: a function per attempt, or "no answer" (timeout). */
function scriptedSocket(answers: unknown[], startConnected = true) {
  const events = new EventEmitter()
  const sent: unknown[] = []
  const socket = {
    connected: startConnected,
    on: (event: string, fn: () => void) => events.on(event, fn),
    off: (event: string, fn: () => void) => events.off(event, fn),
    timeout: () => ({
      emitWithAck: (_event: string, payload: unknown) => {
        sent.push(payload)
        const answer = answers.shift()
        if (answer === 'timeout' || answer === undefined) return Promise.reject(new Error('operation has timed out'))
        return Promise.resolve(answer)
      },
    }),
  }
  const connect = () => {
    socket.connected = true
    events.emit('connect')
  }
  return { socket: socket as unknown as Socket, sent, connect }
}

const SEND = { clientId: 'abc12345', message: 'Hello' }

describe('emitUntilAcked', () => {
  it('retries the same payload until acknowledged, and reports slowness once', async () => {
    const { socket, sent } = scriptedSocket(['timeout', { ok: false, code: 'server', error: 'db down' }, 'timeout', { ok: true, data: 'stored' }])
    let slow = 0
    const result = await emitUntilAcked(socket, 'chat:send', SEND, { ackTimeoutMs: 5, slowAfterAttempts: 2, onSlow: () => slow++ })
    expect(result).toBe('stored')
    expect(sent).toHaveLength(4)
    expect(new Set(sent.map((p) => JSON.stringify(p))).size).toBe(1)
    expect(slow).toBe(1)
  }, 20_000)

  it('waits for a connection before sending', async () => {
    const { socket, sent, connect } = scriptedSocket([{ ok: true, data: 1 }], false)
    const pending = emitUntilAcked(socket, 'chat:send', SEND)
    await new Promise((r) => setTimeout(r, 20))
    expect(sent).toHaveLength(0)
    connect()
    await expect(pending).resolves.toBe(1)
  })

  it('stops at a final refusal with its reason', async () => {
    const { socket, sent } = scriptedSocket([{ ok: false, code: 'rate-limited', error: 'Too quick' }])
    const error = await emitUntilAcked(socket, 'chat:send', SEND).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChatRequestError)
    expect(error).toMatchObject({ code: 'rate-limited', message: 'Too quick' })
    expect(sent).toHaveLength(1)
  })
})
