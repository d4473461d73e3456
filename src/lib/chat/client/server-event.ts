import type { ServerEvents } from '@/lib/chat/types'

/** A server → client event as a reducer action: the event's name and the arguments it carried (./types.ts). */
export type ServerEventAction<E extends keyof ServerEvents> = { type: E; args: Parameters<ServerEvents[E]> }
