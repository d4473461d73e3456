import { EXPERIMENTAL_TableFeature, LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type { Access, CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeChangeHook, CollectionConfig, FieldHook } from 'payload'

import { contentManagers, hasRole } from '../src/access/roles'
import { BLOG_CATEGORIES } from '../src/lib/blog/constants'
import { postChange, revalidateBlog } from '../src/lib/blog/revalidate'
import type { BlogPost } from '../src/payload-types'
import { siteConfig, slugify } from '../src/config/site'
import { auditDeletion } from './AuditLog'

/** Editors and admins see drafts; everyone else reads published posts only (a query constraint). */
const publishedOrContentManager: Access = ({ req }) =>
  hasRole(req.user, 'admin', 'editor') ? true : { isPublished: { equals: true } }

const slugFromTitle: FieldHook = ({ value, data }) =>
  typeof value === 'string' && value.trim() !== '' ? slugify(value) : typeof data?.title === 'string' ? slugify(data.title) : value

/** is_published mirrors Payload's draft status, so Publish / Unpublish in /cms is the only switch. */
const syncPublished: CollectionBeforeChangeHook = ({ data }) => {
  if (data._status) data.isPublished = data._status === 'published'
  return data
}

const revalidateAfterChange: CollectionAfterChangeHook<BlogPost> = async ({ doc, previousDoc, req }) => {
  const change = postChange(doc, previousDoc)
  if (change) await revalidateBlog(req, change)
  return doc
}

const revalidateAfterDelete: CollectionAfterDeleteHook<BlogPost> = async ({ doc, req }) => {
  if (doc?.isPublished) await revalidateBlog(req, { slugs: [doc.slug], cards: true })
  return doc
}

export const BlogPosts: CollectionConfig = {
  slug: 'blog-posts',
  dbName: 'blog_posts',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'publishedAt', '_status', 'updatedAt'],
    listSearchableFields: ['title', 'slug', 'excerpt'],
  },
  access: {
    read: publishedOrContentManager,
    readVersions: contentManagers,
    create: contentManagers,
    update: contentManagers,
    delete: contentManagers,
  },
  versions: { drafts: { autosave: false, schedulePublish: false }, maxPerDoc: 25 },
  // Serves "published, newest first": WHERE is_published ORDER BY published_at DESC.
  indexes: [{ fields: ['isPublished', 'publishedAt'] }],
  hooks: {
    beforeChange: [syncPublished],
    afterChange: [revalidateAfterChange],
    afterDelete: [revalidateAfterDelete, auditDeletion((doc) => `post /blog/${String(doc.slug ?? '')}`)],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'The address of the article: /blog/<slug>. Filled from the title when left empty.' },
      hooks: { beforeValidate: [slugFromTitle] },
    },
    { name: 'excerpt', type: 'textarea', required: true, maxLength: 300 },
    {
      name: 'category',
      type: 'select',
      required: true,
      options: BLOG_CATEGORIES.map((category) => ({ label: category, value: category })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'MMMM d, yyyy' } },
    },
    { name: 'readTime', type: 'text', required: true, defaultValue: '5 min read', admin: { position: 'sidebar' } },
    { name: 'author', type: 'text', required: true, defaultValue: () => `${siteConfig().agencyName} Team`, admin: { position: 'sidebar' } },
    { name: 'featuredImage', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'content',
      type: 'richText',
      required: true,
      editor: lexicalEditor({
        features: ({ defaultFeatures }) => [
          // No relationship blocks (the site has no way to show one), and internal links point at other
          // articles only: the article page turns them into /blog/{slug}.
          ...defaultFeatures.filter((feature) => feature.key !== 'relationship' && feature.key !== 'link'),
          LinkFeature({ enabledCollections: ['blog-posts'] }),
          EXPERIMENTAL_TableFeature(),
        ],
      }),
    },
    {
      name: 'isPublished',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: 'Set by Publish / Unpublish.' },
    },
  ],
}
