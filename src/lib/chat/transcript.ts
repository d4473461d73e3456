import { NotFound } from 'payload'

import { ENDPOINTS } from '@/lib/http/endpoints'
import { payloadEndpoint } from '@/lib/http/payload-endpoint'
import { asOneLine } from '@/lib/validation/text'

import { conversationMessages } from './messages'
import { TRANSCRIPT_FORMATS, type TranscriptFormat } from './transcript-path'
import type { ChatMessageView, StaffConversationView } from './types'
import { messageView, staffConversationView } from './views'

/** Far above any real conversation; the per-visitor message rate limit keeps them short. */
const MAX_TRANSCRIPT_MESSAGES = 20_000

export type Transcript = { conversation: StaffConversationView; messages: ChatMessageView[] }

const stamp = (iso: string) => new Date(iso).toISOString().replace('T', ' ').slice(0, 16) + ' UTC'

/** Every kind of line break a text viewer may honour. */
const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/

/**
 * A plain-text transcript: a header with who and when, then one block per message: its header line
 * `[time] Sender:` at the start of a line, then each line of the message indented by two spaces. Only
 * headers start a line and names are printed on one line, so no name or message can pass for a
 * header (or a message of someone else).
 */
export function transcriptText({ conversation, messages }: Transcript): string {
  const contact =
    [conversation.visitorEmail, conversation.visitorPhone].filter(Boolean).map(String).map(asOneLine).join(', ') ||
    'no contact given'
  const header = [
    `Chat with ${asOneLine(conversation.visitorName)} (${contact})`,
    `Conversation ${conversation.id}, ${conversation.status}, started ${stamp(conversation.createdAt)}`,
    '',
  ]
  const body = messages.map((m) => `[${stamp(m.createdAt)}] ${asOneLine(m.senderName)}:\n${indented(m.message)}\n`)
  return [...header, ...body].join('\n')
}

const indented = (text: string) =>
  text
    .split(LINE_BREAK)
    .map((line) => `  ${line}`)
    .join('\n')

/**
 * GET /api/chat-conversations/:id/transcript?format=json|text: the whole conversation as a file,
 * for staff who may read it (the collection's read access decides).
 */
export const transcriptEndpoint = payloadEndpoint(ENDPOINTS.chatTranscript, async (req) => {
  const id = Number(req.routeParams?.id)
  const format = (req.searchParams.get('format') ?? 'json') as TranscriptFormat
  if (!Number.isInteger(id) || id <= 0 || !TRANSCRIPT_FORMATS.includes(format)) {
    return Response.json(
      { errors: [{ message: 'Use /api/chat-conversations/{id}/transcript?format=json or text.' }] },
      { status: 400 },
    )
  }
  const conversation = await req.payload
    .findByID({
      collection: 'chat-conversations',
      id,
      depth: 0,
      user: req.user,
      overrideAccess: false,
      disableErrors: true,
    })
    .catch(() => null)
  if (!conversation) throw new NotFound(req.t)
  const transcript: Transcript = {
    conversation: staffConversationView(conversation),
    messages: (await conversationMessages(req.payload, id, undefined, MAX_TRANSCRIPT_MESSAGES)).map(messageView),
  }
  const filename = `chat-${id}.${format === 'json' ? 'json' : 'txt'}`
  const headers = { 'content-disposition': `attachment; filename="${filename}"`, 'cache-control': 'no-store' }
  if (format === 'json') return Response.json(transcript, { headers })
  return new Response(transcriptText(transcript), {
    headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
  })
})
