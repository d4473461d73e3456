import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'trash';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'restore';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'empty-trash';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'empty-trash';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  ALTER TABLE "media" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "blog_posts" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_blog_posts_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "canned_replies" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "redirects" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  CREATE INDEX "media_deleted_at_idx" ON "media" USING btree ("deleted_at");
  CREATE INDEX "blog_posts_deleted_at_idx" ON "blog_posts" USING btree ("deleted_at");
  CREATE INDEX "_blog_posts_v_version_version_deleted_at_idx" ON "_blog_posts_v" USING btree ("version_deleted_at");
  CREATE INDEX "canned_replies_deleted_at_idx" ON "canned_replies" USING btree ("deleted_at");
  CREATE INDEX "redirects_deleted_at_idx" ON "redirects" USING btree ("deleted_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // What the earlier schema cannot hold goes first: jobs of the new tasks, entries of the new audit
  // actions, and documents in the trash (deleted, as their editors asked; they would be live again).
  await db.execute(sql`
  DELETE FROM "payload_jobs_log" WHERE "task_slug" IN ('empty-trash', 'schedulePublish');
  DELETE FROM "payload_jobs" WHERE "task_slug" IN ('empty-trash', 'schedulePublish');
  DELETE FROM "audit_log" WHERE "action" IN ('trash', 'restore');
  DELETE FROM "blog_posts" WHERE "deleted_at" IS NOT NULL;
  DELETE FROM "canned_replies" WHERE "deleted_at" IS NOT NULL;
  DELETE FROM "redirects" WHERE "deleted_at" IS NOT NULL;
  DELETE FROM "media" WHERE "deleted_at" IS NOT NULL;`)
  await db.execute(sql`
   ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('delete');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliver-contact-message', 'chat-reply-email', 'deliver-webhook', 'site-monitoring', 'alert-email', 'uptime-probe', 'uptime-incident-email');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliver-contact-message', 'chat-reply-email', 'deliver-webhook', 'site-monitoring', 'alert-email', 'uptime-probe', 'uptime-incident-email');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "media_deleted_at_idx";
  DROP INDEX "blog_posts_deleted_at_idx";
  DROP INDEX "_blog_posts_v_version_version_deleted_at_idx";
  DROP INDEX "canned_replies_deleted_at_idx";
  DROP INDEX "redirects_deleted_at_idx";
  ALTER TABLE "media" DROP COLUMN "deleted_at";
  ALTER TABLE "blog_posts" DROP COLUMN "deleted_at";
  ALTER TABLE "_blog_posts_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "canned_replies" DROP COLUMN "deleted_at";
  ALTER TABLE "redirects" DROP COLUMN "deleted_at";`)
}
