import type { SchedulePublish } from 'payload'

/**
 * Payload's "Schedule Publish" in /cms, for posts and every page's copy: the editor picks a time in
 * their own zone (a 24-hour clock, 5-minute steps), Payload stores it in UTC as a job of the
 * `default` queue, and the server runs that queue every minute (SCHEDULE_QUEUE_CRON).
 */
export const SCHEDULE_PUBLISH: SchedulePublish = { timeFormat: 'HH:mm', timeIntervals: 5 }

/** The queue Payload puts scheduled publishes and unpublishes on. */
export const SCHEDULE_QUEUE = 'default'
