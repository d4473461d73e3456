import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_messages_experiments_arm" AS ENUM('original', 'variant');
  CREATE TYPE "public"."enum_chat_conversations_experiments_arm" AS ENUM('original', 'variant');
  CREATE TYPE "public"."enum_booking_clicks_experiments_arm" AS ENUM('original', 'variant');
  CREATE TYPE "public"."enum_experiments_page" AS ENUM('home-page', 'about-page', 'services-page', 'account-management-page', 'marketing-page', 'chat-management-page', 'faq-page', 'contact-page');
  CREATE TYPE "public"."enum_experiments_split" AS ENUM('50', '20');
  CREATE TYPE "public"."enum_experiments_status" AS ENUM('running', 'paused', 'ended');
  CREATE TYPE "public"."enum_experiments_winner" AS ENUM('original', 'variant');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'experiment-start';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'experiment-pause';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'experiment-resume';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'experiment-end';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'experiment-winner';
  CREATE TABLE "contact_messages_experiments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"experiment_id" integer,
  	"arm" "enum_contact_messages_experiments_arm" NOT NULL
  );
  
  CREATE TABLE "chat_conversations_experiments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"experiment_id" integer,
  	"arm" "enum_chat_conversations_experiments_arm" NOT NULL
  );
  
  CREATE TABLE "booking_clicks_experiments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"experiment_id" integer,
  	"arm" "enum_booking_clicks_experiments_arm" NOT NULL
  );
  
  CREATE TABLE "experiments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"page" "enum_experiments_page" NOT NULL,
  	"split" "enum_experiments_split" DEFAULT '50' NOT NULL,
  	"status" "enum_experiments_status" DEFAULT 'running' NOT NULL,
  	"variant" jsonb,
  	"started_at" timestamp(3) with time zone,
  	"ended_at" timestamp(3) with time zone,
  	"winner" "enum_experiments_winner",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "experiments_id" integer;
  ALTER TABLE "contact_messages_experiments" ADD CONSTRAINT "contact_messages_experiments_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_messages_experiments" ADD CONSTRAINT "contact_messages_experiments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "chat_conversations_experiments" ADD CONSTRAINT "chat_conversations_experiments_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "chat_conversations_experiments" ADD CONSTRAINT "chat_conversations_experiments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "booking_clicks_experiments" ADD CONSTRAINT "booking_clicks_experiments_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "booking_clicks_experiments" ADD CONSTRAINT "booking_clicks_experiments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."booking_clicks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "contact_messages_experiments_order_idx" ON "contact_messages_experiments" USING btree ("_order");
  CREATE INDEX "contact_messages_experiments_parent_id_idx" ON "contact_messages_experiments" USING btree ("_parent_id");
  CREATE INDEX "contact_messages_experiments_experiment_idx" ON "contact_messages_experiments" USING btree ("experiment_id");
  CREATE INDEX "chat_conversations_experiments_order_idx" ON "chat_conversations_experiments" USING btree ("_order");
  CREATE INDEX "chat_conversations_experiments_parent_id_idx" ON "chat_conversations_experiments" USING btree ("_parent_id");
  CREATE INDEX "chat_conversations_experiments_experiment_idx" ON "chat_conversations_experiments" USING btree ("experiment_id");
  CREATE INDEX "booking_clicks_experiments_order_idx" ON "booking_clicks_experiments" USING btree ("_order");
  CREATE INDEX "booking_clicks_experiments_parent_id_idx" ON "booking_clicks_experiments" USING btree ("_parent_id");
  CREATE INDEX "booking_clicks_experiments_experiment_idx" ON "booking_clicks_experiments" USING btree ("experiment_id");
  CREATE INDEX "experiments_updated_at_idx" ON "experiments" USING btree ("updated_at");
  CREATE INDEX "experiments_created_at_idx" ON "experiments" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_experiments_fk" FOREIGN KEY ("experiments_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_experiments_id_idx" ON "payload_locked_documents_rels" USING btree ("experiments_id");
  -- Who saw which arm of an experiment: one row per visitor (the day's cookieless id) and day, kept while the
  -- experiment is (src/lib/visits/store.ts insertExposures).
  CREATE TABLE "experiment_exposures" (
  	"experiment_id" integer NOT NULL REFERENCES "public"."experiments"("id") ON DELETE cascade,
  	"arm" varchar(16) NOT NULL,
  	"day" date NOT NULL,
  	"visitor" bigint NOT NULL,
  	PRIMARY KEY ("experiment_id", "day", "visitor")
  );
  CREATE INDEX "experiment_exposures_visitor_idx" ON "experiment_exposures" USING btree ("day", "visitor");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "experiment_exposures";
   ALTER TABLE "contact_messages_experiments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "chat_conversations_experiments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_clicks_experiments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "experiments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "contact_messages_experiments" CASCADE;
  DROP TABLE "chat_conversations_experiments" CASCADE;
  DROP TABLE "booking_clicks_experiments" CASCADE;
  DROP TABLE "experiments" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_experiments_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('delete', 'trash', 'restore');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX "payload_locked_documents_rels_experiments_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "experiments_id";
  DROP TYPE "public"."enum_contact_messages_experiments_arm";
  DROP TYPE "public"."enum_chat_conversations_experiments_arm";
  DROP TYPE "public"."enum_booking_clicks_experiments_arm";
  DROP TYPE "public"."enum_experiments_page";
  DROP TYPE "public"."enum_experiments_split";
  DROP TYPE "public"."enum_experiments_status";
  DROP TYPE "public"."enum_experiments_winner";`)
}
