import type { Payload } from 'payload'
import type { Server } from 'socket.io'

import { STAFF_ROOM, VISITORS_ROOM, visitorRoom } from './broadcast'
import type { PresenceView } from './types'

/** Every process re-checks this often, so a process that died with staff sockets is noticed too. */
const RECHECK_MS = 30_000
/** Processes tell each other to re-check after a staff socket came or went on one of them. */
const RECHECK_EVENT = 'chat:presence-recheck'

export type StaffPresence = {
  /** Staff online on any process (a fresh count across the cluster). */
  current: () => Promise<PresenceView>
  /** A staff socket connected or disconnected here. */
  changed: () => void
  stop: () => void
}

/**
 * Whether a staff member has the console open on any process (this process's own sockets when the others cannot be
 * asked).
 */
export async function staffOnline(io: Server, payload: Pick<Payload, 'logger'>): Promise<boolean> {
  try {
    return (await io.in(STAFF_ROOM).fetchSockets()).length > 0
  } catch (error) {
    // Other processes unreachable (Redis down): this process's own staff sockets still count.
    payload.logger.warn({ err: error }, 'chat: staff presence across processes unavailable')
    return (io.sockets.adapter.rooms.get(STAFF_ROOM)?.size ?? 0) > 0
  }
}

/** Whether any widget of the visitor's is connected, on any process (this one's alone when the others cannot be asked). */
export async function visitorConnected(io: Server, visitorId: string): Promise<boolean> {
  try {
    return (await io.in(visitorRoom(visitorId)).fetchSockets()).length > 0
  } catch {
    return (io.sockets.adapter.rooms.get(visitorRoom(visitorId))?.size ?? 0) > 0
  }
}

/**
 * Whether any staff member has the console open, across every app process (through the Redis
 * adapter when there is one). Each process tells its own visitors' widgets whenever it flips.
 */
export function trackStaffPresence(io: Server, payload: Payload, { clustered }: { clustered: boolean }): StaffPresence {
  let announced: boolean | undefined

  const current = async (): Promise<PresenceView> => ({ staffOnline: await staffOnline(io, payload) })

  async function recheck() {
    const presence = await current()
    if (presence.staffOnline === announced) return
    announced = presence.staffOnline
    // Every process re-checks and tells its own visitors; a cluster-wide broadcast from each
    // process would reach every visitor once per process.
    io.local.to(VISITORS_ROOM).emit('chat:presence', presence)
  }

  const run = () =>
    void recheck().catch((error: unknown) => payload.logger.warn({ err: error }, 'chat: presence check failed'))
  io.on(RECHECK_EVENT, run)
  const timer = setInterval(run, RECHECK_MS)
  timer.unref()

  return {
    current,
    changed: () => {
      run()
      if (clustered) io.serverSideEmit(RECHECK_EVENT)
    },
    stop: () => clearInterval(timer),
  }
}
