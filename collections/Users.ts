import type { CollectionConfig } from 'payload'

import { adminsOnly, adminsOnlyField, adminsOrSelf, ROLES } from '../src/access/roles'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'username',
    defaultColumns: ['username', 'name', 'role', 'updatedAt'],
  },
  auth: {
    loginWithUsername: { allowEmailLogin: false, requireEmail: false },
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Lax' },
  },
  access: {
    // Every role signs in to /cms: editors manage posts, support staff see their own account.
    admin: ({ req }) => Boolean(req.user),
    create: adminsOnly,
    read: adminsOrSelf,
    update: adminsOrSelf,
    delete: adminsOnly,
    unlock: adminsOnly,
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      maxLength: 100,
    },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'support',
      options: ROLES.map((role) => ({ label: role[0]!.toUpperCase() + role.slice(1), value: role })),
      saveToJWT: true,
      access: {
        // Nobody raises their own role: only admins write this field, on create and update.
        create: adminsOnlyField,
        update: adminsOnlyField,
      },
      admin: { position: 'sidebar' },
    },
  ],
}
