/**
 * Generated bad input (fast-check) for every visitor and staff Socket.IO event of the real production
 * server: wrong types, missing and extra arguments and fields, huge and unicode-hostile strings, NUL
 * and lone surrogates, numbers out of range, and another visitor's conversation id. Every case is
 * acknowledged, with success or with a reason; nothing is written for a refused case and the server
 * stays healthy with no unhandled error in its log.
 */
import fc from 'fast-check'
import type { Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { Ack } from '../../src/lib/chat/types'
import { withClient } from '../../src/server/backup'
import {
  chatSocket,
  clientId,
  connected,
  socketPool,
  staffCookie as signIn,
  visitorCookie,
} from '../support/chat-clients'
import {
  contentRowCounts,
  FUZZ_RUNS,
  FUZZ_SEED,
  fuzzOptions,
  hostileNumber,
  hostileObject,
  hostileString,
  hostileValue,
  unhandledErrors,
} from '../support/fuzz'
import { type TestDatabase } from '../support/postgres'
import { type Site, startSite } from '../support/server-process'

const PASSWORD = 'fuzz-socket-pw copper lantern'
const ACK_TIMEOUT_MS = 10_000
const CODES = ['invalid', 'forbidden', 'not-found', 'closed', 'conflict', 'rate-limited', 'no-session']

let db: TestDatabase
let server: Site
const sockets = socketPool()
let visitor: Socket
let staff: Socket
/** A conversation of another visitor: the fuzzed visitor must never reach it. */
let otherConversation: number
const cases: Record<string, number> = {}

/** A digest of conversations (one, or all) and their messages: any write to them changes it. */
async function conversationsDigest(id?: number): Promise<string> {
  return withClient(db.uri, async (client) => {
    const filter = id === undefined ? 'TRUE' : `id = ${Number(id)}`
    const { rows } = await client.query<{ digest: string }>(
      `SELECT md5(
         (SELECT coalesce(string_agg(c::text, E'\\n' ORDER BY c.id), '') FROM chat_conversations c WHERE ${filter}) ||
         (SELECT coalesce(string_agg(m::text, E'\\n' ORDER BY m.id), '') FROM chat_messages m WHERE ${filter.replace('id', 'conversation_id')})
       ) AS digest`,
    )
    return rows[0]!.digest
  })
}

beforeAll(async () => {
  server = await startSite('fuzz_socket', {
    ADMIN_PASSWORD: PASSWORD,
    TRUST_PROXY: '1',
    CHAT_CONVERSATIONS_PER_IP: '100000',
    CHAT_MESSAGES_PER_MINUTE: '100000',
  })
  db = server.db
  const other = await sockets.open(server.url, 'visitor', await visitorCookie(server.url))
  const started = (await other.timeout(ACK_TIMEOUT_MS).emitWithAck('chat:send', {
    clientId: clientId('other'),
    message: 'A conversation nobody else may touch',
    identity: { name: 'Other Visitor', email: 'other@example.com' },
  })) as Ack<{ conversation: { id: number } }>
  if (!started.ok) throw new Error(`could not start the other visitor's conversation: ${started.error}`)
  otherConversation = started.data.conversation.id
  other.close()
  visitor = await sockets.open(server.url, 'visitor', await visitorCookie(server.url))
  staff = await sockets.open(server.url, 'staff', await signIn(server.url, 'admin', PASSWORD))
  console.info(`fuzz-socket: seed ${FUZZ_SEED}, ${FUZZ_RUNS} cases per event (FUZZ_SEED=${FUZZ_SEED} replays this run)`)
})

/** Where the server's log stood when the running test began: each test answers for what it adds. */
let logMark = 0
beforeEach(() => {
  logMark = server.output().length
})

// After every test, whatever order they run in: the server is healthy and the log the test added holds no unhandled
// error.
afterEach(async () => {
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
  expect(server.child.exitCode).toBeNull()
  expect(unhandledErrors(server.output().slice(logMark))).toEqual([])
})

afterAll(async () => {
  console.info(`fuzz-socket: cases run ${JSON.stringify(cases)}`)
  for (const [event, count] of Object.entries(cases)) expect(count, event).toBeGreaterThanOrEqual(FUZZ_RUNS)
  sockets.closeAll()
  await server?.close()
})

/** A conversation id: hostile numbers, a string, or the other visitor's conversation. */
const conversationIdOf = (exclude: () => Set<number>) =>
  fc.oneof(
    { weight: 3, arbitrary: hostileNumber.filter((n) => !exclude().has(n)) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 50 }).filter((n) => !exclude().has(n)) },
    { weight: 1, arbitrary: hostileString },
    { weight: 2, arbitrary: fc.constant(0).map(() => otherConversation) },
  )

