import pg from 'pg'
import { io, type Socket } from 'socket.io-client'

import { lastConfirmedAt, type ListedMessage, mergeMessages, newClientId } from '../../src/lib/chat/client/messages'
import { emitUntilAcked, request } from '../../src/lib/chat/client/reliable-emit'
import { type AskMark, nextAsk, resyncWhileConnected } from '../../src/lib/chat/client/resync'
import type { ChatMessageView, StaffConversationView, VisitorConversationView } from '../../src/lib/chat/types'

/**
 * The widget and the staff console as Node clients, for fault tests. Sending, retrying and merging
 * are the browser code itself (src/lib/chat/client: emitUntilAcked, mergeMessages, lastConfirmedAt);
 * what the React hooks do around them (useVisitorChat, useStaffChat) is repeated here in a few lines:
 * catch up after every (re)connect, ask again every RESYNC_MS while connected (src/lib/chat/client/resync.ts),
 * merge live messages, reconnect when the server asks.
 */

/**
 * What a browser brings by itself to a connection: trust in the certificate authority of an https test site, and
 * the headers of a page of the site (`origin`) when the socket goes to one app process behind the site's address.
 */
export type WidgetConnection = { ca?: string; headers?: Record<string, string> }

/** connectChatSocket() of the widget, given the URL and cookie a browser would supply by itself. */
function widgetSocket(
  baseUrl: string,
  side: 'visitor' | 'staff',
  cookie: string,
  connection: WidgetConnection = {},
): Socket {
  const socket = io(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { as: side },
    forceNew: true,
    extraHeaders: { origin: new URL(baseUrl).origin, cookie, ...connection.headers },
    ca: connection.ca,
  })
  socket.on('disconnect', (reason) => {
    // As src/lib/chat/client/socket.ts: a reconnect after a jittered pause, so a restarted server is not met by every
    // client at once.
    if (reason === 'io server disconnect') setTimeout(() => socket.connect(), 200 + Math.random() * 1_800)
  })
  return socket
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export class WidgetVisitor {
  readonly socket: Socket
  conversation: VisitorConversationView | null = null
  messages: ListedMessage[] = []
  /** Client ids of this visitor's messages in the order they were written, and the acknowledged ones. */
  readonly written: string[] = []
  readonly acked = new Set<string>()
  /** Messages whose first attempt went unanswered (in flight when the fault struck), so they were retried. */
  retried = 0
  connects = 0

  private mark: AskMark | null = null
  private readonly stopResync: () => void

  constructor(
    baseUrl: string,
    readonly cookie: string,
    readonly identity: { name: string; email: string },
    connection: WidgetConnection = {},
  ) {
    this.socket = widgetSocket(baseUrl, 'visitor', cookie, connection)
    this.socket.on('connect', () => {
      this.connects++
      void this.catchUp()
    })
    this.stopResync = resyncWhileConnected(
      () => this.socket.connected,
      () => this.resync(),
    )
    this.socket.on('chat:message', (message: ChatMessageView) => {
      if (!this.conversation || this.conversation.id === message.conversationId)
        this.messages = mergeMessages(this.messages, [message])
    })
  }

  /** useVisitorChat's catchUp: what this page missed while offline. Failures wait for the next connect. */
  async catchUp(): Promise<void> {
    try {
      if (this.conversation) {
        const since = lastConfirmedAt(this.messages)
        this.mark = { conversationId: this.conversation.id, from: since }
        const answer = await request(this.socket, 'chat:sync', { conversationId: this.conversation.id, since })
        this.messages = mergeMessages(this.messages, answer.messages)
      } else {
        const answer = await request(this.socket, 'chat:resume')
        if (answer.conversation) {
          this.conversation = answer.conversation
          this.messages = mergeMessages(this.messages, answer.messages)
        }
      }
    } catch {
      // As in the widget: retried at the next reconnect.
    }
  }

  /** useVisitorChat's resync: while connected, from where the previous ask started. */
  async resync(): Promise<void> {
    if (this.conversation?.status !== 'open') return
    try {
      const ask = nextAsk(this.mark, this.conversation.id, lastConfirmedAt(this.messages))
      this.mark = ask.mark
      const answer = await request(this.socket, 'chat:sync', { conversationId: this.conversation.id, since: ask.since })
      this.messages = mergeMessages(this.messages, answer.messages)
    } catch {
      // As in the widget: asked again at the next interval or reconnect.
    }
  }

  private sending: Promise<unknown> = Promise.resolve()

  /**
   * One message at a time, as the widget sends them (its Send button waits until the last message is
   * acknowledged): a test that sends from two places to one visitor still writes them in one order.
   */
  send(text: string): Promise<ChatMessageView> {
    const sent = this.sending.then(() => this.sendNow(text))
    this.sending = sent.catch(() => undefined)
    return sent
  }

  /** useVisitorChat's send: a new client id, retried until the server acknowledges it. */
  private async sendNow(text: string): Promise<ChatMessageView> {
    const clientId = newClientId()
    this.written.push(clientId)
    const starting = !this.conversation || this.conversation.status !== 'open'
    const answer = await emitUntilAcked(
      this.socket,
      'chat:send',
      {
        clientId,
        message: text,
        conversationId: starting ? undefined : this.conversation!.id,
        identity: starting ? this.identity : undefined,
      },
      { ackTimeoutMs: 3_000, slowAfterAttempts: 1, onSlow: () => this.retried++ },
    )
    this.conversation = answer.conversation
    this.messages = mergeMessages(this.messages, [answer.message])
    this.acked.add(clientId)
    return answer.message
  }

  close() {
    this.stopResync()
    this.socket.close()
  }
}

