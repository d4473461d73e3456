import type { Payload } from 'payload'

import { CHAT_ROLES } from '@/access/roles'

import type { CannedReplyView } from './canned'
import { assertChatStaff } from './staff-writes'
import type { AgentView } from './types'
import { agentView, type StaffUser } from './views'

/** What the console lists beside the conversations: the staff who answer chats and the canned replies. */

/** Staff who answer chats, for the console's "hand over to" list and the names on assignments and notes. */
export async function chatAgents(payload: Payload, user: StaffUser): Promise<AgentView[]> {
  assertChatStaff(user)
  const { docs } = await payload.find({
    collection: 'users',
    where: { role: { in: CHAT_ROLES } },
    select: { username: true, name: true, displayName: true },
    sort: 'username',
    limit: 500,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map(agentView)
}

const MAX_CANNED = 500

/** The canned replies, as the collection's access rules let the user read them. */
export async function cannedReplies(payload: Payload, user: StaffUser): Promise<CannedReplyView[]> {
  const { docs } = await payload.find({
    collection: 'canned-replies',
    select: { title: true, text: true },
    sort: 'title',
    limit: MAX_CANNED,
    depth: 0,
    pagination: false,
    user,
    overrideAccess: false,
  })
  return docs.map(({ id, title, text }) => ({ id, title, text }))
}
