import { z } from 'zod'

// Relative: the backup and restore scripts load this file through tsx from any working directory, where `@/` is
// unknown.
import { settingRules } from '../lib/settings/schema'

const DEV_PAYLOAD_SECRET = 'dev-only-payload-secret-change-me-0123456789'

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must be a postgres:// or postgresql:// URL')

/** Every S3 setting, and those object storage cannot do without (S3_ENDPOINT is empty for AWS itself). */
const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
] as const
const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Set by Next while it builds; the build needs no secrets. */
    NEXT_PHASE: z.string().optional(),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATABASE_URI: postgresUrl.optional().or(z.literal('').transform(() => undefined)),
    /**
     * Connections this process may hold open to PostgreSQL at most (every process counts against the server's
     * max_connections).
     */
    DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(200).default(20),
    EMBEDDED_POSTGRES_DIR: z.string().trim().min(1).default('./data/postgres'),
    /** Where uploaded media files are stored. */
    MEDIA_DIR: z.string().trim().min(1).default('./media'),
    /**
     * Uploads in an S3-compatible bucket instead of MEDIA_DIR (AWS S3, MinIO, Cloudflare R2…): all or
     * nothing, see `objectStorage()`. S3_ENDPOINT is empty for AWS itself.
     */
    S3_BUCKET: optionalString.pipe(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)',
        )
        .optional(),
    ),
    S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    S3_REGION: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /** Folder of the site's objects in the bucket, so several sites or copies share one bucket. */
    S3_PREFIX: optionalString.pipe(
      z
        .string()
        .transform((value) => value.replace(/^\/+|\/+$/g, ''))
        .refine(
          (value) =>
            value.split('/').every((part) => part !== '' && part !== '.' && part !== '..' && !part.includes('\\')),
          'must be folder names separated by /, without empty, . or .. parts',
        )
        .optional(),
    ),
    REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
    /** Prefix of every Redis key and channel, so several sites (or test runs) can share one Redis. */
    REDIS_PREFIX: z.string().trim().min(1).max(60).default('agency'),
    PAYLOAD_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    /** During a rotation: the former PAYLOAD_SECRET, still accepted for visitor cookies (never used to sign). */
    PAYLOAD_SECRET_PREVIOUS: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    /**
     * The first admin's password; the seed also applies the staff strength estimate (src/lib/auth/password-policy.ts).
     */
    ADMIN_PASSWORD: optionalString.pipe(z.string().min(12, 'must be at least 12 characters').optional()),
    SITE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
    /**
     * Address the site check requests pages from; SITE_URL when empty (set it when the server cannot reach its public
     * address).
     */
    MONITORING_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** The site check calls an answer slower than this a medium issue, and slower than three times it a high one. */
    MONITORING_SLOW_MS: z.coerce.number().int().min(1).default(1_000),
    AGENCY_NAME: settingRules.agencyName.default('Velora Creator Management'),
    CONTACT_EMAIL: settingRules.contactEmail.default('hello@veloracreators.com'),
    BOOKING_URL: settingRules.bookingUrl.default('https://calendly.com/velora-creators/strategy-call'),
    PLATFORM_NAME: settingRules.platformName.default('OnlyFans'),
    SECOND_PLATFORM_NAME: settingRules.platformName.default('Fansly'),
    /** SMTP for outgoing mail. Without SMTP_HOST mails are logged, not sent (development). */
    SMTP_HOST: optionalString,
    /** `log` writes mails to the log instead of sending them, even in production; `smtp` requires SMTP_HOST. */
    MAIL_TRANSPORT: optionalString.pipe(z.enum(['smtp', 'log']).optional()),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    SMTP_SECURE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    SMTP_USER: optionalString,
    SMTP_PASS: optionalString,
    MAIL_FROM_ADDRESS: optionalString.pipe(z.email().optional()),
    /** First retry delay of a failed contact e-mail; later retries back off exponentially. */
    CONTACT_RETRY_DELAY_MS: z.coerce.number().int().min(0).default(30_000),
    /** A staff reply the visitor has not seen in the widget this long after it was sent is e-mailed to them. */
    CHAT_REPLY_EMAIL_DELAY_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(5 * 60_000),
    /**
     * Keep each cached page's compressed bytes and policy hashes in memory (default) instead of
     * compressing on every request; `false` exists to measure the difference (npm run bench:http).
     */
    CACHED_PAGE_COMPRESSION: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /**
     * Inline each cached page's stylesheet in its head, its link kept there for no medium
     * (src/server/critical-css.ts); `off` sends pages as Next renders them. Only with CACHED_PAGE_COMPRESSION.
     */
    CRITICAL_CSS: z.enum(['on', 'off']).default('on'),
    /**
     * How long a finished page from Next's cache is answered again from memory (src/server/page-snapshots.ts);
     * a publish shows within twice this time. 0 turns it off. Only with CACHED_PAGE_COMPRESSION.
     */
    PAGE_SNAPSHOT_MS: z.coerce.number().int().min(0).max(1_000).default(250),
    /**
     * Page views of the public site counted without cookies (src/server/visits.ts); `off` exists to
     * measure the cost (npm run bench:http -- --visits).
     */
    VISIT_COUNTING: z.enum(['on', 'off']).default('on'),
    /** How often counted page views are written; a killed process loses at most this long's counts. */
    VISITS_FLUSH_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
    /**
     * On SIGTERM/SIGINT behind a load balancer checking /api/health: at most this long, the health check
     * answers 503 while requests are still served, until the balancer has seen it (src/server/drain.ts).
     */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(0),
    /**
     * On SIGTERM/SIGINT, requests still open this long after the server stops listening are cut so the process can
     * exit.
     */
    SHUTDOWN_DEADLINE_MS: z.coerce.number().int().min(0).max(600_000).default(8_000),
    /**
     * A queued job still marked as running after this long was cut off (process killed, database lost) and is run
     * again.
     */
    JOB_STALE_AFTER_MS: z.coerce
      .number()
      .int()
      .min(1_000)
      .default(15 * 60_000),
    /**
     * Optional: chat events (new conversation, booking click, outcome) and contact-form messages are
     * POSTed here as signed JSON through the job queue, for a CRM. Needs CHAT_WEBHOOK_SECRET.
     */
    CHAT_WEBHOOK_URL: optionalString.pipe(
      z
        .url({ protocol: /^https?$/ })
        .max(500)
        .optional(),
    ),
    /** The HMAC-SHA256 key of the webhook's X-Agency-Signature header; at least 32 characters. */
    CHAT_WEBHOOK_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    /**
     * Push services besides the browsers' own that staff alert devices may use (comma-separated host names, `*.`
     * for a domain's hosts): a self-hosted push service, or the test one. Their addresses are the operator's to
     * vouch for; the browsers' services are reached at public addresses only.
     */
    PUSH_SERVICE_HOSTS: z
      .string()
      .trim()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      )
      .refine(
        (hosts) => hosts.every((host) => /^(\*\.)?[a-z0-9.-]+$|^[0-9a-f:]+$/.test(host)),
        'must be host names separated by commas',
      ),
    /**
     * Bearer token GET /metrics requires (Prometheus' `authorization: { credentials }`); at least 32 characters.
     * Unset: /metrics is not served (404).
     */
    METRICS_TOKEN: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    /** First retry delay of a failed webhook delivery; later retries back off exponentially. */
    CHAT_WEBHOOK_RETRY_DELAY_MS: z.coerce.number().int().min(0).default(30_000),
    /**
     * How long the uptime probe waits for each target's complete answer (or TLS handshake) before it counts as down.
     */
    UPTIME_PROBE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /**
     * How often each process asks whether an uptime probe is due (the interval itself is the Site
     * settings' uptimeProbeMinutes); cron with optional seconds. Tests use every second.
     */
    UPTIME_QUEUE_CRON: z.string().trim().min(9).default('* * * * *'),
    /**
     * How often each process looks for visitors waiting longer than Site settings' alert wait; an alert goes out at most
     * this long after the wait is due.
     */
    ALERT_SWEEP_MS: z.coerce.number().int().min(500).max(600_000).default(20_000),
    /** How often the server processes the e-mail queue (contact messages, chat replies); cron with optional seconds. */
    EMAIL_QUEUE_CRON: z.string().trim().min(9).default('* * * * *'),
    /**
     * How often the server runs publishes and unpublishes scheduled in /cms that are due; cron with optional seconds.
     */
    SCHEDULE_QUEUE_CRON: z.string().trim().min(9).default('* * * * *'),
    /**
     * How many reverse proxies stand in front of the server: their X-Forwarded-For entries (from the end)
     * and X-Forwarded-Host are trusted. `false` = 0, `true` = 1 (the earlier yes/no setting), or a number.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .toLowerCase()
      .default('false')
      .refine((v) => /^(true|false|\d{1,2})$/.test(v), 'must be false, true or the number of proxies (0-99)')
      .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v))),
    /** Chats a client IP may start per 12 hours, and messages a visitor may send per minute. */
    CHAT_CONVERSATIONS_PER_IP: z.coerce.number().int().min(1).default(6),
    CHAT_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    /**
     * WebSocket connections one client (an IPv4 address, an IPv6 /64) may hold open at once, per app
     * process: a visitor's tabs, or an office behind one address, fit well within it.
     */
    CHAT_SOCKETS_PER_CLIENT: z.coerce.number().int().min(1).default(50),
    /**
     * A socket's typing signals are forwarded at most once per this many ms (the widget and console send theirs half as
     * often).
     */
    CHAT_TYPING_FORWARD_MS: z.coerce.number().int().min(0).default(1_000),
    /** Seed the built-in blog articles on the first start of a database. */
    SEED_CONTENT: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /** Analytics measurement id (e.g. G-XXXXXXX); without it no analytics tag is ever loaded. */
    GA_MEASUREMENT_ID: optionalString.pipe(settingRules.gaMeasurementId.optional()),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.NEXT_PHASE?.includes('build') && !env.PAYLOAD_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYLOAD_SECRET'],
        message: 'is required when NODE_ENV=production',
      })
    }
    // The development secret is published in this repository: anyone could sign cookies with it.
    for (const name of ['PAYLOAD_SECRET', 'PAYLOAD_SECRET_PREVIOUS'] as const) {
      if (env.NODE_ENV === 'production' && env[name] === DEV_PAYLOAD_SECRET) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'must not be the published development secret in production',
        })
      }
    }
    if (env.CHAT_WEBHOOK_URL && !env.CHAT_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['CHAT_WEBHOOK_SECRET'],
        message: 'is required when CHAT_WEBHOOK_URL is set (deliveries are signed with it)',
      })
    }
    // At its default (`false`, as .env.example writes it) the path style says nothing about wanting a bucket.
    const s3Set = S3_VARIABLES.filter((name) => (name === 'S3_FORCE_PATH_STYLE' ? env[name] : env[name] !== undefined))
    if (s3Set.length > 0) {
      for (const name of S3_REQUIRED.filter((required) => env[required] === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `is required when ${s3Set.join(', ')} ${s3Set.length === 1 ? 'is' : 'are'} set (uploads go to S3 only with ${S3_REQUIRED.join(', ')} all set; leave every S3_ variable empty to keep them in MEDIA_DIR)`,
        })
      }
    }
    if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_HOST) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_HOST'], message: 'is required when MAIL_TRANSPORT=smtp' })
    }
    // A production server without SMTP would only pretend to send: it needs an explicit yes.
    if (
      env.NODE_ENV === 'production' &&
      !env.NEXT_PHASE?.includes('build') &&
      !env.SMTP_HOST &&
      env.MAIL_TRANSPORT !== 'log'
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_HOST'],
        message:
          'is required when NODE_ENV=production (or set MAIL_TRANSPORT=log to write mails to the log instead of sending them)',
      })
    }
  })

