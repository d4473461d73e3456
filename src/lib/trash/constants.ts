/** The collections whose deletions in /cms go to a trash first (Payload's `trash`). */
export const TRASH_COLLECTIONS = ['blog-posts', 'media', 'canned-replies', 'redirects'] as const
export type TrashCollection = (typeof TRASH_COLLECTIONS)[number]

/** How long a document stays in the trash before the daily job deletes it for good. */
export const TRASH_RETENTION_DAYS = 30

/**
 * A post created by "Create New" and left without a title: /cms saves it at once (autosave), so
 * abandoned ones would pile up as "<No Title>" rows. Deleted by the daily job once untouched this long.
 */
export const UNTITLED_DRAFT_HOURS = 24

export const MAINTENANCE_QUEUE = 'maintenance'
export const EMPTY_TRASH_TASK = 'empty-trash'
/** Every day at 03:30 UTC (servers run with TZ=UTC). */
export const MAINTENANCE_CRON = '30 3 * * *'
