import type { Payload } from 'payload'

import type { ChatNote } from '@/payload-types'

import { readableConversation } from './conversations'
import type { StaffNoteInput } from './events/inputs'
import { byClientId, storeOnce } from './messages'
import { REFUSALS } from './refusals'
import { assertChatStaff } from './staff-writes'
import { agentName, type StaffUser } from './views'

/** Staff notes on a conversation: read and written by chat staff only, never shown to the visitor. */

const MAX_NOTES = 500

/** A conversation's staff notes in order (the conversation read through the access rules first). */
export async function staffNotes(payload: Payload, user: StaffUser, conversationId: number): Promise<ChatNote[]> {
  await readableConversation(payload, user, conversationId)
  const { docs } = await payload.find({
    collection: 'chat-notes',
    where: { conversation: { equals: conversationId } },
    sort: ['createdAt', 'id'],
    limit: MAX_NOTES,
    depth: 0,
    pagination: false,
    user,
    overrideAccess: false,
  })
  return docs
}

/** A staff note on a conversation, open or closed; a repeated client id is stored once. */
export async function addNote(payload: Payload, user: StaffUser, input: StaffNoteInput): Promise<ChatNote> {
  assertChatStaff(user)
  await readableConversation(payload, user, input.conversationId)
  const { doc } = await storeOnce(
    () => byClientId(payload, 'chat-notes', input.clientId),
    () =>
      payload.create({
        collection: 'chat-notes',
        data: {
          conversation: input.conversationId,
          author: user.id,
          authorName: agentName(user),
          text: input.text,
          clientId: input.clientId,
        },
        depth: 0,
        overrideAccess: true,
      }),
    input.conversationId,
    REFUSALS.noteIdUsed,
  )
  return doc
}
