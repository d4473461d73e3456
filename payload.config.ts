import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import type { Migration } from 'payload'
import sharp from 'sharp'

import { AuditLog } from './collections/AuditLog'
import { BlogPosts } from './collections/BlogPosts'
import { BookingClicks } from './collections/BookingClicks'
import { Bookings } from './collections/Bookings'
import { CannedReplies } from './collections/CannedReplies'
import { ChatBlockedVisitors } from './collections/ChatBlockedVisitors'
import { ChatConversations } from './collections/ChatConversations'
import { ChatMessages } from './collections/ChatMessages'
import { ChatNotes } from './collections/ChatNotes'
import { ContactMessages } from './collections/ContactMessages'
import { Experiments } from './collections/Experiments'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { PushSubscriptions } from './collections/PushSubscriptions'
import { redirects } from './collections/Redirects'
import { SiteMonitoringReports } from './collections/SiteMonitoringReports'
import { SiteSettings } from './collections/SiteSettings'
import { StaffAlerts } from './collections/StaffAlerts'
import { UptimeIncidents } from './collections/UptimeIncidents'
import { Users } from './collections/Users'
import { migrations } from './migrations'
import { isAdmin } from './src/access/roles'
import { env, objectStorage } from './src/config/env'
import { SCHEDULE_QUEUE } from './src/config/scheduling'
import { siteConfig } from './src/config/site'
import { alertEmailTask } from './src/jobs/alert-email'
import { chatReplyEmailTask } from './src/jobs/chat-reply-email'
import { deliverContactMessageTask } from './src/jobs/deliver-contact-message'
import { deliverWebhookTask } from './src/jobs/deliver-webhook'
import { emptyTrashTask } from './src/jobs/empty-trash'
import { siteMonitoringTask } from './src/jobs/site-monitoring'
import { uptimeIncidentEmailTask } from './src/jobs/uptime-incident-email'
import { uptimeProbeTask } from './src/jobs/uptime-probe'
import { alertEndpoints } from './src/lib/alerts/endpoint'
import { vapidKeys } from './src/lib/alerts/vapid'
import { bookingClickEndpoint } from './src/lib/bookings/clicks/endpoint'
import { chatSessionEndpoint } from './src/lib/chat/endpoint'
import { sendContactEmailEndpoint } from './src/lib/contact/endpoint'
import { LOCK_KEYS, withAdvisoryLock } from './src/lib/db/advisory-lock'
import { poolOf } from './src/lib/db/pool'
import { emailAdapter } from './src/lib/email/adapter'
import { EMAIL_QUEUE } from './src/lib/email/queue'
import { UPLOAD_BODY_LIMIT } from './src/lib/http/endpoints'
import { restrictDocumentLocks } from './src/lib/locks/document-locks'
import { mediaStoragePlugins } from './src/lib/media/storage-plugin'
import { payloadLogger } from './src/lib/observability/logger'
import { loadPageCopy, seedPages } from './src/lib/pages/load'
import { experimentReportEndpoint } from './src/lib/reports/experiments-endpoint'
import { funnelReportEndpoint } from './src/lib/reports/funnel-endpoint'
import { answerInputDataErrors } from './src/lib/rest/database-errors'
import { scheduledPublishesRunOnce } from './src/lib/scheduling/run-once'
import { fittedMetaTitle, META_TITLE_MAX } from './src/lib/seo/meta-title'
import { settingsFromEnv } from './src/lib/settings/current'
import { loadSiteSettings, seedSiteSettings } from './src/lib/settings/load'
import { MONITORING_QUEUE } from './src/lib/site-audit/constants'
import { siteMonitoringEndpoint } from './src/lib/site-audit/endpoint'
import { MAINTENANCE_QUEUE } from './src/lib/trash/constants'
import { UPTIME_QUEUE } from './src/lib/uptime/constants'
import { WEBHOOK_QUEUE } from './src/lib/webhook/events'
import { seedAdmin } from './src/seed/admin'
import { seedBlog } from './src/seed/blog'
import { seedCannedReplies } from './src/seed/canned-replies'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const config = env()
const isBuild = process.env.NEXT_PHASE === 'phase-production-build'

