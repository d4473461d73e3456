import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_audit_log_action" AS ENUM('delete');
  ALTER TYPE "public"."enum_contact_messages_delivery_status" ADD VALUE 'logged' BEFORE 'failed';
  CREATE TABLE "audit_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_audit_log_action" NOT NULL,
  	"target_collection" varchar NOT NULL,
  	"target_id" varchar NOT NULL,
  	"label" varchar,
  	"actor_id" numeric,
  	"actor_username" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "blog_posts" ALTER COLUMN "author" DROP DEFAULT;
  ALTER TABLE "_blog_posts_v" ALTER COLUMN "version_author" DROP DEFAULT;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_log_id" integer;
  CREATE INDEX "audit_log_updated_at_idx" ON "audit_log" USING btree ("updated_at");
  CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");
  CREATE INDEX "targetCollection_targetId_idx" ON "audit_log" USING btree ("target_collection","target_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_log_fk" FOREIGN KEY ("audit_log_id") REFERENCES "public"."audit_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_audit_log_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_log_id");
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_log" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "audit_log" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_audit_log_fk";
  
  ALTER TABLE "contact_messages" ALTER COLUMN "delivery_status" SET DATA TYPE text;
  ALTER TABLE "contact_messages" ALTER COLUMN "delivery_status" SET DEFAULT 'pending'::text;
  UPDATE "contact_messages" SET "delivery_status" = 'pending' WHERE "delivery_status" = 'logged';
  DROP TYPE "public"."enum_contact_messages_delivery_status";
  CREATE TYPE "public"."enum_contact_messages_delivery_status" AS ENUM('pending', 'sent', 'failed');
  ALTER TABLE "contact_messages" ALTER COLUMN "delivery_status" SET DEFAULT 'pending'::"public"."enum_contact_messages_delivery_status";
  ALTER TABLE "contact_messages" ALTER COLUMN "delivery_status" SET DATA TYPE "public"."enum_contact_messages_delivery_status" USING "delivery_status"::"public"."enum_contact_messages_delivery_status";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_audit_log_id_idx";
  ALTER TABLE "blog_posts" ALTER COLUMN "author" SET DEFAULT 'Editorial Team';
  ALTER TABLE "_blog_posts_v" ALTER COLUMN "version_author" SET DEFAULT 'Editorial Team';
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_log_id";
  DROP TYPE "public"."enum_audit_log_action";`)
}