export type Env = z.infer<typeof envSchema> & { PAYLOAD_SECRET: string }

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'EnvError'
  }
}

/**
 * Parses an environment record; throws an EnvError naming every bad variable. A variable present but empty
 * (`PORT=` in .env) is not set: it takes its default, as if the line were absent.
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const given = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''),
  )
  const result = envSchema.safeParse(given)
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`))
  }
  return { ...result.data, PAYLOAD_SECRET: result.data.PAYLOAD_SECRET ?? DEV_PAYLOAD_SECRET }
}

/** Where uploads live when they are in a bucket: the validated S3 settings. */
export type ObjectStorage = {
  bucket: string
  /** Empty for AWS S3 itself (the region names the endpoint). */
  endpoint?: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  forcePathStyle: boolean
  /** Folder of the objects in the bucket, no leading or trailing slash; '' for the bucket's root. */
  prefix: string
}

/** The bucket uploads go to, or null when they stay in MEDIA_DIR (parseEnv refused a partial set). */
export function objectStorage(config: Env): ObjectStorage | null {
  const { S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config
  if (!S3_BUCKET || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null
  return {
    bucket: S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    prefix: config.S3_PREFIX ?? '',
  }
}

let cached: Env | undefined

/** The validated process environment, parsed once. */
export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
