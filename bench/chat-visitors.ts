/**
 * One worker of the chat benchmark (bench/chat.ts forks several): opens `count` visitor sockets,
 * starts a conversation for each, then sends on command from the parent over IPC.
 *   open mode: every visitor sends one message per second for `seconds`.
 *   closed mode: every visitor sends the next message as soon as the previous one is acknowledged.
 * Message texts carry the send time, so the staff socket in the parent measures delivery latency.
 * During each run one more socket of this process measures the bare acknowledged round trip
 * (`ping`, no database) every 10 ms: what Socket.IO alone gives a client in the same process under
 * the same load, so the parent can compare delivery with it like for like.
 */
import type { Socket } from 'socket.io-client'

import { chatSocket, clientId, connected, visitorCookie } from '../tests/support/chat-clients'

type Command = { type: 'run'; mode: 'open' | 'closed'; seconds: number } | { type: 'stop' }

const baseUrl = process.env.BENCH_URL!
const count = Number(process.env.BENCH_VISITORS)
const worker = process.env.BENCH_WORKER ?? '0'
const send = (message: object) => process.send?.(message)

type Visitor = { socket: Socket; conversationId: number }
const visitors: Visitor[] = []
let probe: Socket | undefined

async function emit(
  socket: Socket,
  payload: object,
): Promise<{ ok: boolean; data?: { conversation: { id: number } } }> {
  return (await socket.timeout(30_000).emitWithAck('chat:send', payload)) as {
    ok: boolean
    data?: { conversation: { id: number } }
  }
}

async function setup() {
  for (let i = 0; i < count; i++) {
    const cookie = await visitorCookie(baseUrl)
    const socket = chatSocket(baseUrl, 'visitor', cookie)
    await connected(socket)
    const answer = await emit(socket, {
      clientId: clientId(`w${worker}`),
      message: 'hello',
      identity: { name: `Bench ${worker}-${i}`, email: `bench-${worker}-${i}@example.com` },
    })
    if (!answer.ok || !answer.data) throw new Error(`could not start a conversation: ${JSON.stringify(answer)}`)
    visitors.push({ socket, conversationId: answer.data.conversation.id })
  }
  probe = chatSocket(baseUrl, 'visitor')
  await connected(probe)
}

/** Bare acknowledged round trips every 10 ms until `until`. */
async function probeBare(until: number): Promise<number[]> {
  const bare: number[] = []
  while (Date.now() < until) {
    const started = performance.now()
    await probe!.timeout(5_000).emitWithAck('ping')
    bare.push(performance.now() - started)
    await new Promise((r) => setTimeout(r, 10))
  }
  return bare
}

async function run(mode: 'open' | 'closed', seconds: number) {
  const until = Date.now() + seconds * 1_000
  const bare = probeBare(until)
  let acked = 0
  let failed = 0
  // Why messages failed: the acknowledgement's error code, or `timeout` (no answer within 30 s).
  const reasons: Record<string, number> = {}
  const one = async (visitor: Visitor) => {
    const answer = await emit(visitor.socket, {
      clientId: clientId(`w${worker}`),
      message: `t=${(performance.timeOrigin + performance.now()).toFixed(3)}`,
      conversationId: visitor.conversationId,
    }).catch(() => ({ ok: false, code: 'timeout' }))
    if (answer.ok) acked++
    else {
      failed++
      const code = (answer as { code?: string }).code ?? 'unknown'
      reasons[code] = (reasons[code] ?? 0) + 1
    }
  }
  if (mode === 'closed') {
    await Promise.all(
      visitors.map(async (visitor) => {
        while (Date.now() < until) await one(visitor)
      }),
    )
  } else {
    // Spread the visitors over each second so the load is even, not a burst per second.
    const inFlight: Promise<void>[] = []
    await Promise.all(
      visitors.map(async (visitor, index) => {
        await new Promise((r) => setTimeout(r, (index / visitors.length) * 1_000))
        while (Date.now() < until) {
          const started = Date.now()
          inFlight.push(one(visitor))
          await new Promise((r) => setTimeout(r, Math.max(0, 1_000 - (Date.now() - started))))
        }
      }),
    )
    await Promise.all(inFlight)
  }
  send({ type: 'done', acked, failed, reasons, bare: await bare })
}

process.on('message', (command: Command) => {
  if (command.type === 'run') void run(command.mode, command.seconds)
  if (command.type === 'stop') {
    for (const visitor of visitors) visitor.socket.close()
    probe?.close()
    process.exit(0)
  }
})

setup()
  .then(() => send({ type: 'ready' }))
  .catch((error: unknown) => {
    send({ type: 'error', error: String(error) })
    process.exit(1)
  })
