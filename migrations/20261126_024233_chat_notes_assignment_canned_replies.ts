import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "chat_notes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"conversation_id" integer NOT NULL,
  	"author_id" integer,
  	"author_name" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"client_id" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "canned_replies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "display_name" varchar;
  ALTER TABLE "chat_conversations" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "chat_notes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "canned_replies_id" integer;
  ALTER TABLE "chat_notes" ADD CONSTRAINT "chat_notes_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "chat_notes" ADD CONSTRAINT "chat_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "chat_notes_conversation_idx" ON "chat_notes" USING btree ("conversation_id");
  CREATE INDEX "chat_notes_author_idx" ON "chat_notes" USING btree ("author_id");
  CREATE UNIQUE INDEX "chat_notes_client_id_idx" ON "chat_notes" USING btree ("client_id");
  CREATE INDEX "chat_notes_updated_at_idx" ON "chat_notes" USING btree ("updated_at");
  CREATE INDEX "chat_notes_created_at_idx" ON "chat_notes" USING btree ("created_at");
  CREATE INDEX "conversation_createdAt_1_idx" ON "chat_notes" USING btree ("conversation_id","created_at");
  CREATE INDEX "canned_replies_updated_at_idx" ON "canned_replies" USING btree ("updated_at");
  CREATE INDEX "canned_replies_created_at_idx" ON "canned_replies" USING btree ("created_at");
  ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_chat_notes_fk" FOREIGN KEY ("chat_notes_id") REFERENCES "public"."chat_notes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_canned_replies_fk" FOREIGN KEY ("canned_replies_id") REFERENCES "public"."canned_replies"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "chat_conversations_assignee_idx" ON "chat_conversations" USING btree ("assignee_id");
  CREATE INDEX "payload_locked_documents_rels_chat_notes_id_idx" ON "payload_locked_documents_rels" USING btree ("chat_notes_id");
  CREATE INDEX "payload_locked_documents_rels_canned_replies_id_idx" ON "payload_locked_documents_rels" USING btree ("canned_replies_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "chat_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "canned_replies" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "chat_notes" CASCADE;
  DROP TABLE "canned_replies" CASCADE;
  ALTER TABLE "chat_conversations" DROP CONSTRAINT "chat_conversations_assignee_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_chat_notes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_canned_replies_fk";
  
  DROP INDEX "chat_conversations_assignee_idx";
  DROP INDEX "payload_locked_documents_rels_chat_notes_id_idx";
  DROP INDEX "payload_locked_documents_rels_canned_replies_id_idx";
  ALTER TABLE "users" DROP COLUMN "display_name";
  ALTER TABLE "chat_conversations" DROP COLUMN "assignee_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "chat_notes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "canned_replies_id";`)
}
