'use client'

import { PasswordField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

// PasswordField alone validates as required in the browser, which would block every save of one's own
// account; whether the current password is needed (only with a new password) is the server's call.
const acceptInBrowser = () => true as const

/** The masked "Current password" input of one's own account in /cms (checked by collections/Users.ts). */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => (
  <PasswordField autoComplete="current-password" field={field} path={path ?? field.name} validate={acceptInBrowser} />
)
