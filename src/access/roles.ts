import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

export const ROLES = ['admin', 'editor', 'support'] as const
export type Role = (typeof ROLES)[number]

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

/** Collection access: admins only. */
export const adminsOnly: Access = ({ req }) => hasRole(req.user, 'admin')

/** Collection access: admins and marketing editors (content managers). */
export const contentManagers: Access = ({ req }) => hasRole(req.user, 'admin', 'editor')

/** Collection access: admins and support staff (chat). */
export const chatStaff: Access = ({ req }) => hasRole(req.user, 'admin', 'support')

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

/** Field access: only admins may set or change the guarded field. */
export const adminsOnlyField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')
