import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { AuditLog, User } from '../../src/payload-types'
import { lexicalParagraph } from '../support/lexical'
import { createTestImage } from '../support/media'
import { bootPayload, type TestPayload } from '../support/payload'

let ctx: TestPayload
let payload: Payload
let imageId: number
const users: Record<'admin' | 'editor' | 'support', User> = {} as never

const as = (role: keyof typeof users) => ({
  user: { ...users[role], collection: 'users' as const },
  overrideAccess: false as const,
})

/** Personal data written into the deleted documents; no audit entry may carry any of it. */
const PERSONAL = [
  'Ana Lima',
  'ana.lima@example.com',
  'Private enquiry',
  'call me on 555-0100',
  'Visitor Bo',
  'bo@example.com',
  '+1 555 0199',
  'my secret chat message',
  'gone-support',
]

async function entriesFor(collection: string, id: number | string): Promise<AuditLog[]> {
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: { targetCollection: { equals: collection }, targetId: { equals: String(id) } },
    overrideAccess: true,
    pagination: false,
  })
  return docs
}

async function createPost(slug: string) {
  return payload.create({
    collection: 'blog-posts',
    overrideAccess: true,
    data: {
      title: `Title of ${slug}`,
      slug,
      excerpt: 'An excerpt',
      category: 'Marketing',
      publishedAt: new Date().toISOString(),
      readTime: '5 min read',
      author: 'Team',
      featuredImage: imageId,
      content: lexicalParagraph('Body'),
      _status: 'published',
    },
  })
}

async function createConversation(visitorId: string) {
  const conversation = await payload.create({
    collection: 'chat-conversations',
    overrideAccess: true,
    data: {
      visitorId,
      visitorName: 'Visitor Bo',
      visitorEmail: 'bo@example.com',
      visitorPhone: '+1 555 0199',
      status: 'open',
    },
  })
  await payload.create({
    collection: 'chat-messages',
    overrideAccess: true,
    data: {
      conversation: conversation.id,
      senderType: 'visitor',
      senderName: 'Visitor Bo',
      message: 'my secret chat message',
    },
  })
  return conversation
}

beforeAll(async () => {
  ctx = await bootPayload('audit_log')
  payload = ctx.payload
  for (const role of ['admin', 'editor', 'support'] as const) {
    users[role] = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { username: `audit-${role}`, password: `${role}-password-1`, role },
    })
  }
  const image = await createTestImage(payload)
  imageId = Number(image.id)
})

afterAll(async () => {
  await ctx?.close()
})

