import { z } from 'zod'

import '@/lib/validation/zod-jitless'

import { firstTouchSchema } from '@/lib/attribution/schema'
import { withoutNul } from '@/lib/plain-text'
import { inputString } from '@/lib/validation/text'

/** Length limits of the contact form (specification section 9). */
export const CONTACT_LIMITS = { name: 100, email: 255, subject: 200, messageMin: 10, messageMax: 2000 } as const

/**
 * The contact form's one schema, used by the browser form and by the server endpoint.
 * Values are trimmed first (and lose NUL characters); messages are the specification's, word for word.
 */
export const contactSchema = z.object({
  name: inputString('Name is required')
    .overwrite(withoutNul)
    .trim()
    .min(1, 'Name is required')
    .max(CONTACT_LIMITS.name, 'Name must be less than 100 characters'),
  email: inputString('Please enter a valid email address')
    .trim()
    .max(CONTACT_LIMITS.email, 'Email must be less than 255 characters')
    .pipe(z.email('Please enter a valid email address')),
  subject: inputString('Subject is required')
    .overwrite(withoutNul)
    .trim()
    .min(1, 'Subject is required')
    .max(CONTACT_LIMITS.subject, 'Subject must be less than 200 characters'),
  message: inputString('Message must be at least 10 characters')
    .overwrite(withoutNul)
    .trim()
    .min(CONTACT_LIMITS.messageMin, 'Message must be at least 10 characters')
    .max(CONTACT_LIMITS.messageMax, 'Message must be less than 2000 characters'),
  // Where the visit began (src/lib/attribution/schema.ts). Nothing the visitor typed: one that does
  // not pass is dropped rather than losing the message over it.
  firstTouch: firstTouchSchema.optional().catch(undefined),
})

export type ContactMessage = z.output<typeof contactSchema>
/** The fields the visitor fills in. */
export type ContactField = Exclude<keyof ContactMessage, 'firstTouch'>
export type ContactErrors = Partial<Record<ContactField, string>>

export const CONTACT_FIELDS: ContactField[] = ['name', 'email', 'subject', 'message']

/** Validates raw input; on failure returns the first message for each invalid field. */
export function validateContact(
  input: unknown,
): { ok: true; data: ContactMessage } | { ok: false; errors: ContactErrors } {
  const result = contactSchema.safeParse(input)
  if (result.success) return { ok: true, data: result.data }
  const errors: ContactErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField | undefined
    if (field && CONTACT_FIELDS.includes(field) && !errors[field]) errors[field] = issue.message
  }
  return { ok: false, errors }
}
