import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Cal.com bookings kept the delivery's whole `metadata` as their tracking, the meeting's private join link
 * (`videoCallUrl`) among it. Only the booking link's own parameters stay (CAL_COM_TRACKING_KEYS in
 * src/lib/bookings/schema.ts); what is removed cannot come back, so `down` changes nothing.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "bookings" SET "tracking" = COALESCE(
    (SELECT jsonb_object_agg(e.key, e.value) FROM jsonb_each("tracking") AS e
      WHERE e.key IN ('reference', 'ref', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term')),
    '{}'::jsonb)
  WHERE "provider" = 'cal-com' AND jsonb_typeof("tracking") = 'object';`)
}

export async function down(_args: MigrateDownArgs): Promise<void> {}