describe('audit log of deletions', () => {
  it('records an editor deleting a post: who, what, when, and the slug', async () => {
    const post = await createPost('audited-post')
    const before = Date.now()
    await payload.delete({ collection: 'blog-posts', id: post.id, ...as('editor') })
    const [entry, ...more] = await entriesFor('blog-posts', post.id)
    expect(more).toHaveLength(0)
    expect(entry).toMatchObject({
      action: 'delete',
      actorId: users.editor.id,
      actorUsername: 'audit-editor',
      label: 'post /blog/audited-post',
    })
    expect(new Date(entry!.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000)
  })

  it('records every document of a bulk delete', async () => {
    const posts = await Promise.all(['bulk-a', 'bulk-b', 'bulk-c'].map(createPost))
    const { docs, errors } = await payload.delete({
      collection: 'blog-posts',
      where: { slug: { like: 'bulk-' } },
      ...as('admin'),
    })
    expect(errors).toHaveLength(0)
    expect(docs).toHaveLength(3)
    for (const post of posts) {
      expect(await entriesFor('blog-posts', post.id)).toEqual([
        expect.objectContaining({ actorUsername: 'audit-admin', label: `post /blog/${post.slug}` }),
      ])
    }
  })

  it('records an admin deleting a contact message, without the message or who wrote it', async () => {
    const message = await payload.create({
      collection: 'contact-messages',
      overrideAccess: true,
      data: {
        name: 'Ana Lima',
        email: 'ana.lima@example.com',
        subject: 'Private enquiry',
        message: 'Please call me on 555-0100',
        deliveryStatus: 'sent',
        deliveryAttempts: 1,
      },
    })
    await payload.delete({ collection: 'contact-messages', id: message.id, ...as('admin') })
    const entries = await entriesFor('contact-messages', message.id)
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: users.admin.id,
        actorUsername: 'audit-admin',
        label: expect.stringMatching(/^contact message, sent, from \d{4}-\d{2}-\d{2}$/),
      }),
    ])
  })

  it('records each conversation "Delete visitor data" removes', async () => {
    const { deleteVisitorConversations } = await import('../../src/lib/chat/conversation-updates')
    const first = await createConversation('visitor-to-forget')
    await payload.update({
      collection: 'chat-conversations',
      id: first.id,
      overrideAccess: true,
      data: { status: 'closed' },
    })
    const second = await createConversation('visitor-to-forget')
    const deleted = await deleteVisitorConversations(payload, { ...users.admin, collection: 'users' }, second.id)
    expect(deleted.sort()).toEqual([first.id, second.id].sort())
    expect(await entriesFor('chat-conversations', first.id)).toEqual([
      expect.objectContaining({
        actorUsername: 'audit-admin',
        label: expect.stringMatching(/^chat conversation, closed, from /),
      }),
    ])
    expect(await entriesFor('chat-conversations', second.id)).toEqual([
      expect.objectContaining({
        actorUsername: 'audit-admin',
        label: expect.stringMatching(/^chat conversation, open, from /),
      }),
    ])
  })

  it('records a deleted user by id and role only, and a delete without a user as "system"', async () => {
    const gone = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { username: 'gone-support', name: 'Ana Lima', password: 'gone-password-1', role: 'support' },
    })
    await payload.delete({ collection: 'users', id: gone.id, ...as('admin') })
    expect(await entriesFor('users', gone.id)).toEqual([
      expect.objectContaining({ actorId: users.admin.id, actorUsername: 'audit-admin', label: 'support account' }),
    ])

    const post = await createPost('system-deleted')
    await payload.delete({ collection: 'blog-posts', id: post.id, overrideAccess: true })
    expect(await entriesFor('blog-posts', post.id)).toEqual([
      expect.objectContaining({ actorId: null, actorUsername: 'system' }),
    ])
  })

  it('keeps no personal data of what was deleted in any entry', async () => {
    // Deletions of documents full of personal data, made here.
    const message = await payload.create({
      collection: 'contact-messages',
      overrideAccess: true,
      data: {
        name: 'Ana Lima',
        email: 'ana.lima@example.com',
        subject: 'Private enquiry',
        message: 'Please call me on 555-0100',
        deliveryStatus: 'sent',
        deliveryAttempts: 1,
      },
    })
    await payload.delete({ collection: 'contact-messages', id: message.id, ...as('admin') })
    const { deleteVisitorConversations } = await import('../../src/lib/chat/conversation-updates')
    const conversation = await createConversation('visitor-with-secrets')
    await deleteVisitorConversations(payload, { ...users.admin, collection: 'users' }, conversation.id)
    const gone = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { username: 'gone-support', name: 'Ana Lima', password: 'gone-support-pw copper lantern', role: 'support' },
    })
    await payload.delete({ collection: 'users', id: gone.id, ...as('admin') })
    for (const [collection, id] of [
      ['contact-messages', message.id],
      ['chat-conversations', conversation.id],
      ['users', gone.id],
    ] as const) {
      expect(await entriesFor(collection, id), collection).toHaveLength(1)
    }

    const { docs } = await payload.find({ collection: 'audit-log', overrideAccess: true, pagination: false })
    expect(docs.length).toBeGreaterThanOrEqual(3)
    const stored = JSON.stringify(docs)
    for (const value of PERSONAL) expect(stored).not.toContain(value)
  })
})

describe('audit log access', () => {
  it('admins read it; editors, support staff and visitors do not', async () => {
    await payload.delete({ collection: 'blog-posts', id: (await createPost('read-access-entry')).id, ...as('editor') })
    expect((await payload.find({ collection: 'audit-log', ...as('admin') })).totalDocs).toBeGreaterThan(0)
    for (const role of ['editor', 'support'] as const) {
      await expect(payload.find({ collection: 'audit-log', ...as(role) })).rejects.toThrow(/not allowed/i)
    }
    await expect(payload.find({ collection: 'audit-log', overrideAccess: false })).rejects.toThrow(/not allowed/i)
  })

  it('nobody, not even an admin, creates, changes or deletes an entry through access-checked calls', async () => {
    const post = await createPost('write-access-entry')
    await payload.delete({ collection: 'blog-posts', id: post.id, ...as('editor') })
    const [entry] = await entriesFor('blog-posts', post.id)
    if (!entry) throw new Error('no entry for the deleted post')
    for (const role of ['admin', 'editor', 'support'] as const) {
      await expect(
        payload.update({ collection: 'audit-log', id: entry.id, data: { actorUsername: 'someone-else' }, ...as(role) }),
      ).rejects.toThrow(/not allowed/i)
      await expect(payload.delete({ collection: 'audit-log', id: entry.id, ...as(role) })).rejects.toThrow(
        /not allowed/i,
      )
      await expect(
        payload.create({
          collection: 'audit-log',
          data: { action: 'delete', targetCollection: 'users', targetId: '1', actorUsername: 'forged' },
          ...as(role),
        }),
      ).rejects.toThrow(/not allowed/i)
    }
    const bulk = await payload
      .update({
        collection: 'audit-log',
        where: { id: { exists: true } },
        data: { label: 'rewritten' },
        ...as('admin'),
      })
      .catch((error: Error) => error)
    expect(bulk instanceof Error || bulk.docs.length === 0).toBe(true)
    const kept = await payload.findByID({ collection: 'audit-log', id: entry.id, overrideAccess: true })
    expect(kept).toEqual(entry)
  })
})
