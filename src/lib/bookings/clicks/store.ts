import type { Payload } from 'payload'

import type { BookingClick } from '@/payload-types'

/** The booking click a reference names (stored once: the column is unique), if any. */
export async function clickByReference(payload: Payload, reference: string): Promise<BookingClick | undefined> {
  const { docs } = await payload.find({
    collection: 'booking-clicks',
    where: { reference: { equals: reference } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0]
}
