/**
 * A process can acknowledge a message and stop (killed, crashed) before it passes the message on,
 * through Redis, to the process another reader is connected to. That reader never loses its
 * connection, so the catch-up it runs on every (re)connect never runs: it would never see the message.
 * So while connected, the widget and the console ask again every RESYNC_MS for what they may have
 * missed, each time from where the previous ask started (the server adds its own overlap).
 */
export const RESYNC_MS = 15_000

/**
 * Where the asks for one conversation start: `from` is the newest confirmed message held when the
 * previous ask was sent (or when the (re)connect's catch-up started).
 */
export type AskMark = { conversationId: number | null; from: string | undefined }

/**
 * The ask sent now for `conversationId`, holding `known` (the newest confirmed message): it starts where
 * the previous ask's mark was, so a message created after the previous ask was sent is newer than that
 * mark and this ask finds it. A mark for another conversation (or none) starts afresh from `known`.
 * The mark only moves forward: a reply merged late must not make the next ask start later than it should.
 */
export function nextAsk(
  mark: AskMark | null,
  conversationId: number,
  known: string | undefined,
): { since: string | undefined; mark: AskMark } {
  const from = mark?.conversationId === conversationId ? mark.from : known
  const moved = known !== undefined && (from === undefined || known > from) ? known : from
  return { since: from, mark: { conversationId, from: moved } }
}

/** Runs `resync` every `everyMs` while `connected()`; the returned function stops it. */
export function resyncWhileConnected(connected: () => boolean, resync: () => unknown, everyMs = RESYNC_MS): () => void {
  const timer = setInterval(() => {
    if (connected()) void resync()
  }, everyMs)
  return () => clearInterval(timer)
}
