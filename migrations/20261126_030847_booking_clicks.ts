import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "booking_clicks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" varchar NOT NULL,
  	"page" varchar NOT NULL,
  	"conversation_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "booking_clicks_id" integer;
  ALTER TABLE "booking_clicks" ADD CONSTRAINT "booking_clicks_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "booking_clicks_source_idx" ON "booking_clicks" USING btree ("source");
  CREATE INDEX "booking_clicks_conversation_idx" ON "booking_clicks" USING btree ("conversation_id");
  CREATE INDEX "booking_clicks_updated_at_idx" ON "booking_clicks" USING btree ("updated_at");
  CREATE INDEX "booking_clicks_created_at_idx" ON "booking_clicks" USING btree ("created_at");
  CREATE INDEX "createdAt_source_idx" ON "booking_clicks" USING btree ("created_at","source");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_booking_clicks_fk" FOREIGN KEY ("booking_clicks_id") REFERENCES "public"."booking_clicks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_booking_clicks_id_idx" ON "payload_locked_documents_rels" USING btree ("booking_clicks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "booking_clicks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "booking_clicks" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_booking_clicks_fk";
  
  DROP INDEX "payload_locked_documents_rels_booking_clicks_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "booking_clicks_id";`)
}
