import type { Pool } from 'pg'

/** Keys of the application's PostgreSQL advisory locks (one per purpose, shared by every process). */
export const LOCK_KEYS = {
  /** "monitor" in ASCII: one site check at a time. */
  monitoringCheck: 0x6d6f6e69746f72,
  /** "startup" in ASCII: migrations and seeding, one process at a time. */
  startup: 0x73746172747570,
  /** "ct": with a contact message's id as the second key, one delivery of that message at a time. */
  contactDelivery: 0x6374,
  /** "cc": with a contact message's id as the second key, one sending of that message's confirmation at a time. */
  contactConfirmation: 0x6363,
  /** "visits" in ASCII: closed days' page views rolled up into analytics_daily, one process at a time. */
  visitsRollup: 0x766973697473,
  /** "uptime" in ASCII: one uptime probe at a time across every process. */
  uptimeProbe: 0x757074696d65,
  /** "sp": with a scheduled publish's job id as the second key, one run of it at a time. */
  scheduledPublish: 0x7370,
  /** "im": with an incident's id and change as the second key, one alert e-mail at a time. */
  incidentMail: 0x696d,
} as const

export class LockBusyError extends Error {
  constructor() {
    super('The lock is held by another process')
    this.name = 'LockBusyError'
  }
}

/**
 * Runs `work` while holding a session-level advisory lock on its own connection, so every app
 * process sharing the database takes turns. `wait: false` throws LockBusyError instead of waiting.
 */
export async function withAdvisoryLock<T>(
  pool: Pool,
  key: number,
  work: () => Promise<T>,
  { wait }: { wait: boolean },
): Promise<T> {
  const client = await pool.connect()
  try {
    if (wait) {
      await client.query('SELECT pg_advisory_lock($1)', [key])
    } else {
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [key])
      if (!rows[0]?.locked) throw new LockBusyError()
    }
    try {
      return await work()
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key])
    }
  } finally {
    client.release()
  }
}