// Edit locks (Payload's own collection) narrowed to what the user may edit, in their own name.
export default buildConfig({
  secret: config.PAYLOAD_SECRET,
  serverURL: config.SITE_URL.replace(/\/+$/, ''),
  // Production: JSON lines carrying the id of the request they were written during (docs/decisions/0050-metrics-and-structured-logs.md).
  logger: payloadLogger(config.NODE_ENV === 'production'),
  routes: { admin: '/cms', api: '/api', graphQL: '/graphql' },
  admin: {
    user: Users.slug,
    meta: {
      titleSuffix: ` · ${config.AGENCY_NAME} CMS`,
      description: `${config.AGENCY_NAME}: staff sign-in`,
      robots: 'noindex, nofollow',
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' }],
    },
    components: {
      graphics: { Logo: '/src/components/cms/CmsLogo#CmsLogo', Icon: '/src/components/cms/CmsIcon#CmsIcon' },
      beforeDashboard: ['/src/components/cms/StaffToolLinks#StaffToolLinks'],
      // Staff accounts have no e-mail address: the page says an admin resets passwords (see docs/decisions/0001-platform-and-product.md).
      views: { forgot: { Component: '/src/components/cms/ForgotPasswordView#ForgotPasswordView' } },
    },
    importMap: { baseDir: dirname },
  },
  // Payload's Restore dialog says "as a draft" whatever its "Restore as published" box says, and
  // that box starts ticked for a post that was live (src/components/cms/RestoreAsItWas.tsx).
  i18n: {
    translations: {
      en: {
        general: { aboutToRestoreAsDraft: 'You are about to restore the {{label}} <1>{{title}}</1>. Are you sure?' },
      },
    },
  },
  collections: [
    Users,
    Media,
    BlogPosts,
    ContactMessages,
    ChatConversations,
    ChatMessages,
    ChatNotes,
    CannedReplies,
    BookingClicks,
    Bookings,
    ChatBlockedVisitors,
    PushSubscriptions,
    StaffAlerts,
    SiteMonitoringReports,
    UptimeIncidents,
    Experiments,
    AuditLog,
  ],
  globals: [SiteSettings, ...Pages],
  endpoints: [
    sendContactEmailEndpoint,
    chatSessionEndpoint,
    bookingClickEndpoint,
    siteMonitoringEndpoint,
    funnelReportEndpoint,
    experimentReportEndpoint,
    ...alertEndpoints,
  ],
  // A value PostgreSQL cannot store or compare is the request's fault: 400, not 500.
  hooks: { afterError: [answerInputDataErrors] },
  email: emailAdapter(config),
  jobs: {
    tasks: [
      deliverContactMessageTask(config.CONTACT_RETRY_DELAY_MS),
      chatReplyEmailTask(config.CONTACT_RETRY_DELAY_MS),
      deliverWebhookTask(config.CHAT_WEBHOOK_RETRY_DELAY_MS),
      siteMonitoringTask(),
      alertEmailTask(config.CONTACT_RETRY_DELAY_MS),
      uptimeProbeTask(config.UPTIME_QUEUE_CRON),
      uptimeIncidentEmailTask(config.CONTACT_RETRY_DELAY_MS),
      emptyTrashTask(),
    ],
    // Processed by the running server (getPayload with cron: true in server.ts). A task's schedule
    // is only looked at when an autoRun cron of its queue fires.
    autoRun: [
      { cron: config.EMAIL_QUEUE_CRON, queue: EMAIL_QUEUE, limit: 20 },
      { cron: config.EMAIL_QUEUE_CRON, queue: WEBHOOK_QUEUE, limit: 20 },
      { cron: '* * * * *', queue: MONITORING_QUEUE, limit: 1 },
      { cron: config.UPTIME_QUEUE_CRON, queue: UPTIME_QUEUE, limit: 1 },
      // Payload queues the publishes and unpublishes editors schedule in /cms on its default queue.
      { cron: config.SCHEDULE_QUEUE_CRON, queue: SCHEDULE_QUEUE, limit: 20 },
      { cron: '* * * * *', queue: MAINTENANCE_QUEUE, limit: 1 },
    ],
    access: {
      run: isAdmin,
      queue: isAdmin,
      cancel: isAdmin,
    },
  },
  editor: lexicalEditor(),
  sharp,
  db: postgresAdapter({
    pool: {
      connectionString: config.DATABASE_URI,
      max: config.DATABASE_POOL_MAX,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    },
    // The schema is owned by the committed migrations in ./migrations; never push in development.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  // Written by `npm run generate:types` only: Payload would otherwise rewrite it at every start outside
  // production (every integration test), making a fresh build look older than its sources.
  // PAYLOAD_TYPES_OUTPUT writes elsewhere: tests/integration/generated-types.test.ts compares a fresh copy with this
  // one.
  typescript: {
    outputFile: path.resolve(dirname, process.env.PAYLOAD_TYPES_OUTPUT || 'src/payload-types.ts'),
    autoGenerate: false,
  },
  // Nothing in the product queries GraphQL: off, so it is no second door to every collection.
  graphQL: { disable: true },
  // Payload's own multipart limits, behind server.ts's request-wide caps (src/server/body-limit.ts).
  upload: { limits: { fileSize: UPLOAD_BODY_LIMIT }, requestSizeLimit: UPLOAD_BODY_LIMIT },
  plugins: [
    // Uploads in the S3 bucket when one is configured, else in MEDIA_DIR; same schema either way.
    ...mediaStoragePlugins(objectStorage(config)),
    redirects,
    seoPlugin({
      collections: ['blog-posts'],
      uploadsCollection: 'media',
      tabbedUI: true,
      // The article page ships the SEO title exactly as written, so the counter counts what ships.
      generateTitle: ({ doc }) => fittedMetaTitle((doc as { title?: string }).title ?? '', config.AGENCY_NAME),
      fields: ({ defaultFields }) =>
        defaultFields.map((field) =>
          field.type === 'text' && field.name === 'title'
            ? {
                ...field,
                admin: {
                  ...field.admin,
                  description: `The page title exactly as browsers and search results show it: nothing is added to it. Aim for 50–${META_TITLE_MAX} characters; Auto-generate fits one. Empty: “{title} | ${config.AGENCY_NAME}”.`,
                },
              }
            : field,
        ),
      generateDescription: ({ doc }) => (doc as { excerpt?: string }).excerpt ?? '',
      generateURL: ({ doc }) => `${config.SITE_URL.replace(/\/+$/, '')}/blog/${(doc as { slug?: string }).slug ?? ''}`,
    }),
  ],
  telemetry: false,
  async onInit(payload) {
    if (isBuild) return
    const pool = poolOf(payload.db)
    // Applied on every start (development too), before the job queue's crons begin. Processes
    // starting together on one database take turns, so each migration and seed runs once.
    const prepare = async () => {
      await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
      await seedAdmin(payload, { nodeEnv: config.NODE_ENV, adminPassword: config.ADMIN_PASSWORD })
      await seedSiteSettings(payload, settingsFromEnv(config))
      await loadSiteSettings(payload)
      await seedPages(payload)
      await loadPageCopy(payload)
      await seedCannedReplies(payload)
      if (config.SEED_CONTENT) await seedBlog(payload, { ...siteConfig(), author: `${siteConfig().agencyName} Team` })
      // The Web Push key pair exists from the first start on, before any console asks for it.
      if (pool) await vapidKeys(pool)
    }
    await (pool ? withAdvisoryLock(pool, LOCK_KEYS.startup, prepare, { wait: true }) : prepare())
  },
})
  .then(restrictDocumentLocks)
  .then(scheduledPublishesRunOnce)
