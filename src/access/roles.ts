import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

export const ROLES = ['admin', 'editor', 'support'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_NAMES: Record<Role, string> = { admin: 'Admin', editor: 'Editor', support: 'Support' }

/** "Admin and Support": the roles a staff page is for, as its login page names them. */
export function roleList(roles: readonly Role[]): string {
  const names = roles.map((role) => ROLE_NAMES[role])
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '')
}

/** What each role may do, as /cms shows it where a role is chosen. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin: everything, including user accounts, site settings and permanent deletions',
  editor: 'Editor: blog posts, every page’s copy, images and redirects; reads contact messages',
  support: 'Support: the chat console, canned replies and site monitoring',
}

/**
 * New accounts start as support: it changes nothing the public sees (no posts, no media) and deletes
 * nothing; an editor publishes and deletes posts and media, an admin does everything.
 */
export const LEAST_PRIVILEGED_ROLE: Role = 'support'

export const ROLE_FIELD_DESCRIPTION =
  'Admin: everything an editor and a support member do, plus user accounts and roles, Site settings, canned replies, ' +
  'deleting conversations, contact messages, bookings and reports, and the audit log. ' +
  'Editor: in /cms, writes, publishes, schedules and unpublishes blog posts and the copy of every page (home, about, services, FAQ, contact, legal pages, 404 and 500), ' +
  'uploads and edits images, manages redirects, moves posts, images and redirects to the trash and restores them, and reads contact messages; no chat, no monitoring. ' +
  'Support: answers visitor chats at /admin/chat (notes, outcomes, blocking a visitor, canned replies), sees bookings and alerts, and runs site checks at /monitoring; edits nothing on the public site and deletes nothing. ' +
  'Everyone changes their own password and display name. New accounts start as Support, the least privileged role; only admins change a role.'

type MaybeUser = PayloadRequest['user'] | null | undefined

export function roleOf(user: MaybeUser): Role | undefined {
  if (!user || user.collection !== 'users') return undefined
  const role = (user as { role?: unknown }).role
  return ROLES.includes(role as Role) ? (role as Role) : undefined
}

export function hasRole(user: MaybeUser, ...roles: Role[]): boolean {
  const role = roleOf(user)
  return role !== undefined && roles.includes(role)
}

/** Whether the request is an admin's; the collection, field and job-queue rules below that say "admins only" use it. */
export const isAdmin = ({ req }: { req: { user?: MaybeUser } }): boolean => hasRole(req.user, 'admin')

/** Collection access: admins only. */
export const adminsOnly: Access = isAdmin

/** Collection access: admins and marketing editors (content managers). */
export const contentManagers: Access = ({ req }) => hasRole(req.user, 'admin', 'editor')

/** Staff who answer chats at /admin/chat (and sign in at /admin/login). */
export const CHAT_ROLES: Role[] = ['admin', 'support']

/** Collection access: admins and support staff (chat). */
export const chatStaff: Access = ({ req }) => hasRole(req.user, ...CHAT_ROLES)

/** Staff who read monitoring reports and run checks: those who sign in at /admin/login. */
export const MONITORING_ROLES: Role[] = ['admin', 'support']

/** Collection access: monitoring staff (site-monitoring reports). */
export const monitoringStaff: Access = ({ req }) => hasRole(req.user, ...MONITORING_ROLES)

/** Collection access: everyone, including anonymous visitors. */
export const anyone: Access = () => true

/** Collection access: nobody through the API (server code uses the Local API with overrideAccess). */
export const nobody: Access = () => false

/** Admins see every user; anyone else signed in sees only their own record. */
export const adminsOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (!req.user || req.user.collection !== 'users') return false
  const self: Where = { id: { equals: req.user.id } }
  return self
}

type HiddenArgs = { user: MaybeUser | Record<string, unknown> }

/**
 * `admin.hidden` for /cms: the collection is left out of the navigation and dashboard for everyone
 * but `roles`. Only what /cms shows; access control stays with the collection's `access`.
 */
export const shownTo =
  (...roles: Role[]) =>
  ({ user }: HiddenArgs): boolean =>
    !hasRole(user as MaybeUser, ...roles)

/** Field access: only admins may set or change the guarded field. */
export const adminsOnlyField: FieldAccess = isAdmin

/** Collection access: chat staff, each to the records whose `user` is their own (their devices). */
export const chatStaffOwnRecords: Access = ({ req }) => {
  if (!hasRole(req.user, ...CHAT_ROLES) || !req.user) return false
  const own: Where = { user: { equals: req.user.id } }
  return own
}
