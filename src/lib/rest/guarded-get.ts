import config from '@payload-config'
import { getPayload } from 'payload'

import { type QueryField, restQueryProblem } from './query-guard'

type Handler<A extends unknown[]> = (request: Request, ...rest: A) => Promise<Response>

/** Payload's REST GET handler, behind the query check of query-guard.ts. */
export function guardedRestGet<A extends unknown[]>(handler: Handler<A>): Handler<A> {
  return async (request, ...rest) => {
    const payload = await getPayload({ config })
    const fieldsOf = (slug: string) => payload.collections[slug as keyof typeof payload.collections]?.config.flattenedFields as QueryField[] | undefined
    const problem = restQueryProblem(new URL(request.url), fieldsOf)
    if (problem) {
      return Response.json({ errors: [{ message: problem.message }] }, { status: problem.status, headers: { 'cache-control': 'no-store' } })
    }
    return handler(request, ...rest)
  }
}
