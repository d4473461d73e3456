import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "chat_conversations" ADD COLUMN "staff_seen_at" timestamp(3) with time zone;
  ALTER TABLE "chat_conversations" ADD COLUMN "visitor_seen_at" timestamp(3) with time zone;
  ALTER TABLE "chat_conversations" ADD COLUMN "reply_emailed_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "chat_conversations" DROP COLUMN "staff_seen_at";
  ALTER TABLE "chat_conversations" DROP COLUMN "visitor_seen_at";
  ALTER TABLE "chat_conversations" DROP COLUMN "reply_emailed_at";`)
}
