import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_office_hours_spans_day" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  CREATE TABLE "site_settings_office_hours_spans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" "enum_site_settings_office_hours_spans_day" NOT NULL,
  	"opens" varchar NOT NULL,
  	"closes" varchar NOT NULL
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "office_hours_enabled" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "office_hours_time_zone" varchar DEFAULT 'UTC';
  ALTER TABLE "site_settings_office_hours_spans" ADD CONSTRAINT "site_settings_office_hours_spans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_office_hours_spans_order_idx" ON "site_settings_office_hours_spans" USING btree ("_order");
  CREATE INDEX "site_settings_office_hours_spans_parent_id_idx" ON "site_settings_office_hours_spans" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_settings_office_hours_spans" CASCADE;
  ALTER TABLE "site_settings" DROP COLUMN "office_hours_enabled";
  ALTER TABLE "site_settings" DROP COLUMN "office_hours_time_zone";
  DROP TYPE "public"."enum_site_settings_office_hours_spans_day";`)
}
