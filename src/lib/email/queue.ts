/** The job queue of every e-mail task (contact messages and confirmations, chat replies, alerts, incidents). */
export const EMAIL_QUEUE = 'email'
