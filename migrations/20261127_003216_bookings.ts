import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bookings_provider" AS ENUM('calendly', 'cal-com');
  CREATE TYPE "public"."enum_bookings_status" AS ENUM('booked', 'rescheduled', 'cancelled');
  CREATE TABLE "bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"provider" "enum_bookings_provider" NOT NULL,
  	"provider_booking_id" varchar NOT NULL,
  	"status" "enum_bookings_status" NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"invitee_name" varchar NOT NULL,
  	"invitee_email" varchar NOT NULL,
  	"tracking" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "bookings_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "calendly_webhook_secret" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "calendly_webhook_secret_set" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "cal_com_webhook_secret" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "cal_com_webhook_secret_set" boolean DEFAULT false;
  CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status");
  CREATE INDEX "bookings_starts_at_idx" ON "bookings" USING btree ("starts_at");
  CREATE INDEX "bookings_updated_at_idx" ON "bookings" USING btree ("updated_at");
  CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");
  CREATE UNIQUE INDEX "provider_providerBookingId_idx" ON "bookings" USING btree ("provider","provider_booking_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bookings_fk" FOREIGN KEY ("bookings_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("bookings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "bookings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_bookings_fk";
  
  DROP INDEX "payload_locked_documents_rels_bookings_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "bookings_id";
  ALTER TABLE "site_settings" DROP COLUMN "calendly_webhook_secret";
  ALTER TABLE "site_settings" DROP COLUMN "calendly_webhook_secret_set";
  ALTER TABLE "site_settings" DROP COLUMN "cal_com_webhook_secret";
  ALTER TABLE "site_settings" DROP COLUMN "cal_com_webhook_secret_set";
  DROP TYPE "public"."enum_bookings_provider";
  DROP TYPE "public"."enum_bookings_status";`)
}
