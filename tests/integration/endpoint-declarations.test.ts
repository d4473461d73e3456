import { buildConfig, type Endpoint, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { declarationFor, type EndpointDeclaration, ENDPOINTS } from '../../src/lib/http/endpoints'
import { bootPayload, type TestPayload } from '../support/payload'

/**
 * The endpoints Payload serves are the ones src/lib/http/endpoints.ts declares: none served without a declaration (its
 * rules would not reach the guards), none declared that nothing serves.
 */
let ctx: TestPayload
let payload: Payload

beforeAll(async () => {
  ctx = await bootPayload('endpoint_declarations')
  payload = ctx.payload
})

afterAll(async () => {
  await ctx?.close()
})

type Served = { method: string; path: string }

const key = ({ method, path }: Served) => `${method.toUpperCase()} ${path}`

/** Payload's internal collections (jobs, preferences, migrations, locked documents) and their endpoints. */
const PAYLOAD_INTERNAL = /^\/api\/payload-/

/**
 * Payload mounts the same endpoint objects on every collection of a kind (plain, auth, upload) and at the root: a
 * config with no endpoints of its own holds every one of them.
 */
async function payloadsOwnEndpoints(): Promise<Set<Endpoint>> {
  const bare = await buildConfig({
    secret: 'bare',
    db: payload.config.db,
    collections: [
      { slug: 'plain', fields: [] },
      { slug: 'people', auth: true, fields: [] },
      { slug: 'files', upload: true, fields: [] },
    ],
  })
  return new Set([...(bare.endpoints || []), ...bare.collections.flatMap((collection) => collection.endpoints || [])])
}

describe('the Payload endpoints', () => {
  it('are each declared once, at the address and method Payload mounts them', async () => {
    const own = await payloadsOwnEndpoints()
    expect(own.size).toBeGreaterThan(20)
    const served: Served[] = [
      ...(payload.config.endpoints || [])
        .filter((endpoint) => !own.has(endpoint))
        .map((endpoint) => ({ method: endpoint.method, path: `/api${endpoint.path}` })),
      ...Object.values(payload.collections).flatMap(({ config }) =>
        (config.endpoints || [])
          .filter((endpoint) => !own.has(endpoint))
          .map((endpoint) => ({ method: endpoint.method, path: `/api/${config.slug}${endpoint.path}` })),
      ),
    ].filter((endpoint) => !PAYLOAD_INTERNAL.test(endpoint.path))

    // The booking webhooks, the transcript, the contact form and a plugin's among them: the test saw the real config.
    expect(served.map(key)).toEqual(
      expect.arrayContaining([
        'POST /api/bookings/webhook/calendly',
        'GET /api/chat-conversations/:id/transcript',
        'POST /api/send-contact-email',
        'POST /api/plugin-seo/generate-title',
      ]),
    )
    for (const endpoint of served) {
      const declaration = declarationFor(endpoint.method, endpoint.path)
      expect(declaration?.mount, key(endpoint)).toMatch(/^payload-(root|collection|plugin)$/)
      if (declaration?.mount !== 'payload-plugin') expect(declaration?.path, key(endpoint)).toBe(endpoint.path)
    }
    const site = (Object.values(ENDPOINTS) as EndpointDeclaration[]).filter(
      (declaration) => declaration.mount === 'payload-root' || declaration.mount === 'payload-collection',
    )
    const servedKeys = new Set(served.map(key))
    for (const declaration of site)
      expect(
        servedKeys.has(key({ method: declaration.method as string, path: declaration.path })),
        declaration.path,
      ).toBe(true)
    // Each served once.
    expect(servedKeys.size).toBe(served.length)
  })
})
