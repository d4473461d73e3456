import type { TaskConfig } from 'payload'

import { forgetOldScheduledRuns } from '@/lib/scheduling/run-once'
import { EMPTY_TRASH_TASK, MAINTENANCE_CRON, MAINTENANCE_QUEUE } from '@/lib/trash/constants'
import { emptyTrash } from '@/lib/trash/empty'

type EmptyTrashIO = { input: Record<string, never>; output: { summary: string } }

/**
 * Every day: the trash's documents older than its retention, and abandoned untitled post drafts,
 * are deleted for good, and week-old marks of scheduled publishes that ran are forgotten. Queued by Payload's
 * scheduler; the job queue's locking runs it on one
 * process however many there are.
 */
export function emptyTrashTask(): TaskConfig<EmptyTrashIO> {
  return {
    slug: EMPTY_TRASH_TASK,
    label: 'Empty the trash',
    outputSchema: [{ name: 'summary', type: 'text', required: true }],
    schedule: [{ cron: MAINTENANCE_CRON, queue: MAINTENANCE_QUEUE }],
    // Tomorrow's run takes whatever this one left.
    retries: 0,
    handler: async ({ req }) => {
      const emptied = await emptyTrash(req.payload)
      // The same daily pass forgets the marks of scheduled publishes that ran (src/lib/scheduling/run-once.ts).
      const scheduledRunMarks = await forgetOldScheduledRuns(req.payload)
      return {
        output: {
          summary: Object.entries({ ...emptied, scheduledRunMarks })
            .map(([what, count]) => `${what}: ${count}`)
            .join(', '),
        },
      }
    },
  }
}
