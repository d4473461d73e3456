import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { CHAT_ROLES, hasRole } from '@/access/roles'

import { ChatError, REFUSALS } from './refusals'
import type { StaffUser } from './views'

/**
 * A staff action's writes in one transaction: all of them commit or none does. Signals to sockets
 * go out through afterCommit, so a rolled-back action tells nobody anything.
 */
export async function staffTransaction<T>(
  payload: Payload,
  user: StaffUser,
  action: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const req = await createLocalReq({ user }, payload)
  const ownsTransaction = await initTransaction(req)
  try {
    const result = await action(req)
    if (ownsTransaction) await commitTransaction(req)
    return result
  } catch (error) {
    if (ownsTransaction) await killTransaction(req)
    throw error
  }
}

/** Messages and notes are written by the chat server only (their collections' create access is nobody's). */
export function assertChatStaff(user: StaffUser): void {
  if (!hasRole(user, ...CHAT_ROLES)) throw new ChatError('forbidden', REFUSALS.noChatAccess)
}
