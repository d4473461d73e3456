import type { Socket } from 'socket.io-client'

import type { Ack, AnswerOf, ChatErrorCode, ClientEvent, InputOf } from '@/lib/chat/types'

/** Errors worth another attempt: the server could not answer now; anything else is final. */
const RETRYABLE: ChatErrorCode[] = ['server']

export class ChatRequestError extends Error {
  constructor(
    public readonly code: ChatErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'ChatRequestError'
  }
}

type Options = {
  ackTimeoutMs?: number
  /** Called once when the first attempts went unanswered, so the interface can say so. */
  onSlow?: () => void
  slowAfterAttempts?: number
  signal?: AbortSignal
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })

function connected(socket: Socket, signal?: AbortSignal): Promise<void> {
  if (socket.connected) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      socket.off('connect', done)
      resolve()
    }
    socket.on('connect', done)
    signal?.addEventListener('abort', done)
  })
}

/** One emit and its acknowledgement (the server answers every event with an Ack); rejects on timeout. */
const emitWithAck = <E extends ClientEvent>(
  socket: Socket,
  event: E,
  payload: InputOf<E> | undefined,
  timeoutMs: number,
) =>
  (payload === undefined
    ? socket.timeout(timeoutMs).emitWithAck(event)
    : socket.timeout(timeoutMs).emitWithAck(event, payload)) as Promise<Ack<AnswerOf<E>>>

/**
 * Emits until the server acknowledges: every attempt waits for a connection, then for the
 * acknowledgement; a lost or late answer is retried with backoff, across reconnects. The request
 * carries a client-generated id, so a retry of something already stored is stored once.
 */
export async function emitUntilAcked<E extends ClientEvent>(
  socket: Socket,
  event: E,
  payload: InputOf<E>,
  options: Options = {},
): Promise<AnswerOf<E>> {
  const { ackTimeoutMs = 5_000, onSlow, slowAfterAttempts = 3, signal } = options
  const cancelled = () => new ChatRequestError('server', 'Cancelled')
  for (let attempt = 1; ; attempt++) {
    if (signal?.aborted) throw cancelled()
    await connected(socket, signal)
    // An abort also ends the wait for a connection: emitting then would queue the event for the next one.
    if (signal?.aborted) throw cancelled()
    let answer: Ack<AnswerOf<E>> | undefined
    try {
      answer = await emitWithAck(socket, event, payload, ackTimeoutMs)
    } catch {
      answer = undefined
    }
    if (answer?.ok) return answer.data
    if (answer && !RETRYABLE.includes(answer.code)) throw new ChatRequestError(answer.code, answer.error)
    if (attempt === slowAfterAttempts) onSlow?.()
    await sleep(Math.min(500 * 2 ** (attempt - 1), 8_000), signal)
  }
}

const REQUEST_TIMEOUT_MS = 8_000

/** An event's payload: left out where the event takes none or it is optional. */
type PayloadArgs<E extends ClientEvent> = undefined extends InputOf<E> ? [payload?: InputOf<E>] : [payload: InputOf<E>]

/** One acknowledged request without retries (reads and commands the user can simply repeat). */
export async function request<E extends ClientEvent>(
  socket: Socket,
  event: E,
  ...[payload]: PayloadArgs<E>
): Promise<AnswerOf<E>> {
  const answer = await emitWithAck(socket, event, payload, REQUEST_TIMEOUT_MS)
  if (!answer.ok) throw new ChatRequestError(answer.code, answer.error)
  return answer.data
}