export class WidgetStaff {
  readonly socket: Socket
  /** Client ids of the messages that arrived as live events (not through catch-up). */
  readonly live = new Set<string>()
  conversations = new Map<number, StaffConversationView>()
  readonly messages = new Map<number, ListedMessage[]>()
  readonly written: string[] = []
  readonly acked = new Set<string>()
  /** Messages whose first attempt went unanswered (in flight when the fault struck), so they were retried. */
  retried = 0
  connects = 0

  /** Where each conversation's next resync starts (this console keeps every conversation open). */
  private readonly marks = new Map<number, AskMark>()
  private readonly stopResync: () => void

  constructor(baseUrl: string, cookie: string, connection: WidgetConnection = {}) {
    this.socket = widgetSocket(baseUrl, 'staff', cookie, connection)
    this.socket.on('connect', () => {
      this.connects++
      void this.catchUp()
    })
    this.stopResync = resyncWhileConnected(
      () => this.socket.connected,
      () => this.resync(),
    )
    this.socket.on('staff:message', (message: ChatMessageView, conversation: StaffConversationView) => {
      this.live.add(message.clientId)
      this.conversations.set(conversation.id, conversation)
      this.merge(message.conversationId, [message])
    })
  }

  private merge(conversationId: number, incoming: ListedMessage[]) {
    this.messages.set(conversationId, mergeMessages(this.messages.get(conversationId) ?? [], incoming))
  }

  /**
   * useStaffChat after a (re)connect: the list again, and the messages of the open conversation since
   * the newest one known. This console keeps every conversation open, so it catches up on all of them.
   */
  async catchUp(): Promise<void> {
    // As useStaffChat: where each catch-up starts is fixed at connect, before live messages arrive.
    const knownAtConnect = new Map(this.messages)
    try {
      const list = await request(this.socket, 'staff:list')
      for (const conversation of list) this.conversations.set(conversation.id, conversation)
      await Promise.all(
        [...this.conversations.keys()].map(async (conversationId) => {
          const known = knownAtConnect.get(conversationId)
          const since = known ? lastConfirmedAt(known) : undefined
          this.marks.set(conversationId, { conversationId, from: since })
          const incoming = await request(this.socket, 'staff:messages', { conversationId, since })
          this.merge(conversationId, incoming)
        }),
      )
    } catch {
      // Retried at the next reconnect.
    }
  }

  /**
   * useStaffChat's resync while connected: the list, and each open conversation from where its previous ask started.
   */
  async resync(): Promise<void> {
    try {
      const list = await request(this.socket, 'staff:list')
      for (const conversation of list) this.conversations.set(conversation.id, conversation)
      await Promise.all(
        [...this.conversations.keys()].map(async (conversationId) => {
          const known = this.messages.get(conversationId)
          const ask = nextAsk(this.marks.get(conversationId) ?? null, conversationId, known && lastConfirmedAt(known))
          this.marks.set(conversationId, ask.mark)
          const since = ask.since
          this.merge(conversationId, await request(this.socket, 'staff:messages', { conversationId, since }))
        }),
      )
    } catch {
      // Asked again at the next interval or reconnect.
    }
  }

