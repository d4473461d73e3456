import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { adminsOrSelf, chatStaff, contentManagers, hasRole, roleOf } from './roles'

const user = (role: string, id = 1) => ({ id, role, collection: 'users' }) as unknown as PayloadRequest['user']
const args = (u: PayloadRequest['user'] | null) => ({ req: { user: u } as PayloadRequest })

describe('roles', () => {
  it('reads only known roles of users', () => {
    expect(roleOf(user('editor'))).toBe('editor')
    expect(roleOf(user('superuser'))).toBeUndefined()
    expect(roleOf(null)).toBeUndefined()
    expect(hasRole(user('support'), 'admin', 'support')).toBe(true)
    expect(hasRole(user('editor'), 'admin', 'support')).toBe(false)
  })

  it('grants collection access by role', () => {
    expect(contentManagers(args(user('editor')))).toBe(true)
    expect(contentManagers(args(user('support')))).toBe(false)
    expect(chatStaff(args(user('support')))).toBe(true)
    expect(chatStaff(args(user('editor')))).toBe(false)
    expect(chatStaff(args(null))).toBe(false)
  })

  it('limits non-admins to their own user record with a query constraint', () => {
    expect(adminsOrSelf(args(user('admin')))).toBe(true)
    expect(adminsOrSelf(args(user('editor', 7)))).toEqual({ id: { equals: 7 } })
    expect(adminsOrSelf(args(null))).toBe(false)
  })
})