/**
 * The arguments of one emit, ack last: the payload alone, nothing, or extra arguments around it.
 */
function argumentsOf(payload: fc.Arbitrary<unknown>): fc.Arbitrary<unknown[]> {
  return fc.oneof(
    { weight: 6, arbitrary: payload.map((value) => [value]) },
    { weight: 1, arbitrary: fc.constant<unknown[]>([]) },
    { weight: 1, arbitrary: fc.tuple(payload, hostileValue).map((values) => [...values]) },
    { weight: 1, arbitrary: hostileValue.map((value) => [value]) },
  )
}

/** Socket.IO ends a connection whose packet exceeds the server's limit; such payloads have their own test. */
const SOCKET_LIMIT_MARGIN_BYTES = 60_000

/** Emits and checks the acknowledgement: success, or a refusal with a known code and a reason. */
async function emit(socket: Socket, event: string, args: unknown[]): Promise<Ack<unknown>> {
  fc.pre(Buffer.byteLength(JSON.stringify(args) ?? '') < SOCKET_LIMIT_MARGIN_BYTES)
  const ack = (await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, ...args)) as Ack<unknown>
  cases[event] = (cases[event] ?? 0) + 1
  expect(ack && typeof ack === 'object', `${event}: ${JSON.stringify(ack)}`).toBe(true)
  if (!ack.ok) {
    expect(CODES, `${event} ${JSON.stringify(args).slice(0, 300)}: ${JSON.stringify(ack)}`).toContain(ack.code)
    expect(typeof ack.error === 'string' && ack.error.length > 0, JSON.stringify(ack)).toBe(true)
  }
  return ack
}

