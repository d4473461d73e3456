import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "blog_posts" ALTER COLUMN "read_time" DROP DEFAULT;
  ALTER TABLE "_blog_posts_v" ALTER COLUMN "version_read_time" DROP DEFAULT;
  ALTER TABLE "blog_posts" ADD COLUMN "read_time_override" varchar;
  ALTER TABLE "_blog_posts_v" ADD COLUMN "version_read_time_override" varchar;
  -- A read time typed by hand (the seeded articles' included) stays, as the override; the old
  -- default "5 min read" is recomputed from the body at the post's next save.
  UPDATE "blog_posts" SET "read_time_override" = "read_time" WHERE "read_time" <> '5 min read';
  UPDATE "_blog_posts_v" SET "version_read_time_override" = "version_read_time" WHERE "version_read_time" <> '5 min read';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "blog_posts" ALTER COLUMN "read_time" SET DEFAULT '5 min read';
  ALTER TABLE "_blog_posts_v" ALTER COLUMN "version_read_time" SET DEFAULT '5 min read';
  ALTER TABLE "blog_posts" DROP COLUMN "read_time_override";
  ALTER TABLE "_blog_posts_v" DROP COLUMN "version_read_time_override";`)
}
