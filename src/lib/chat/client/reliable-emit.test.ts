import { EventEmitter } from 'node:events'

import type { Socket } from 'socket.io-client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ChatRequestError, emitUntilAcked, request } from './reliable-emit'

type Sent = { event: string; payload: unknown; timeoutMs: number }

/** A stand-in socket whose answers are scripted: one per attempt, or "timeout" (no answer). */
function scriptedSocket(answers: unknown[], startConnected = true) {
  const events = new EventEmitter()
  const sent: Sent[] = []
  const socket = {
    connected: startConnected,
    on: (event: string, fn: () => void) => events.on(event, fn),
    off: (event: string, fn: () => void) => events.off(event, fn),
    timeout: (timeoutMs: number) => ({
      emitWithAck: (...args: [event: string, payload?: unknown]) => {
        sent.push({ event: args[0], payload: args.length > 1 ? args[1] : 'none', timeoutMs })
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
const SERVER_DOWN = { ok: false, code: 'server', error: 'db down' }

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('emitUntilAcked', () => {
  it('retries the same event and payload after 0.5, 1 and 2 s until acknowledged, and reports slowness once', async () => {
    const { socket, sent } = scriptedSocket(['timeout', SERVER_DOWN, 'timeout', { ok: true, data: 'stored' }])
    const onSlow = vi.fn()
    const result = emitUntilAcked(socket, 'chat:send', SEND, { ackTimeoutMs: 5, slowAfterAttempts: 2, onSlow })

    const attemptsAfter = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms)
      return sent.length
    }
    expect(await attemptsAfter(0)).toBe(1)
    expect(await attemptsAfter(499)).toBe(1)
    expect(await attemptsAfter(1)).toBe(2)
    expect(onSlow).toHaveBeenCalledOnce()
    expect(await attemptsAfter(999)).toBe(2)
    expect(await attemptsAfter(1)).toBe(3)
    expect(await attemptsAfter(1_999)).toBe(3)
    expect(await attemptsAfter(1)).toBe(4)

    await expect(result).resolves.toBe('stored')
    expect(sent).toEqual(Array(4).fill({ event: 'chat:send', payload: SEND, timeoutMs: 5 }))
    expect(onSlow).toHaveBeenCalledOnce()
  })

  it('waits for a connection before sending, however long it takes', async () => {
    const { socket, sent, connect } = scriptedSocket([{ ok: true, data: 1 }], false)
    const pending = emitUntilAcked(socket, 'chat:send', SEND)
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(sent).toHaveLength(0)
    connect()
    await expect(pending).resolves.toBe(1)
    expect(sent).toEqual([{ event: 'chat:send', payload: SEND, timeoutMs: 5_000 }])
  })

  it('stops at a final refusal with its reason', async () => {
    const { socket, sent } = scriptedSocket([{ ok: false, code: 'rate-limited', error: 'Too quick' }])
    const error = await emitUntilAcked(socket, 'chat:send', SEND).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChatRequestError)
    expect(error).toMatchObject({ code: 'rate-limited', message: 'Too quick' })
    expect(sent).toHaveLength(1)
  })

  it('an abort during the backoff ends it at once: no further attempt', async () => {
    const { socket, sent } = scriptedSocket([SERVER_DOWN, { ok: true, data: 'late' }])
    const controller = new AbortController()
    const outcome = emitUntilAcked(socket, 'chat:send', SEND, { signal: controller.signal }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(100)
    expect(sent).toHaveLength(1)
    controller.abort()
    await expect(outcome).resolves.toMatchObject({ name: 'ChatRequestError', code: 'server', message: 'Cancelled' })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(sent).toHaveLength(1)
  })

  it('an abort while waiting for a connection sends nothing, not even after the connection comes', async () => {
    const { socket, sent, connect } = scriptedSocket([{ ok: true, data: 'late' }], false)
    const controller = new AbortController()
    const outcome = emitUntilAcked(socket, 'chat:send', SEND, { signal: controller.signal }).catch((e: unknown) => e)
    controller.abort()
    await expect(outcome).resolves.toMatchObject({ name: 'ChatRequestError', message: 'Cancelled' })
    connect()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(sent).toHaveLength(0)
  })

  it('an already aborted signal sends nothing', async () => {
    const { socket, sent } = scriptedSocket([{ ok: true, data: 1 }])
    await expect(emitUntilAcked(socket, 'chat:send', SEND, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      message: 'Cancelled',
    })
    expect(sent).toHaveLength(0)
  })
})

describe('request', () => {
  it('sends the event and payload once and resolves with the acknowledged data', async () => {
    const { socket, sent } = scriptedSocket([{ ok: true, data: { id: 7 } }])
    await expect(request(socket, 'chat:send', SEND)).resolves.toEqual({ id: 7 })
    expect(sent).toEqual([{ event: 'chat:send', payload: SEND, timeoutMs: 8_000 }])
  })

  it('leaves out a payload it was not given', async () => {
    const { socket, sent } = scriptedSocket([{ ok: true, data: [] }])
    await request(socket, 'staff:list')
    expect(sent).toEqual([{ event: 'staff:list', payload: 'none', timeoutMs: 8_000 }])
  })

  it('rejects a refusal with its code and reason, and does not retry even a retryable one', async () => {
    const { socket, sent } = scriptedSocket([SERVER_DOWN, { ok: true, data: 'never' }])
    await expect(request(socket, 'chat:send', SEND)).rejects.toMatchObject({
      name: 'ChatRequestError',
      code: 'server',
      message: 'db down',
    })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(sent).toHaveLength(1)
  })

  it('rejects a missing acknowledgement', async () => {
    const { socket, sent } = scriptedSocket(['timeout'])
    await expect(request(socket, 'chat:send', SEND)).rejects.toThrow(/timed out/)
    expect(sent).toHaveLength(1)
  })
})