describe('generated bad input over Socket.IO', () => {
  it('visitor events: every case is acknowledged; the other visitor’s conversation is never reached; only accepted messages are stored', async () => {
    const digest = await conversationsDigest(otherConversation)
    const before = await contentRowCounts(db.uri)
    const ownConversations = new Set<number>()
    let storedMessages = 0
    const noIds = () => new Set<number>()
    const refs = hostileObject({ conversationId: conversationIdOf(noIds) })
    const identity = hostileObject({
      name: fc.string({ minLength: 1, maxLength: 120 }),
      email: fc.oneof(fc.emailAddress(), hostileString),
      phone: fc.oneof(fc.constantFrom('+1 555 010 0000', '0'), hostileString),
    })
    const send = hostileObject({
      clientId: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/), hostileString),
      message: fc.oneof(fc.string({ minLength: 1, maxLength: 2_100 }), hostileString),
      conversationId: conversationIdOf(noIds),
      identity: fc.oneof(identity, hostileValue),
    })
    const sync = hostileObject({
      conversationId: conversationIdOf(noIds),
      since: fc.oneof(
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        hostileString,
      ),
    })
    const events: [string, fc.Arbitrary<Record<string, unknown>>][] = [
      ['chat:send', send],
      ['chat:sync', sync],
      ['chat:typing', refs],
      ['chat:seen', refs],
      ['chat:resume', refs],
      ['chat:presence', refs],
    ]
    for (const [event, payload] of events) {
      await fc.assert(
        fc.asyncProperty(argumentsOf(payload), async (args) => {
          const ack = await emit(visitor, event, args)
          if (!ack.ok) return
          const data = ack.data as { conversation?: { id: number } | null; message?: unknown } | null
          if (event === 'chat:send') {
            storedMessages += 1
            ownConversations.add(data!.conversation!.id)
          }
          // Whatever was accepted concerns the visitor's own conversations only.
          if (data && typeof data === 'object' && data.conversation)
            expect(data.conversation.id).not.toBe(otherConversation)
        }),
        fuzzOptions(),
      )
    }
    expect(ownConversations.has(otherConversation)).toBe(false)
    const after = await contentRowCounts(db.uri)
    expect(after.chat_messages).toBe(before.chat_messages! + storedMessages)
    expect(after.chat_conversations).toBe(before.chat_conversations! + ownConversations.size)
    // The other visitor's conversation and its one message are exactly as they were.
    expect(await conversationsDigest(otherConversation)).toBe(digest)
  }, 180_000)

  it('staff events: every case with a conversation that does not exist is refused with a reason, and nothing is written', async () => {
    const existing = await withClient(
      db.uri,
      async (client) =>
        new Set((await client.query<{ id: number }>('SELECT id FROM chat_conversations')).rows.map((row) => row.id)),
    )
    const noExisting = () => existing
    const digest = await conversationsDigest()
    const before = await contentRowCounts(db.uri)
    const refs = hostileObject({
      conversationId: conversationIdOf(noExisting).filter((id) => id !== otherConversation),
    })
    const reads: [string, fc.Arbitrary<Record<string, unknown>>][] = [
      ['staff:list', hostileObject({ page: fc.oneof(hostileNumber, hostileString) })],
      ['staff:search', hostileObject({ query: hostileString })],
      [
        'staff:messages',
        hostileObject({
          conversationId: conversationIdOf(noExisting).filter((id) => id !== otherConversation),
          since: hostileString,
        }),
      ],
    ]
    const writes: [string, fc.Arbitrary<Record<string, unknown>>][] = [
      [
        'staff:reply',
        hostileObject({
          conversationId: conversationIdOf(noExisting).filter((id) => id !== otherConversation),
          clientId: fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
          message: hostileString,
        }),
      ],
      ['staff:close', refs],
      ['staff:reopen', refs],
      ['staff:seen', refs],
      ['staff:typing', refs],
      ['staff:delete-visitor', refs],
    ]
    for (const [event, payload] of [...reads, ...writes]) {
      const write = writes.some(([name]) => name === event)
      await fc.assert(
        fc.asyncProperty(argumentsOf(payload), async (args) => {
          // Staff acting on a conversation that exists is no bad input: such cases are left out.
          const target = (args[0] as { conversationId?: unknown } | null | undefined)?.conversationId
          fc.pre(!(typeof target === 'number' && existing.has(target)))
          const ack = await emit(staff, event, args)
          if (write) expect(ack.ok, `${event} ${JSON.stringify(args).slice(0, 300)}`).toBe(false)
        }),
        fuzzOptions(),
      )
    }
    expect(await contentRowCounts(db.uri)).toEqual(before)
    expect(await conversationsDigest()).toBe(digest)
  }, 180_000)

  it('handshakes with any side and any cookie connect or are refused, and events without an acknowledgement or of no kind are ignored', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom('staff', 'visitor'), hostileValue),
        hostileString.map((value) => value.replace(/[^\x20-\x7e]/g, '').slice(0, 2_000)),
        async (side, cookie) => {
          fc.pre(Buffer.byteLength(JSON.stringify(side) ?? '') < SOCKET_LIMIT_MARGIN_BYTES)
          const socket = sockets.track(
            chatSocket(server.url, 'visitor', `chat_visitor=${cookie}; payload-token=${cookie}`),
          )
          ;(socket.auth as Record<string, unknown>).as = side
          cases.handshake = (cases.handshake ?? 0) + 1
          try {
            const refusal = await Promise.race([
              connected(socket).then(() => undefined),
              new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no connection within 5 s')), 5_000)),
            ]).catch((error: unknown) => (error instanceof Error ? error.message : JSON.stringify(error)))
            // Only a staff handshake is refused, and always: the hostile cookie is no sign-in.
            expect(refusal ?? 'connected', `side ${JSON.stringify(side)}`).toEqual(
              side === 'staff' ? expect.stringContaining('Staff sign-in required') : 'connected',
            )
            if (refusal !== undefined) return
            // Events without an acknowledgement, and of no kind, are dropped without a word.
            socket.emit('chat:send', { message: cookie })
            socket.emit('no-such-event', side)
            if (side === 'visitor') {
              // A visitor without a valid signed cookie is told to reload, whatever it asks.
              const ack = (await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('chat:resume')) as Ack<unknown>
              expect(ack).toMatchObject({ ok: false, code: 'no-session' })
            }
          } finally {
            socket.close()
          }
        },
      ),
      fuzzOptions(),
    )
  }, 180_000)

  it('a payload above the 64 kB limit ends that socket only', async () => {
    const socket = await sockets.open(server.url, 'visitor', await visitorCookie(server.url))
    const closed = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()))
    socket.emit('chat:send', { clientId: clientId('big'), message: 'x'.repeat(70_000) }, () => {})
    await closed
    const other = await sockets.open(server.url, 'visitor', await visitorCookie(server.url))
    const ack = (await other.timeout(ACK_TIMEOUT_MS).emitWithAck('chat:presence')) as Ack<unknown>
    expect(ack.ok).toBe(true)
    expect(visitor.connected).toBe(true)
  })
})
