import { staffNotes } from '../notes'
import { noteView } from '../views'
import type { StaffHandler } from './handler-context'

/** A conversation's staff notes in order. */
export const staffNotesHandler: StaffHandler<'staff:notes'> = async ({ payload, user }, { conversationId }) =>
  (await staffNotes(payload, user, conversationId)).map(noteView)
