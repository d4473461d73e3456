import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_chat_conversations_outcome" AS ENUM('booked', 'follow-up', 'not-a-fit', 'spam');
  CREATE TABLE "chat_blocked_visitors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"visitor_id" varchar NOT NULL,
  	"visitor_name" varchar NOT NULL,
  	"blocked_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "chat_conversations" ADD COLUMN "outcome" "enum_chat_conversations_outcome";
  ALTER TABLE "chat_conversations" ADD COLUMN "closed_at" timestamp(3) with time zone;
  -- Conversations closed before this column existed: their last change is the best record of when.
  UPDATE "chat_conversations" SET "closed_at" = "updated_at" WHERE "status" = 'closed';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "chat_blocked_visitors_id" integer;
  ALTER TABLE "chat_blocked_visitors" ADD CONSTRAINT "chat_blocked_visitors_blocked_by_id_users_id_fk" FOREIGN KEY ("blocked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "chat_blocked_visitors_visitor_id_idx" ON "chat_blocked_visitors" USING btree ("visitor_id");
  CREATE INDEX "chat_blocked_visitors_blocked_by_idx" ON "chat_blocked_visitors" USING btree ("blocked_by_id");
  CREATE INDEX "chat_blocked_visitors_updated_at_idx" ON "chat_blocked_visitors" USING btree ("updated_at");
  CREATE INDEX "chat_blocked_visitors_created_at_idx" ON "chat_blocked_visitors" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_chat_blocked_visitors_fk" FOREIGN KEY ("chat_blocked_visitors_id") REFERENCES "public"."chat_blocked_visitors"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_chat_blocked_visitors_id_idx" ON "payload_locked_documents_rels" USING btree ("chat_blocked_visitors_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "chat_blocked_visitors" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "chat_blocked_visitors" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_chat_blocked_visitors_fk";
  
  DROP INDEX "payload_locked_documents_rels_chat_blocked_visitors_id_idx";
  ALTER TABLE "chat_conversations" DROP COLUMN "outcome";
  ALTER TABLE "chat_conversations" DROP COLUMN "closed_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "chat_blocked_visitors_id";
  DROP TYPE "public"."enum_chat_conversations_outcome";`)
}
