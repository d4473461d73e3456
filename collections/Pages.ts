import { MetaDescriptionField, MetaImageField, MetaTitleField, OverviewField, PreviewField } from '@payloadcms/plugin-seo/fields'
import type { Access, Field, GlobalAfterChangeHook, GlobalConfig, Where } from 'payload'

import { contentManagers, hasRole, shownTo } from '../src/access/roles'
import { PLACEHOLDER_HELP } from '../src/lib/pages/field-kit'
import { hasSeo, keywordsField, PAGE_FIELDS } from '../src/lib/pages/fields'
import { revalidatePage, SEEDING_PAGES } from '../src/lib/pages/load'
import { PAGE_SLUGS, PAGES } from '../src/lib/pages/registry'
import type { PageSlug } from '../src/lib/pages/registry'

/** Editors and admins read drafts too; everyone else (visitors, support staff) the published copy only. */
const publishedOrContentManager: Access = ({ req }) => {
  if (hasRole(req.user, 'admin', 'editor')) return true
  const published: Where = { _status: { equals: 'published' } }
  return published
}

const seoTab = (): Field[] => [
  OverviewField({ titlePath: 'meta.title', descriptionPath: 'meta.description', imagePath: 'meta.image' }),
  MetaTitleField({ hasGenerateFn: false, overrides: { admin: { description: 'The page title in browsers and search results; “ | {agency}” is added after it.' } } }),
  MetaDescriptionField({ hasGenerateFn: false }),
  MetaImageField({ relationTo: 'media', hasGenerateFn: false, overrides: { admin: { description: 'Shown when the page is shared. Empty: the default social image of Site settings.' } } }),
  keywordsField(),
  PreviewField({ titlePath: 'meta.title', descriptionPath: 'meta.description', hasGenerateFn: false }),
]

/** A published change shows on the pages that carry it; a saved draft changes nothing visitors see. */
const publishPage =
  (slug: PageSlug): GlobalAfterChangeHook =>
  async ({ doc, previousDoc, req, context }) => {
    if (context[SEEDING_PAGES]) return
    const published = (d: unknown) => (d as { _status?: unknown } | undefined)?._status === 'published'
    if (!published(doc) && !published(previousDoc)) return
    await revalidatePage(req, slug)
  }

function pageGlobal(slug: PageSlug): GlobalConfig {
  const page = PAGES[slug]
  const content = PAGE_FIELDS[slug]()
  return {
    slug,
    dbName: page.dbName,
    label: page.label,
    access: { read: publishedOrContentManager, readVersions: contentManagers, update: contentManagers },
    admin: {
      group: 'Pages',
      hidden: shownTo('admin', 'editor'),
      description: `The words of ${page.path === '/404' ? 'the page every unknown address shows' : page.path === '/500' ? 'the page shown when the server fails' : page.path}. ${PLACEHOLDER_HELP} Publish shows a change on the site within a second; Save draft keeps it from visitors.`,
    },
    versions: { drafts: true, max: 25 },
    hooks: { afterChange: [publishPage(slug)] },
    fields: hasSeo(slug)
      ? [
          {
            type: 'tabs',
            tabs: [
              { label: 'Content', fields: content },
              { name: 'meta', label: 'SEO', fields: seoTab() },
            ],
          },
        ]
      : content,
  }
}

/** The copy of every public page: one global each (docs/DECISIONS.md, “Page copy”). */
export const Pages: GlobalConfig[] = PAGE_SLUGS.map(pageGlobal)
