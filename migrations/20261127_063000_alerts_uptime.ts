import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'alert-email';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'alert-email';
  CREATE TYPE "public"."enum_staff_alerts_kind" AS ENUM('conversation-started', 'visitor-waiting', 'contact-message', 'incident-opened', 'incident-closed');
  CREATE TYPE "public"."enum_staff_alerts_channel" AS ENUM('push', 'email');
  CREATE TYPE "public"."enum_staff_alerts_status" AS ENUM('queued', 'sent', 'failed', 'skipped');
  CREATE TYPE "public"."enum_uptime_incidents_target" AS ENUM('home', 'health', 'article', 'booking', 'certificate');
  CREATE TABLE "push_subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"endpoint" varchar NOT NULL,
  	"p256dh" varchar NOT NULL,
  	"auth" varchar NOT NULL,
  	"device" varchar NOT NULL,
  	"last_sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "staff_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_staff_alerts_kind" NOT NULL,
  	"channel" "enum_staff_alerts_channel" NOT NULL,
  	"status" "enum_staff_alerts_status" NOT NULL,
  	"summary" varchar NOT NULL,
  	"recipients" numeric NOT NULL,
  	"conversation_id" integer,
  	"contact_message_id" integer,
  	"incident_id" integer,
  	"dedupe_key" varchar NOT NULL,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "uptime_incidents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"target" "enum_uptime_incidents_target" NOT NULL,
  	"opened_at" timestamp(3) with time zone NOT NULL,
  	"closed_at" timestamp(3) with time zone,
  	"cause" varchar NOT NULL,
  	"failed_probes" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "push_subscriptions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "staff_alerts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "uptime_incidents_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "alert_email" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "alert_wait_minutes" numeric DEFAULT 2 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "alert_outside_office_hours" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "uptime_probe_minutes" numeric DEFAULT 5 NOT NULL;
  ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "staff_alerts" ADD CONSTRAINT "staff_alerts_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staff_alerts" ADD CONSTRAINT "staff_alerts_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staff_alerts" ADD CONSTRAINT "staff_alerts_incident_id_uptime_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."uptime_incidents"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");
  CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");
  CREATE INDEX "push_subscriptions_updated_at_idx" ON "push_subscriptions" USING btree ("updated_at");
  CREATE INDEX "push_subscriptions_created_at_idx" ON "push_subscriptions" USING btree ("created_at");
  CREATE INDEX "staff_alerts_kind_idx" ON "staff_alerts" USING btree ("kind");
  CREATE INDEX "staff_alerts_conversation_idx" ON "staff_alerts" USING btree ("conversation_id");
  CREATE INDEX "staff_alerts_contact_message_idx" ON "staff_alerts" USING btree ("contact_message_id");
  CREATE INDEX "staff_alerts_incident_idx" ON "staff_alerts" USING btree ("incident_id");
  CREATE UNIQUE INDEX "staff_alerts_dedupe_key_idx" ON "staff_alerts" USING btree ("dedupe_key");
  CREATE INDEX "staff_alerts_updated_at_idx" ON "staff_alerts" USING btree ("updated_at");
  CREATE INDEX "staff_alerts_created_at_idx" ON "staff_alerts" USING btree ("created_at");
  CREATE INDEX "uptime_incidents_target_idx" ON "uptime_incidents" USING btree ("target");
  CREATE INDEX "uptime_incidents_opened_at_idx" ON "uptime_incidents" USING btree ("opened_at");
  CREATE INDEX "uptime_incidents_closed_at_idx" ON "uptime_incidents" USING btree ("closed_at");
  CREATE INDEX "uptime_incidents_updated_at_idx" ON "uptime_incidents" USING btree ("updated_at");
  CREATE INDEX "uptime_incidents_created_at_idx" ON "uptime_incidents" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_push_subscriptions_fk" FOREIGN KEY ("push_subscriptions_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_alerts_fk" FOREIGN KEY ("staff_alerts_id") REFERENCES "public"."staff_alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_uptime_incidents_fk" FOREIGN KEY ("uptime_incidents_id") REFERENCES "public"."uptime_incidents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_push_subscriptions_id_idx" ON "payload_locked_documents_rels" USING btree ("push_subscriptions_id");
  CREATE INDEX "payload_locked_documents_rels_staff_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("staff_alerts_id");
  CREATE INDEX "payload_locked_documents_rels_uptime_incidents_id_idx" ON "payload_locked_documents_rels" USING btree ("uptime_incidents_id");
  -- The site's VAPID key pair for Web Push (RFC 8292): made by the first process that needs it, then
  -- shared by every process; one row. The private key never leaves the server.
  CREATE TABLE "web_push_keys" (
  	"id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  	"public_key" varchar NOT NULL,
  	"private_key" varchar NOT NULL,
  	"created_at" timestamptz NOT NULL DEFAULT now()
  );
  -- Each uptime probe of each target (src/lib/uptime), kept 90 days.
  CREATE TABLE "uptime_probes" (
  	"id" bigserial PRIMARY KEY,
  	"at" timestamptz NOT NULL,
  	"target" "enum_uptime_incidents_target" NOT NULL,
  	"ok" boolean NOT NULL,
  	"status" integer,
  	"response_ms" integer,
  	"error" varchar(500),
  	"certificate_days_left" integer
  );
  CREATE INDEX "uptime_probes_target_at_idx" ON "uptime_probes" USING btree ("target", "at");
  CREATE INDEX "uptime_probes_at_idx" ON "uptime_probes" USING btree ("at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "push_subscriptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "staff_alerts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "uptime_incidents" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "uptime_probes";
  DROP TABLE "web_push_keys";
  DROP TABLE "push_subscriptions" CASCADE;
  DROP TABLE "staff_alerts" CASCADE;
  DROP TABLE "uptime_incidents" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_push_subscriptions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_staff_alerts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_uptime_incidents_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_push_subscriptions_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_staff_alerts_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_uptime_incidents_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "push_subscriptions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "staff_alerts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "uptime_incidents_id";
  ALTER TABLE "site_settings" DROP COLUMN "alert_email";
  ALTER TABLE "site_settings" DROP COLUMN "alert_wait_minutes";
  ALTER TABLE "site_settings" DROP COLUMN "alert_outside_office_hours";
  ALTER TABLE "site_settings" DROP COLUMN "uptime_probe_minutes";
  DROP TYPE "public"."enum_staff_alerts_kind";
  DROP TYPE "public"."enum_staff_alerts_channel";
  DROP TYPE "public"."enum_staff_alerts_status";
  DROP TYPE "public"."enum_uptime_incidents_target";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliver-contact-message', 'chat-reply-email', 'deliver-webhook', 'site-monitoring');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliver-contact-message', 'chat-reply-email', 'deliver-webhook', 'site-monitoring');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
