import config from '@payload-config'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { hasRole, type Role } from '@/access/roles'
import type { User } from '@/payload-types'

import { loginPathFor } from './staff-paths'

/** The signed-in user of this request (Payload's auth cookie), or undefined. */
export async function currentUser(): Promise<(User & { collection: 'users' }) | undefined> {
  // Reading the request first marks the page dynamic before anything touches the database.
  const requestHeaders = await headers()
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: requestHeaders })
  return user?.collection === 'users' ? user : undefined
}

/**
 * Server-side gate of a staff page: anonymous users and users without one of `roles` are sent to
 * /admin/login (which returns them to `returnTo` after signing in) before anything renders.
 */
export async function requireStaff(roles: Role[], returnTo: string): Promise<User> {
  const user = await currentUser()
  if (!user || !hasRole(user, ...roles)) redirect(loginPathFor(returnTo))
  return user
}
