/** "Nov 27, 14:05 UTC": rendered on the server, so one time zone for everyone reading it; midnight is 00:00. */
export function utcDateTime(iso: string): string {
  return `${new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' })} UTC`
}

/** "14:00" in UTC; midnight is 00:00. */
export function utcHour(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  })
}
