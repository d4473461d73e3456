/** Values the copy is written against; the running site fills them from its configuration. */
export type ContentSite = {
  agencyName: string
  contactEmail: string
  /** Where strategy calls are booked (BOOKING_URL); the legal pages name its host. */
  bookingUrl: string
  platform: string
  secondPlatform: string
}
