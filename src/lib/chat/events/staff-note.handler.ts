import { addNote } from '../notes'
import { noteView } from '../views'
import type { StaffHandler } from './handler-context'

/**
 * A staff note (input: ./staff-note.schema.ts), stored once per client id; every console hears of it (collection hook).
 */
export const staffNoteHandler: StaffHandler<'staff:note'> = async ({ payload, user }, input) =>
  noteView(await addNote(payload, user, input))
