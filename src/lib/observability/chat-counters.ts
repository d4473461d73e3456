import type { SenderType } from '@/lib/chat/constants'

/** What the chat code counts for /metrics (src/server/metrics.ts installs it; nothing is counted without it). */
export type ChatCounters = { messageStored: (sender: SenderType) => void }

// Collection hooks run from Next's route bundles load their own copy of this module: the counters live on
// globalThis so a message stored through /api or /cms is counted by the same registry as one from a socket.
const COUNTERS = Symbol.for('agency.metrics.chat')
type Registry = { [COUNTERS]?: ChatCounters }

export function setChatCounters(counters: ChatCounters | undefined): void {
  ;(globalThis as Registry)[COUNTERS] = counters
}

export function chatCounters(): ChatCounters | undefined {
  return (globalThis as Registry)[COUNTERS]
}
