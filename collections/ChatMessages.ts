import { randomUUID } from 'node:crypto'

import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionConfig,
} from 'payload'

import { adminsOnly, chatStaff, nobody } from '../src/access/roles'
import { publishMessage } from '../src/lib/chat/broadcast'
import { CHAT_LIMITS, SENDER_TYPES, STAFF_SENDER_NAME } from '../src/lib/chat/constants'
import { queueReplyEmail } from '../src/lib/chat/reply-mail'
import { messageTextSchema, validateMessageText } from '../src/lib/chat/schema'
import { replySenderName } from '../src/lib/chat/views'

/**
 * A message written for a signed-in user (a staff reply from the console) is always a staff
 * reply; visitor messages are written by the chat server without a user. Closed conversations take
 * no new messages: a visitor's next message starts a new conversation.
 */
const prepareMessage: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  if (req.user?.collection === 'users') {
    data.senderType = 'admin'
    data.senderName = replySenderName(req.user)
  }
  data.clientId ||= randomUUID()
  const conversationId = typeof data.conversation === 'object' ? data.conversation?.id : data.conversation
  const conversation = await req.payload
    .findByID({ collection: 'chat-conversations', id: conversationId, req, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!conversation) throw new APIError('This conversation does not exist.', 400, undefined, true)
  if (conversation.status !== 'open') throw new APIError('This conversation is closed.', 409, undefined, true)
  return data
}

/**
 * Keeps last_message_at in the same transaction as the message, then broadcasts the message once
 * the transaction has committed (every write through Payload: a conversation's first message and
 * staff replies; not the visitor's hot path, see the hooks below).
 */
const touchConversationAndBroadcast: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const conversationId = typeof doc.conversation === 'object' ? doc.conversation.id : doc.conversation
  const conversation = await req.payload.update({
    collection: 'chat-conversations',
    id: conversationId,
    data: { lastMessageAt: doc.createdAt },
    req,
    depth: 0,
    overrideAccess: true,
  })
  // In the same transaction as the reply: e-mailed later unless the visitor sees it in the widget first.
  if (doc.senderType === 'admin' && conversation.visitorEmail) await queueReplyEmail(req, conversationId)
  await publishMessage(req, doc, conversation)
  return doc
}

export const ChatMessages: CollectionConfig = {
  slug: 'chat-messages',
  dbName: 'chat_messages',
  labels: { singular: 'Chat message', plural: 'Chat messages' },
  admin: {
    group: 'Chat',
    useAsTitle: 'message',
    defaultColumns: ['message', 'senderType', 'senderName', 'conversation', 'createdAt'],
  },
  defaultSort: 'createdAt',
  access: {
    read: chatStaff,
    // Nobody writes a message by hand (REST or /cms): visitors and staff write through the chat server,
    // which checks the sender and uses the Local API or, for a visitor's message to an open
    // conversation, plain SQL (src/lib/chat/visitor-send.ts, src/lib/chat/sql.ts).
    create: nobody,
    update: nobody,
    delete: adminsOnly,
  },
  // "messages of a conversation in order": WHERE conversation_id = $1 ORDER BY created_at, id
  indexes: [{ fields: ['conversation', 'createdAt'] }],
  // These hooks do NOT run for most visitor messages. A visitor's message to their open conversation
  // is inserted by raw SQL on the hot path (appendVisitorMessage in src/lib/chat/sql.ts, called from
  // sendVisitorMessage in src/lib/chat/visitor-send.ts), bypassing the Local API and so every hook here. That
  // one statement does their work itself: it inserts only into a conversation of that visitor that
  // is still open (prepareMessage's check), takes the sender name from the conversation, leaves a
  // repeated client id unstored, and sets last_message_at in the same statement
  // (touchConversationAndBroadcast's update, whose ChatConversations hooks would change nothing for
  // it); once it has committed, the chat server emits the message (emitMessage in
  // src/lib/chat/broadcast.ts, what publishMessage does after commit). The text was already checked
  // by the same schema (visitorSendSchema). A visitor's message queues no reply e-mail. Only a
  // message that starts a conversation goes through Payload and these hooks. Change both paths together.
  hooks: { beforeChange: [prepareMessage], afterChange: [touchConversationAndBroadcast] },
  fields: [
    {
      name: 'conversation',
      type: 'relationship',
      relationTo: 'chat-conversations',
      required: true,
      index: true,
    },
    {
      name: 'senderType',
      type: 'select',
      required: true,
      defaultValue: 'admin',
      options: SENDER_TYPES.map((value) => ({ label: value === 'admin' ? 'Staff' : 'Visitor', value })),
    },
    {
      name: 'senderName',
      type: 'text',
      required: true,
      defaultValue: STAFF_SENDER_NAME,
      maxLength: CHAT_LIMITS.nameMax,
    },
    {
      name: 'message',
      type: 'textarea',
      required: true,
      maxLength: CHAT_LIMITS.messageMax,
      // Written through REST or /cms too: stored as the widget's and console's schema gives it (NUL
      // characters dropped, trimmed); left as sent when invalid, for `validate` to report.
      hooks: { beforeValidate: [({ value }) => messageTextSchema.safeParse(value).data ?? value] },
      validate: validateMessageText,
    },
    {
      // Generated by the sending client; a repeated id is the same message (exactly-once delivery).
      name: 'clientId',
      type: 'text',
      unique: true,
      maxLength: 64,
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
