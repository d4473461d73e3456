import type { PayloadRequest } from 'payload'

type Session = { resolve: () => Promise<unknown> }

/**
 * Runs `effect` once the request's database transaction has committed, or right away when the
 * request has none. Payload has no after-commit hook; its Postgres adapter keeps each open
 * transaction in `db.sessions[id]` and commits by calling that session's `resolve`, so the effect
 * is chained behind it. A rolled-back transaction never calls `resolve`, so the effect never runs.
 */
export async function afterCommit(req: PayloadRequest, effect: () => void): Promise<void> {
  const id = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID
  const sessions = (req.payload.db as unknown as { sessions?: Record<string, Session> }).sessions
  const session = id !== undefined && id !== null ? sessions?.[String(id)] : undefined
  if (!session) {
    effect()
    return
  }
  const commit = session.resolve
  session.resolve = async () => {
    const result = await commit()
    try {
      effect()
    } catch (error) {
      req.payload.logger.error({ err: error }, 'after-commit effect failed')
    }
    return result
  }
}
