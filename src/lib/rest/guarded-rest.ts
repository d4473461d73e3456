import config from '@payload-config'
import { buildVersionCollectionFields, buildVersionGlobalFields, getPayload } from 'payload'

import { effectiveRestUrl, restQueryProblem, type RestSchema } from './query-guard'

type Handler<A extends unknown[]> = (request: Request, ...rest: A) => Promise<Response>

/**
 * Payload's REST handler for one HTTP method, behind the checks of query-guard.ts. Every method goes
 * through it: a `where` reaches the database from a GET, a bulk PATCH or DELETE, a versions list and
 * a POST overridden to GET alike.
 */
export function guardedRest<A extends unknown[]>(handler: Handler<A>): Handler<A> {
  return async (request, ...rest) => {
    const payload = await getPayload({ config })
    const schema: RestSchema = {
      fieldsOf: (slug) => payload.collections[slug as keyof typeof payload.collections]?.config.flattenedFields,
      versionFieldsOf: (entity) => {
        if ('collection' in entity) {
          const collection = payload.collections[entity.collection as keyof typeof payload.collections]?.config
          return collection?.versions ? buildVersionCollectionFields(payload.config, collection, true) : undefined
        }
        const global = payload.config.globals.find((candidate) => candidate.slug === entity.global)
        return global?.versions ? buildVersionGlobalFields(payload.config, global, true) : undefined
      },
      verifiesEmail: (slug) => {
        const auth = payload.collections[slug as keyof typeof payload.collections]?.config.auth
        return Boolean(auth && auth.verify)
      },
    }
    const problem = restQueryProblem(await effectiveRestUrl(request), schema)
    if (problem) {
      return Response.json(
        { errors: [{ message: problem.message }] },
        { status: problem.status, headers: { 'cache-control': 'no-store' } },
      )
    }
    return handler(request, ...rest)
  }
}
