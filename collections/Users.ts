import type { CollectionConfig } from 'payload'

import { adminsOnly, adminsOnlyField, adminsOrSelf, ROLES } from '../src/access/roles'
import { env } from '../src/config/env'
import { endStaffSockets } from '../src/lib/chat/broadcast'

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
    // Secure whenever the site is served over https, like the chat's visitor cookie.
    cookies: { sameSite: 'Lax', secure: env().SITE_URL.startsWith('https:') },
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
  hooks: {
    // Chat sockets are authenticated once, when they connect: access changes end them.
    afterChange: [
      async ({ doc, previousDoc, operation, req }) => {
        if (operation === 'update' && previousDoc?.role !== doc.role) await endStaffSockets(req, doc.id)
      },
    ],
    afterDelete: [({ doc, req }) => endStaffSockets(req, doc.id)],
    afterLogout: [async ({ req }) => (req.user ? endStaffSockets(req, Number(req.user.id)) : undefined)],
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
