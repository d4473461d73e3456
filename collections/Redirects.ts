import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import {
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeValidateHook,
  type Field,
  ValidationError,
} from 'payload'

import { contentManagers, shownTo } from '../src/access/roles'
import { env } from '../src/config/env'
import { reloadRedirectsEverywhere, REDIRECTS_SLUG } from '../src/lib/redirects/load'
import { normaliseFrom, normaliseTarget, sitePathOf } from '../src/lib/redirects/rules'
import { auditDeletion, type AuditLabel, auditTrash } from './AuditLog'

const redirectLabel: AuditLabel = (doc) => `redirect from ${typeof doc.from === 'string' ? doc.from : ''}`

/**
 * Both addresses are stored as the server uses them: the old one as a lower-case path, a custom target percent-encoded.
 */
const normaliseAddresses: CollectionBeforeValidateHook = ({ data }) => {
  if (data && typeof data.from === 'string') {
    const from = normaliseFrom(data.from)
    if ('path' in from) data.from = from.path
  }
  const to = data?.to as { type?: string; url?: unknown } | undefined
  if (to?.type === 'custom' && typeof to.url === 'string') {
    const target = normaliseTarget(to.url)
    if ('target' in target) to.url = target.target
  }
  return data
}

/** A published post's own address cannot be redirected away: the post would vanish behind it. */
const keepPostAddresses: CollectionBeforeChangeHook = async ({ data, req }) => {
  const slug =
    typeof data.from === 'string' && data.from.startsWith('/blog/') ? data.from.slice('/blog/'.length) : undefined
  if (!slug) return data
  const { totalDocs } = await req.payload.count({
    collection: 'blog-posts',
    where: { and: [{ slug: { equals: slug } }, { isPublished: { equals: true } }] },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0)
    throw new ValidationError({
      errors: [
        { path: 'from', message: 'A published post lives at this address. Rename or unpublish the post first.' },
      ],
    })
  return data
}

const reloadAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await reloadRedirectsEverywhere(req)
  return doc
}

const reloadAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await reloadRedirectsEverywhere(req)
  return doc
}

/** plugin-redirects' fields with this site's rules on the old address and on a custom target. */
function withRules(fields: Field[]): Field[] {
  return fields.map((field) => {
    if ('name' in field && field.name === 'from' && field.type === 'text') {
      return {
        ...field,
        validate: (value: unknown) => {
          const from = normaliseFrom(value)
          return 'error' in from ? from.error : true
        },
        admin: {
          ...field.admin,
          description:
            'The address that moved, as a path: /blog/old-article. It answers 301 to the target from then on.',
        },
      }
    }
    if ('name' in field && field.name === 'to' && field.type === 'group') {
      return {
        ...field,
        fields: field.fields.map((inner) =>
          'name' in inner && inner.name === 'url' && inner.type === 'text'
            ? {
                ...inner,
                validate: (
                  value: unknown,
                  { data, siblingData }: { data: { from?: unknown }; siblingData: { type?: string } },
                ) => {
                  if (siblingData?.type !== 'custom') return true
                  const target = normaliseTarget(value)
                  if ('error' in target) return target.error
                  const from = normaliseFrom(data?.from)
                  // The same path again (with a slash, a query or this site's own origin) would redirect for ever.
                  return 'path' in from && sitePathOf(target.target, env().SITE_URL) === from.path
                    ? 'This leads back to the old address itself.'
                    : true
                },
                admin: { ...inner.admin, description: 'A path on this site (/services) or a full https:// address.' },
              }
            : inner,
        ),
      }
    }
    return field
  })
}

/**
 * Redirects (plugin-redirects): editors add them by hand in /cms; renaming a published post adds
 * one from its old address (src/lib/redirects/load.ts). server.ts answers them with 301 before any page.
 */
export const redirects = redirectsPlugin({
  collections: ['blog-posts'],
  overrides: {
    slug: REDIRECTS_SLUG,
    labels: { singular: 'Redirect', plural: 'Redirects' },
    access: { read: contentManagers, create: contentManagers, update: contentManagers, delete: contentManagers },
    admin: {
      group: 'Content',
      hidden: shownTo('admin', 'editor'),
      useAsTitle: 'from',
      description: 'Old addresses that answer 301 to a new one. Renaming a published post adds one by itself.',
    },
    // Deleting in /cms moves a redirect to the trash: it stops answering at once.
    trash: true,
    hooks: {
      beforeValidate: [normaliseAddresses],
      beforeChange: [keepPostAddresses],
      afterChange: [reloadAfterChange, auditTrash(redirectLabel)],
      afterDelete: [reloadAfterDelete, auditDeletion(redirectLabel)],
    },
    fields: ({ defaultFields }) => withRules(defaultFields),
  },
})
