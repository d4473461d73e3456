import {
  MetaDescriptionField,
  MetaImageField,
  MetaTitleField,
  OverviewField,
  PreviewField,
} from '@payloadcms/plugin-seo/fields'
import type { Access, Field, GlobalAfterChangeHook, GlobalBeforeOperationHook, GlobalConfig, Where } from 'payload'

import { contentManagers, hasRole, shownTo } from '../src/access/roles'
import { AUTOSAVE_MS, LIVE_PREVIEW_BREAKPOINTS } from '../src/config/live-preview'
import { SCHEDULE_PUBLISH } from '../src/config/scheduling'
import { siteConfig } from '../src/config/site'
import type { PageSlug } from '../src/lib/pages/copy'
import { PLACEHOLDER_HELP } from '../src/lib/pages/field-kit'
import { hasSeo, keywordsField, PAGE_FIELDS } from '../src/lib/pages/fields'
import { revalidatePage, SEEDING_PAGES } from '../src/lib/pages/load'
import { PAGE_SLUGS, PAGES } from '../src/lib/pages/registry'

const previewUrl = (slug: PageSlug) => `${siteConfig().baseUrl}/preview/pages/${slug}`

/** Editors and admins read drafts too; everyone else (visitors, support staff) the published copy only. */
const publishedOrContentManager: Access = ({ req }) => {
  if (hasRole(req.user, 'admin', 'editor')) return true
  const published: Where = { _status: { equals: 'published' } }
  return published
}

/**
 * Visitors and support staff read the published copy, always. Restoring an earlier version as a
 * draft writes it to the page's own row, which the read rule above would then hide (an empty `{}`):
 * the newest published version is read instead, as the site renders it (src/lib/pages/load.ts), and
 * never a draft (`draft=true` is ignored).
 */
const publishedCopyForVisitors: GlobalBeforeOperationHook = async ({
  args,
  global,
  operation,
  overrideAccess,
  req,
}) => {
  if (operation !== 'read' || overrideAccess || hasRole(req.user, 'admin', 'editor')) return args
  const { docs } = await req.payload.findGlobalVersions({
    slug: global.slug,
    depth: 0,
    limit: 1,
    sort: ['-updatedAt', '-id'],
    where: { 'version._status': { equals: 'published' } },
    overrideAccess: true,
    req,
  })
  const published = docs[0]?.version as Record<string, unknown> | undefined
  return { ...args, draft: false, ...(published ? { data: published } : {}) }
}

/** One of the SEO plugin's fields with this site's help text under it (its own component kept). */
function described<T extends Field & { admin?: Record<string, unknown> }>(field: T, description: string): T {
  return { ...field, admin: { ...field.admin, description } }
}

const seoTab = (): Field[] => [
  OverviewField({ titlePath: 'meta.title', descriptionPath: 'meta.description', imagePath: 'meta.image' }),
  described(
    MetaTitleField({ hasGenerateFn: false }),
    'The page title in browsers and search results; “ | {agency}” is added after it. Empty: the page’s standard title.',
  ),
  described(
    MetaDescriptionField({ hasGenerateFn: false }),
    'Shown under the title in search results. Empty: the page’s standard description.',
  ),
  described(
    MetaImageField({ relationTo: 'media', hasGenerateFn: false }),
    'Shown when the page is shared. Empty: an image made from the page’s heading.',
  ),
  keywordsField(),
  PreviewField({ titlePath: 'meta.title', descriptionPath: 'meta.description', hasGenerateFn: false }),
]

/** A publish shows on the pages that carry the copy; a saved draft changes nothing visitors see. */
const publishPage =
  (slug: PageSlug): GlobalAfterChangeHook =>
  async ({ doc, req, context }) => {
    if (context[SEEDING_PAGES]) return
    // A draft (an autosave included) is kept in the versions only: the published copy is unchanged.
    // A restored version is looked at again whatever it was (Payload's hook sees the version record).
    if ((doc as { _status?: unknown })._status !== 'published' && !context.isRestoringVersion) return
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
      // The latest version, drafts included, for signed-in editors and admins only (src/app/(site)/preview/).
      livePreview: { url: () => previewUrl(slug), breakpoints: LIVE_PREVIEW_BREAKPOINTS },
      preview: () => previewUrl(slug),
      hidden: shownTo('admin', 'editor'),
      // Schedule Publish opens on Publish for copy never published, in the editor's time zone.
      components: { elements: { PublishButton: '/src/components/cms/SchedulePublishButton#SchedulePublishButton' } },
      description: `The words of ${page.path === '/404' ? 'the page every unknown address shows' : page.path === '/500' ? 'the page shown when the server fails' : `the page at ${page.path}`}. ${PLACEHOLDER_HELP} What you type is kept as a draft that visitors never see (the preview shows it); Publish changes puts it on the site within a second.`,
    },
    // Autosave keeps a draft of what the editor types; the live preview beside the form reloads on each one.
    versions: { drafts: { autosave: { interval: AUTOSAVE_MS }, schedulePublish: SCHEDULE_PUBLISH }, max: 25 },
    hooks: { beforeOperation: [publishedCopyForVisitors], afterChange: [publishPage(slug)] },
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

/** The copy of every public page: one global each (docs/decisions/0025-the-cms-runs-the-site-page-copy.md). */
export const Pages: GlobalConfig[] = PAGE_SLUGS.map(pageGlobal)
