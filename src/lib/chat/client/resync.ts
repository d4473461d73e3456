/**
 * A process can acknowledge a message and stop (killed, crashed) before it passes the message on,
 * through Redis, to the process another reader is connected to. That reader never loses its
 * connection, so the catch-up it runs on every (re)connect never runs: it would never see the message.
 * So while connected, the widget and the console ask again every RESYNC_MS for what they may have
 * missed, each time from where the previous ask started (the server adds its own overlap).
 */
export const RESYNC_MS = 15_000

/**
 * Where each ask starts. `next(known)` is called as an ask is sent, with the newest confirmed message
 * held at that moment; it answers where this ask starts: where the previous ask's mark was. A message
 * created after the previous ask was sent is newer than that mark, so this ask finds it.
 */
export class ResyncMark {
  private mark: string | undefined
  private started = false

  next(known: string | undefined): string | undefined {
    const from = this.started ? this.mark : known
    this.started = true
    // The mark only moves forward: a reply merged late must not make the next ask start later than it should.
    if (known !== undefined && (this.mark === undefined || known > this.mark)) this.mark = known
    return from
  }

  /** A fresh start (another conversation, or the connection came back and caught up from `known`). */
  reset(known: string | undefined): void {
    this.mark = known
    this.started = true
  }
}

/** Runs `resync` every `everyMs` while `connected()`; the returned function stops it. */
export function resyncWhileConnected(connected: () => boolean, resync: () => unknown, everyMs = RESYNC_MS): () => void {
  const timer = setInterval(() => {
    if (connected()) void resync()
  }, everyMs)
  return () => clearInterval(timer)
}
