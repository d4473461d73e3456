import '@payloadcms/next/css'

import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { guardedRest } from '@/lib/rest/guarded-rest'

// Malformed queries are answered 4xx before they reach the database (src/lib/rest/query-guard.ts),
// whatever the method: bulk writes and POSTs overridden to GET carry a `where` too.
export const GET = guardedRest(REST_GET(config))
export const POST = guardedRest(REST_POST(config))
export const DELETE = guardedRest(REST_DELETE(config))
export const PATCH = guardedRest(REST_PATCH(config))
export const PUT = guardedRest(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