  async reply(conversationId: number, text: string): Promise<ChatMessageView> {
    const clientId = newClientId()
    this.written.push(clientId)
    const stored = await emitUntilAcked(
      this.socket,
      'staff:reply',
      { conversationId, clientId, message: text },
      {
        ackTimeoutMs: 3_000,
        slowAfterAttempts: 1,
        onSlow: () => this.retried++,
      },
    )
    this.merge(conversationId, [stored])
    this.acked.add(clientId)
    return stored
  }

  /** Every message this console holds, by client id. */
  seen(): Set<string> {
    return new Set([...this.messages.values()].flat().map((m) => m.clientId))
  }

  close() {
    this.stopResync()
    this.socket.close()
  }
}

/** Waits until `check` holds, polling; throws with `describe()` when it does not within `ms`. */
export async function eventually(check: () => boolean, ms: number, describe: () => string = () => ''): Promise<void> {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error(`condition not met within ${ms} ms ${describe()}`)
    await sleep(100)
  }
}

export type StoredMessage = { conversationId: number; clientId: string; senderType: 'visitor' | 'admin' }

/** Every chat message as stored, in (created_at, id) order. */
export async function storedMessages(databaseUri: string): Promise<StoredMessage[]> {
  const client = new pg.Client({ connectionString: databaseUri })
  await client.connect()
  try {
    const { rows } = await client.query<StoredMessage>(
      'SELECT conversation_id AS "conversationId", client_id AS "clientId", sender_type AS "senderType" FROM chat_messages ORDER BY created_at, id',
    )
    return rows
  } finally {
    await client.end()
  }
}

/**
 * The guarantees, as a list of violations (empty: all hold):
 * - every message a client wrote was acknowledged and is stored exactly once, in the order written;
 * - every acknowledged visitor message reached a staff console, every acknowledged reply its visitor.
 */
export function deliveryProblems(visitors: WidgetVisitor[], staff: WidgetStaff[], stored: StoredMessage[]): string[] {
  const problems: string[] = []
  const count = new Map<string, number>()
  for (const m of stored) count.set(m.clientId, (count.get(m.clientId) ?? 0) + 1)
  const storedOrder = (ids: string[]) => {
    const wanted = new Set(ids)
    return stored.filter((m) => wanted.has(m.clientId)).map((m) => m.clientId)
  }
  const check = (who: string, written: string[], acked: Set<string>) => {
    const unacked = written.filter((id) => !acked.has(id))
    if (unacked.length) problems.push(`${who}: ${unacked.length} message(s) never acknowledged`)
    for (const id of written)
      if ((count.get(id) ?? 0) !== 1) problems.push(`${who}: ${id} stored ${count.get(id) ?? 0} times`)
    if (JSON.stringify(storedOrder(written)) !== JSON.stringify(written))
      problems.push(`${who}: stored order differs from the order written`)
  }
  visitors.forEach((v, i) => check(`visitor ${i}`, v.written, v.acked))
  staff.forEach((s, i) => check(`staff ${i}`, s.written, s.acked))

  const repliesByConversation = new Map<number, string[]>()
  for (const m of stored)
    if (m.senderType === 'admin')
      repliesByConversation.set(m.conversationId, [...(repliesByConversation.get(m.conversationId) ?? []), m.clientId])
  visitors.forEach((v, i) => {
    const seenByVisitor = new Set(v.messages.filter((m) => !m.pending).map((m) => m.clientId))
    const missedReplies = (v.conversation ? (repliesByConversation.get(v.conversation.id) ?? []) : []).filter(
      (id) => !seenByVisitor.has(id),
    )
    if (missedReplies.length)
      problems.push(`visitor ${i}: ${missedReplies.length} acknowledged staff repl(ies) never seen`)
    // The list the widget shows: one entry per message, in stored order.
    const shown = v.messages.map((m) => m.clientId)
    if (new Set(shown).size !== shown.length) problems.push(`visitor ${i}: a message is listed twice`)
    if (JSON.stringify(storedOrder(shown)) !== JSON.stringify(shown)) problems.push(`visitor ${i}: listed out of order`)
    staff.forEach((s, j) => {
      const seenByStaff = s.seen()
      const missed = [...v.acked].filter((id) => !seenByStaff.has(id))
      if (missed.length)
        problems.push(`staff ${j}: ${missed.length} acknowledged message(s) of visitor ${i} never seen`)
    })
  })
  return problems
}
