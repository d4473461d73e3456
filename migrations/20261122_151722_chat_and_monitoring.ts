import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_chat_conversations_status" AS ENUM('open', 'closed');
  CREATE TYPE "public"."enum_chat_messages_sender_type" AS ENUM('visitor', 'admin');
  CREATE TYPE "public"."enum_site_monitoring_reports_status" AS ENUM('healthy', 'warning', 'critical');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'site-monitoring';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'site-monitoring';
  CREATE TABLE "chat_conversations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"visitor_id" varchar NOT NULL,
  	"visitor_name" varchar NOT NULL,
  	"visitor_email" varchar,
  	"visitor_phone" varchar,
  	"status" "enum_chat_conversations_status" DEFAULT 'open' NOT NULL,
  	"last_message_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "chat_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"conversation_id" integer NOT NULL,
  	"sender_type" "enum_chat_messages_sender_type" DEFAULT 'admin' NOT NULL,
  	"sender_name" varchar DEFAULT 'Support Team' NOT NULL,
  	"message" varchar NOT NULL,
  	"client_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_monitoring_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"report_date" timestamp(3) with time zone NOT NULL,
  	"status" "enum_site_monitoring_reports_status" NOT NULL,
  	"summary" varchar NOT NULL,
  	"metrics" jsonb NOT NULL,
  	"issues" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "chat_conversations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "chat_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "site_monitoring_reports_id" integer;
  ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "chat_conversations_updated_at_idx" ON "chat_conversations" USING btree ("updated_at");
  CREATE INDEX "chat_conversations_created_at_idx" ON "chat_conversations" USING btree ("created_at");
  CREATE INDEX "visitorId_status_createdAt_idx" ON "chat_conversations" USING btree ("visitor_id","status","created_at");
  CREATE INDEX "lastMessageAt_createdAt_idx" ON "chat_conversations" USING btree ("last_message_at","created_at");
  CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id");
  CREATE UNIQUE INDEX "chat_messages_client_id_idx" ON "chat_messages" USING btree ("client_id");
  CREATE INDEX "chat_messages_updated_at_idx" ON "chat_messages" USING btree ("updated_at");
  CREATE INDEX "chat_messages_created_at_idx" ON "chat_messages" USING btree ("created_at");
  CREATE INDEX "conversation_createdAt_idx" ON "chat_messages" USING btree ("conversation_id","created_at");
  CREATE INDEX "site_monitoring_reports_report_date_idx" ON "site_monitoring_reports" USING btree ("report_date");
  CREATE INDEX "site_monitoring_reports_updated_at_idx" ON "site_monitoring_reports" USING btree ("updated_at");
  CREATE INDEX "site_monitoring_reports_created_at_idx" ON "site_monitoring_reports" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_chat_conversations_fk" FOREIGN KEY ("chat_conversations_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_chat_messages_fk" FOREIGN KEY ("chat_messages_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_site_monitoring_reports_fk" FOREIGN KEY ("site_monitoring_reports_id") REFERENCES "public"."site_monitoring_reports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_chat_conversations_id_idx" ON "payload_locked_documents_rels" USING btree ("chat_conversations_id");
  CREATE INDEX "payload_locked_documents_rels_chat_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("chat_messages_id");
  CREATE INDEX "payload_locked_documents_rels_site_monitoring_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("site_monitoring_reports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "chat_conversations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "chat_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_monitoring_reports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "chat_conversations" CASCADE;
  DROP TABLE "chat_messages" CASCADE;
  DROP TABLE "site_monitoring_reports" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_chat_conversations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_chat_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_site_monitoring_reports_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliver-contact-message');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliver-contact-message');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_chat_conversations_id_idx";
  DROP INDEX "payload_locked_documents_rels_chat_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_site_monitoring_reports_id_idx";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "chat_conversations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "chat_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "site_monitoring_reports_id";
  DROP TYPE "public"."enum_chat_conversations_status";
  DROP TYPE "public"."enum_chat_messages_sender_type";
  DROP TYPE "public"."enum_site_monitoring_reports_status";`)
}
