import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeValidateHook, Field } from 'payload'

import { contentManagers, shownTo } from '../src/access/roles'
import { reloadRedirectsEverywhere, REDIRECTS_SLUG } from '../src/lib/redirects/load'
import { normaliseFrom, targetProblem } from '../src/lib/redirects/rules'

/** The old address is stored as the server compares it: a path, lower case, no trailing slash. */
const normaliseOldAddress: CollectionBeforeValidateHook = ({ data }) => {
  if (data && typeof data.from === 'string') {
    const from = normaliseFrom(data.from)
    if ('path' in from) data.from = from.path
  }
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
        admin: { ...field.admin, description: 'The address that moved, as a path: /blog/old-article. It answers 301 to the target from then on.' },
      }
    }
    if ('name' in field && field.name === 'to' && field.type === 'group') {
      return {
        ...field,
        fields: field.fields.map((inner) =>
          'name' in inner && inner.name === 'url' && inner.type === 'text'
            ? {
                ...inner,
                validate: (value: unknown, { siblingData }: { siblingData: { type?: string } }) => (siblingData?.type === 'custom' ? (targetProblem(value) ?? true) : true),
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
    hooks: { beforeValidate: [normaliseOldAddress], afterChange: [reloadAfterChange], afterDelete: [reloadAfterDelete] },
    fields: ({ defaultFields }) => withRules(defaultFields),
  },
})
