import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Page copy's lists of texts (paragraphs, points, keywords) move from a table each into the page's one
 * `_texts` table (a text field with hasMany), its versions' lists into the versions' `_texts` table; icons
 * become plain text. `down` moves them back. A list's path names the row index of an array it sits in.
 */

const SERVICE_PAGES = ['pg_svc_acct', 'pg_svc_mkt', 'pg_svc_chat']
const SEO_PAGES = ['pg_home', 'pg_about', 'pg_services', ...SERVICE_PAGES, 'pg_faq', 'pg_contact', 'pg_blog', 'pg_privacy', 'pg_terms', 'pg_cookies']

/** Lists directly in a page (or in its groups): the page's table prefix and the field's path. */
const LISTS: { page: string; path: string }[] = [
  ...SEO_PAGES.map((page) => ({ page, path: 'meta.keywords' })),
  { page: 'pg_home', path: 'about.paragraphs' },
  { page: 'pg_about', path: 'story.paragraphs' },
  { page: 'pg_about', path: 'mission.paragraphs' },
  { page: 'pg_about', path: 'approach.items' },
  { page: 'pg_about', path: 'team.paragraphs' },
  ...SERVICE_PAGES.flatMap((page) => [
    { page, path: 'whyItWorks.paragraphs' },
    { page, path: 'whyItWorks.points' },
  ]),
]
/** Lists in the rows of an array: each service page's approach blocks' points. */
const ROW_LISTS = SERVICE_PAGES.map((page) => ({ page, array: 'approach.blocks', field: 'points' }))

const snake = (path: string) => path.replace(/\./g, '_').replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
/** The old tables of a page (or its versions, `v`) and the new `_texts` table with the path prefix there. */
const tables = (page: string, v: boolean) => ({ prefix: v ? `_${page}_v_version_` : `${page}_`, texts: v ? `_${page}_v_texts` : `${page}_texts`, at: v ? 'version.' : '' })
const newId = `substr(md5(random()::text || clock_timestamp()::text), 1, 24)`

function listsToTexts(): string {
  const statements: string[] = []
  for (const v of [false, true]) {
    for (const { page, path } of LISTS) {
      const { prefix, texts, at } = tables(page, v)
      statements.push(`INSERT INTO "${texts}" ("order", "parent_id", "path", "text")
        SELECT row_number() OVER (PARTITION BY "_parent_id" ORDER BY "_order"), "_parent_id", '${at}${path}', "text" FROM "${prefix}${snake(path)}";`)
    }
    for (const { page, array, field } of ROW_LISTS) {
      const { prefix, texts, at } = tables(page, v)
      statements.push(`INSERT INTO "${texts}" ("order", "parent_id", "path", "text")
        SELECT row_number() OVER (PARTITION BY item."_parent_id" ORDER BY item."_order"), parent_row."_parent_id", '${at}${array}.' || parent_row.row_index || '.${field}', item."text"
        FROM "${prefix}${snake(array)}_${snake(field)}" item
        JOIN (SELECT "id", "_parent_id", row_number() OVER (PARTITION BY "_parent_id" ORDER BY "_order") - 1 AS row_index FROM "${prefix}${snake(array)}") parent_row ON parent_row."id" = item."_parent_id";`)
    }
  }
  return statements.join('\n')
}

function textsToLists(): string {
  const statements: string[] = []
  for (const v of [false, true]) {
    // A version's row has a serial id and a `_uuid`; a page's row has the text id.
    const idColumn = v ? '"_uuid"' : '"id"'
    for (const { page, path } of LISTS) {
      const { prefix, texts, at } = tables(page, v)
      statements.push(`INSERT INTO "${prefix}${snake(path)}" ("_order", "_parent_id", ${idColumn}, "text")
        SELECT "order", "parent_id", ${newId}, "text" FROM "${texts}" WHERE "path" = '${at}${path}';`)
    }
    for (const { page, array, field } of ROW_LISTS) {
      const { prefix, texts, at } = tables(page, v)
      statements.push(`INSERT INTO "${prefix}${snake(array)}_${snake(field)}" ("_order", "_parent_id", ${idColumn}, "text")
        SELECT item."order", parent_row."id", ${newId}, item."text" FROM "${texts}" item
        JOIN (SELECT "id", "_parent_id", row_number() OVER (PARTITION BY "_parent_id" ORDER BY "_order") - 1 AS row_index FROM "${prefix}${snake(array)}") parent_row
          ON parent_row."_parent_id" = item."parent_id" AND item."path" = '${at}${array}.' || parent_row.row_index || '.${field}';`)
    }
  }
  return statements.join('\n')
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pg_home_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pg_home_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_about_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pg_about_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_services_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pg_services_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_svc_acct_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pg_svc_acct_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_svc_mkt_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pg_svc_mkt_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_svc_chat_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pg_svc_chat_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_faq_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pg_faq_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_contact_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pg_contact_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_blog_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pg_blog_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_privacy_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pg_privacy_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_terms_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pg_terms_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_cookies_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pg_cookies_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "pg_home_about_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_home_meta_keywords" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_home_v_version_about_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_home_v_version_meta_keywords" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_about_story_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_about_mission_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_about_approach_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_about_team_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_about_meta_keywords" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_about_v_version_story_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_about_v_version_mission_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_about_v_version_approach_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_about_v_version_team_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_about_v_version_meta_keywords" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_services_meta_keywords" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_services_v_version_meta_keywords" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_svc_acct_approach_blocks_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_svc_acct_why_it_works_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_svc_acct_why_it_works_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_svc_acct_meta_keywords" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_svc_acct_v_version_approach_blocks_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_svc_acct_v_version_why_it_works_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_svc_acct_v_version_why_it_works_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_svc_acct_v_version_meta_keywords" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_svc_mkt_approach_blocks_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_svc_mkt_why_it_works_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_svc_mkt_why_it_works_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_svc_mkt_meta_keywords" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_svc_mkt_v_version_approach_blocks_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_svc_mkt_v_version_why_it_works_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_svc_mkt_v_version_why_it_works_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_svc_mkt_v_version_meta_keywords" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_svc_chat_approach_blocks_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_svc_chat_why_it_works_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_svc_chat_why_it_works_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_svc_chat_meta_keywords" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_svc_chat_v_version_approach_blocks_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_svc_chat_v_version_why_it_works_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_svc_chat_v_version_why_it_works_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_svc_chat_v_version_meta_keywords" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_faq_meta_keywords" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_faq_v_version_meta_keywords" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_contact_meta_keywords" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_contact_v_version_meta_keywords" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_blog_meta_keywords" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_blog_v_version_meta_keywords" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_privacy_meta_keywords" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_privacy_v_version_meta_keywords" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_terms_meta_keywords" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_terms_v_version_meta_keywords" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_cookies_meta_keywords" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_cookies_v_version_meta_keywords" DISABLE ROW LEVEL SECURITY;
  `)
  await db.execute(sql.raw(listsToTexts()))
  await db.execute(sql`
  DROP TABLE "pg_home_about_paragraphs" CASCADE;
  DROP TABLE "pg_home_meta_keywords" CASCADE;
  DROP TABLE "_pg_home_v_version_about_paragraphs" CASCADE;
  DROP TABLE "_pg_home_v_version_meta_keywords" CASCADE;
  DROP TABLE "pg_about_story_paragraphs" CASCADE;
  DROP TABLE "pg_about_mission_paragraphs" CASCADE;
  DROP TABLE "pg_about_approach_items" CASCADE;
  DROP TABLE "pg_about_team_paragraphs" CASCADE;
  DROP TABLE "pg_about_meta_keywords" CASCADE;
  DROP TABLE "_pg_about_v_version_story_paragraphs" CASCADE;
  DROP TABLE "_pg_about_v_version_mission_paragraphs" CASCADE;
  DROP TABLE "_pg_about_v_version_approach_items" CASCADE;
  DROP TABLE "_pg_about_v_version_team_paragraphs" CASCADE;
  DROP TABLE "_pg_about_v_version_meta_keywords" CASCADE;
  DROP TABLE "pg_services_meta_keywords" CASCADE;
  DROP TABLE "_pg_services_v_version_meta_keywords" CASCADE;
  DROP TABLE "pg_svc_acct_approach_blocks_points" CASCADE;
  DROP TABLE "pg_svc_acct_why_it_works_paragraphs" CASCADE;
  DROP TABLE "pg_svc_acct_why_it_works_points" CASCADE;
  DROP TABLE "pg_svc_acct_meta_keywords" CASCADE;
  DROP TABLE "_pg_svc_acct_v_version_approach_blocks_points" CASCADE;
  DROP TABLE "_pg_svc_acct_v_version_why_it_works_paragraphs" CASCADE;
  DROP TABLE "_pg_svc_acct_v_version_why_it_works_points" CASCADE;
  DROP TABLE "_pg_svc_acct_v_version_meta_keywords" CASCADE;
  DROP TABLE "pg_svc_mkt_approach_blocks_points" CASCADE;
  DROP TABLE "pg_svc_mkt_why_it_works_paragraphs" CASCADE;
  DROP TABLE "pg_svc_mkt_why_it_works_points" CASCADE;
  DROP TABLE "pg_svc_mkt_meta_keywords" CASCADE;
  DROP TABLE "_pg_svc_mkt_v_version_approach_blocks_points" CASCADE;
  DROP TABLE "_pg_svc_mkt_v_version_why_it_works_paragraphs" CASCADE;
  DROP TABLE "_pg_svc_mkt_v_version_why_it_works_points" CASCADE;
  DROP TABLE "_pg_svc_mkt_v_version_meta_keywords" CASCADE;
  DROP TABLE "pg_svc_chat_approach_blocks_points" CASCADE;
  DROP TABLE "pg_svc_chat_why_it_works_paragraphs" CASCADE;
  DROP TABLE "pg_svc_chat_why_it_works_points" CASCADE;
  DROP TABLE "pg_svc_chat_meta_keywords" CASCADE;
  DROP TABLE "_pg_svc_chat_v_version_approach_blocks_points" CASCADE;
  DROP TABLE "_pg_svc_chat_v_version_why_it_works_paragraphs" CASCADE;
  DROP TABLE "_pg_svc_chat_v_version_why_it_works_points" CASCADE;
  DROP TABLE "_pg_svc_chat_v_version_meta_keywords" CASCADE;
  DROP TABLE "pg_faq_meta_keywords" CASCADE;
  DROP TABLE "_pg_faq_v_version_meta_keywords" CASCADE;
  DROP TABLE "pg_contact_meta_keywords" CASCADE;
  DROP TABLE "_pg_contact_v_version_meta_keywords" CASCADE;
  DROP TABLE "pg_blog_meta_keywords" CASCADE;
  DROP TABLE "_pg_blog_v_version_meta_keywords" CASCADE;
  DROP TABLE "pg_privacy_meta_keywords" CASCADE;
  DROP TABLE "_pg_privacy_v_version_meta_keywords" CASCADE;
  DROP TABLE "pg_terms_meta_keywords" CASCADE;
  DROP TABLE "_pg_terms_v_version_meta_keywords" CASCADE;
  DROP TABLE "pg_cookies_meta_keywords" CASCADE;
  DROP TABLE "_pg_cookies_v_version_meta_keywords" CASCADE;
  ALTER TABLE "pg_home_hero_highlights" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "pg_home_services_cards" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "pg_home_why_choose_items" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "_pg_home_v_version_hero_highlights" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "_pg_home_v_version_services_cards" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "_pg_home_v_version_why_choose_items" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "pg_about_team_roles" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "pg_about_values_items" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "_pg_about_v_version_team_roles" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "_pg_about_v_version_values_items" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "pg_services_cards" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "pg_services_highlights_items" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "_pg_services_v_version_cards" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "_pg_services_v_version_highlights_items" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "pg_svc_acct_included_items" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "pg_svc_acct_benefits_items" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "pg_svc_acct_approach_blocks" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "_pg_svc_acct_v_version_included_items" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "_pg_svc_acct_v_version_benefits_items" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "_pg_svc_acct_v_version_approach_blocks" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "pg_svc_mkt_included_items" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "pg_svc_mkt_benefits_items" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "pg_svc_mkt_approach_blocks" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "_pg_svc_mkt_v_version_included_items" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "_pg_svc_mkt_v_version_benefits_items" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "_pg_svc_mkt_v_version_approach_blocks" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "pg_svc_chat_included_items" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "pg_svc_chat_benefits_items" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "pg_svc_chat_approach_blocks" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "_pg_svc_chat_v_version_included_items" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "_pg_svc_chat_v_version_benefits_items" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "_pg_svc_chat_v_version_approach_blocks" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "pg_home_texts" ADD CONSTRAINT "pg_home_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pg_home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_home_v_texts" ADD CONSTRAINT "_pg_home_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pg_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_about_texts" ADD CONSTRAINT "pg_about_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pg_about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_about_v_texts" ADD CONSTRAINT "_pg_about_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pg_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_services_texts" ADD CONSTRAINT "pg_services_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pg_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_services_v_texts" ADD CONSTRAINT "_pg_services_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pg_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_acct_texts" ADD CONSTRAINT "pg_svc_acct_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pg_svc_acct"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_acct_v_texts" ADD CONSTRAINT "_pg_svc_acct_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pg_svc_acct_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_mkt_texts" ADD CONSTRAINT "pg_svc_mkt_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pg_svc_mkt"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_mkt_v_texts" ADD CONSTRAINT "_pg_svc_mkt_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pg_svc_mkt_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_chat_texts" ADD CONSTRAINT "pg_svc_chat_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pg_svc_chat"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_chat_v_texts" ADD CONSTRAINT "_pg_svc_chat_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pg_svc_chat_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_faq_texts" ADD CONSTRAINT "pg_faq_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pg_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_faq_v_texts" ADD CONSTRAINT "_pg_faq_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pg_faq_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_contact_texts" ADD CONSTRAINT "pg_contact_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pg_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_contact_v_texts" ADD CONSTRAINT "_pg_contact_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pg_contact_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_blog_texts" ADD CONSTRAINT "pg_blog_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pg_blog"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_blog_v_texts" ADD CONSTRAINT "_pg_blog_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pg_blog_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_privacy_texts" ADD CONSTRAINT "pg_privacy_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pg_privacy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_privacy_v_texts" ADD CONSTRAINT "_pg_privacy_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pg_privacy_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_terms_texts" ADD CONSTRAINT "pg_terms_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pg_terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_terms_v_texts" ADD CONSTRAINT "_pg_terms_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pg_terms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_cookies_texts" ADD CONSTRAINT "pg_cookies_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pg_cookies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_cookies_v_texts" ADD CONSTRAINT "_pg_cookies_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pg_cookies_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pg_home_texts_order_parent" ON "pg_home_texts" USING btree ("order","parent_id");
  CREATE INDEX "_pg_home_v_texts_order_parent" ON "_pg_home_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "pg_about_texts_order_parent" ON "pg_about_texts" USING btree ("order","parent_id");
  CREATE INDEX "_pg_about_v_texts_order_parent" ON "_pg_about_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "pg_services_texts_order_parent" ON "pg_services_texts" USING btree ("order","parent_id");
  CREATE INDEX "_pg_services_v_texts_order_parent" ON "_pg_services_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "pg_svc_acct_texts_order_parent" ON "pg_svc_acct_texts" USING btree ("order","parent_id");
  CREATE INDEX "_pg_svc_acct_v_texts_order_parent" ON "_pg_svc_acct_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "pg_svc_mkt_texts_order_parent" ON "pg_svc_mkt_texts" USING btree ("order","parent_id");
  CREATE INDEX "_pg_svc_mkt_v_texts_order_parent" ON "_pg_svc_mkt_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "pg_svc_chat_texts_order_parent" ON "pg_svc_chat_texts" USING btree ("order","parent_id");
  CREATE INDEX "_pg_svc_chat_v_texts_order_parent" ON "_pg_svc_chat_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "pg_faq_texts_order_parent" ON "pg_faq_texts" USING btree ("order","parent_id");
  CREATE INDEX "_pg_faq_v_texts_order_parent" ON "_pg_faq_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "pg_contact_texts_order_parent" ON "pg_contact_texts" USING btree ("order","parent_id");
  CREATE INDEX "_pg_contact_v_texts_order_parent" ON "_pg_contact_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "pg_blog_texts_order_parent" ON "pg_blog_texts" USING btree ("order","parent_id");
  CREATE INDEX "_pg_blog_v_texts_order_parent" ON "_pg_blog_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "pg_privacy_texts_order_parent" ON "pg_privacy_texts" USING btree ("order","parent_id");
  CREATE INDEX "_pg_privacy_v_texts_order_parent" ON "_pg_privacy_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "pg_terms_texts_order_parent" ON "pg_terms_texts" USING btree ("order","parent_id");
  CREATE INDEX "_pg_terms_v_texts_order_parent" ON "_pg_terms_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "pg_cookies_texts_order_parent" ON "pg_cookies_texts" USING btree ("order","parent_id");
  CREATE INDEX "_pg_cookies_v_texts_order_parent" ON "_pg_cookies_v_texts" USING btree ("order","parent_id");
  DROP TYPE "public"."enum_pg_home_hero_highlights_icon";
  DROP TYPE "public"."enum_pg_home_services_cards_icon";
  DROP TYPE "public"."enum_pg_home_why_choose_items_icon";
  DROP TYPE "public"."enum__pg_home_v_version_hero_highlights_icon";
  DROP TYPE "public"."enum__pg_home_v_version_services_cards_icon";
  DROP TYPE "public"."enum__pg_home_v_version_why_choose_items_icon";
  DROP TYPE "public"."enum_pg_about_team_roles_icon";
  DROP TYPE "public"."enum_pg_about_values_items_icon";
  DROP TYPE "public"."enum__pg_about_v_version_team_roles_icon";
  DROP TYPE "public"."enum__pg_about_v_version_values_items_icon";
  DROP TYPE "public"."enum_pg_services_cards_icon";
  DROP TYPE "public"."enum_pg_services_highlights_items_icon";
  DROP TYPE "public"."enum__pg_services_v_version_cards_icon";
  DROP TYPE "public"."enum__pg_services_v_version_highlights_items_icon";
  DROP TYPE "public"."enum_pg_svc_acct_included_items_icon";
  DROP TYPE "public"."enum_pg_svc_acct_benefits_items_icon";
  DROP TYPE "public"."enum_pg_svc_acct_approach_blocks_icon";
  DROP TYPE "public"."enum__pg_svc_acct_v_version_included_items_icon";
  DROP TYPE "public"."enum__pg_svc_acct_v_version_benefits_items_icon";
  DROP TYPE "public"."enum__pg_svc_acct_v_version_approach_blocks_icon";
  DROP TYPE "public"."enum_pg_svc_mkt_included_items_icon";
  DROP TYPE "public"."enum_pg_svc_mkt_benefits_items_icon";
  DROP TYPE "public"."enum_pg_svc_mkt_approach_blocks_icon";
  DROP TYPE "public"."enum__pg_svc_mkt_v_version_included_items_icon";
  DROP TYPE "public"."enum__pg_svc_mkt_v_version_benefits_items_icon";
  DROP TYPE "public"."enum__pg_svc_mkt_v_version_approach_blocks_icon";
  DROP TYPE "public"."enum_pg_svc_chat_included_items_icon";
  DROP TYPE "public"."enum_pg_svc_chat_benefits_items_icon";
  DROP TYPE "public"."enum_pg_svc_chat_approach_blocks_icon";
  DROP TYPE "public"."enum__pg_svc_chat_v_version_included_items_icon";
  DROP TYPE "public"."enum__pg_svc_chat_v_version_benefits_items_icon";
  DROP TYPE "public"."enum__pg_svc_chat_v_version_approach_blocks_icon";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pg_home_hero_highlights_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum_pg_home_services_cards_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum_pg_home_why_choose_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum__pg_home_v_version_hero_highlights_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum__pg_home_v_version_services_cards_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum__pg_home_v_version_why_choose_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum_pg_about_team_roles_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum_pg_about_values_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum__pg_about_v_version_team_roles_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum__pg_about_v_version_values_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum_pg_services_cards_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum_pg_services_highlights_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum__pg_services_v_version_cards_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum__pg_services_v_version_highlights_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum_pg_svc_acct_included_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum_pg_svc_acct_benefits_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum_pg_svc_acct_approach_blocks_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum__pg_svc_acct_v_version_included_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum__pg_svc_acct_v_version_benefits_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum__pg_svc_acct_v_version_approach_blocks_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum_pg_svc_mkt_included_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum_pg_svc_mkt_benefits_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum_pg_svc_mkt_approach_blocks_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum__pg_svc_mkt_v_version_included_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum__pg_svc_mkt_v_version_benefits_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum__pg_svc_mkt_v_version_approach_blocks_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum_pg_svc_chat_included_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum_pg_svc_chat_benefits_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum_pg_svc_chat_approach_blocks_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum__pg_svc_chat_v_version_included_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum__pg_svc_chat_v_version_benefits_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum__pg_svc_chat_v_version_approach_blocks_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TABLE "pg_home_about_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_home_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pg_home_v_version_about_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_home_v_version_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "pg_about_story_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_about_mission_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_about_approach_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_about_team_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_about_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pg_about_v_version_story_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_about_v_version_mission_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_about_v_version_approach_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_about_v_version_team_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_about_v_version_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "pg_services_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pg_services_v_version_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "pg_svc_acct_approach_blocks_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_svc_acct_why_it_works_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_svc_acct_why_it_works_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_svc_acct_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pg_svc_acct_v_version_approach_blocks_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_svc_acct_v_version_why_it_works_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_svc_acct_v_version_why_it_works_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_svc_acct_v_version_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "pg_svc_mkt_approach_blocks_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_svc_mkt_why_it_works_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_svc_mkt_why_it_works_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_svc_mkt_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pg_svc_mkt_v_version_approach_blocks_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_svc_mkt_v_version_why_it_works_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_svc_mkt_v_version_why_it_works_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_svc_mkt_v_version_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "pg_svc_chat_approach_blocks_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_svc_chat_why_it_works_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_svc_chat_why_it_works_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_svc_chat_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pg_svc_chat_v_version_approach_blocks_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_svc_chat_v_version_why_it_works_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_svc_chat_v_version_why_it_works_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_svc_chat_v_version_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "pg_faq_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pg_faq_v_version_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "pg_contact_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pg_contact_v_version_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "pg_blog_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pg_blog_v_version_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "pg_privacy_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pg_privacy_v_version_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "pg_terms_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pg_terms_v_version_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "pg_cookies_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pg_cookies_v_version_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "pg_home_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_home_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_about_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_about_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_services_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_services_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_svc_acct_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_svc_acct_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_svc_mkt_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_svc_mkt_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_svc_chat_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_svc_chat_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_faq_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_faq_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_contact_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_contact_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_blog_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_blog_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_privacy_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_privacy_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_terms_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_terms_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_cookies_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_cookies_v_texts" DISABLE ROW LEVEL SECURITY;
  `)
  await db.execute(sql.raw(textsToLists()))
  await db.execute(sql`
  DROP TABLE "pg_home_texts" CASCADE;
  DROP TABLE "_pg_home_v_texts" CASCADE;
  DROP TABLE "pg_about_texts" CASCADE;
  DROP TABLE "_pg_about_v_texts" CASCADE;
  DROP TABLE "pg_services_texts" CASCADE;
  DROP TABLE "_pg_services_v_texts" CASCADE;
  DROP TABLE "pg_svc_acct_texts" CASCADE;
  DROP TABLE "_pg_svc_acct_v_texts" CASCADE;
  DROP TABLE "pg_svc_mkt_texts" CASCADE;
  DROP TABLE "_pg_svc_mkt_v_texts" CASCADE;
  DROP TABLE "pg_svc_chat_texts" CASCADE;
  DROP TABLE "_pg_svc_chat_v_texts" CASCADE;
  DROP TABLE "pg_faq_texts" CASCADE;
  DROP TABLE "_pg_faq_v_texts" CASCADE;
  DROP TABLE "pg_contact_texts" CASCADE;
  DROP TABLE "_pg_contact_v_texts" CASCADE;
  DROP TABLE "pg_blog_texts" CASCADE;
  DROP TABLE "_pg_blog_v_texts" CASCADE;
  DROP TABLE "pg_privacy_texts" CASCADE;
  DROP TABLE "_pg_privacy_v_texts" CASCADE;
  DROP TABLE "pg_terms_texts" CASCADE;
  DROP TABLE "_pg_terms_v_texts" CASCADE;
  DROP TABLE "pg_cookies_texts" CASCADE;
  DROP TABLE "_pg_cookies_v_texts" CASCADE;
  ALTER TABLE "pg_home_hero_highlights" ALTER COLUMN "icon" SET DATA TYPE "public"."enum_pg_home_hero_highlights_icon" USING "icon"::"public"."enum_pg_home_hero_highlights_icon";
  ALTER TABLE "pg_home_services_cards" ALTER COLUMN "icon" SET DATA TYPE "public"."enum_pg_home_services_cards_icon" USING "icon"::"public"."enum_pg_home_services_cards_icon";
  ALTER TABLE "pg_home_why_choose_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum_pg_home_why_choose_items_icon" USING "icon"::"public"."enum_pg_home_why_choose_items_icon";
  ALTER TABLE "_pg_home_v_version_hero_highlights" ALTER COLUMN "icon" SET DATA TYPE "public"."enum__pg_home_v_version_hero_highlights_icon" USING "icon"::"public"."enum__pg_home_v_version_hero_highlights_icon";
  ALTER TABLE "_pg_home_v_version_services_cards" ALTER COLUMN "icon" SET DATA TYPE "public"."enum__pg_home_v_version_services_cards_icon" USING "icon"::"public"."enum__pg_home_v_version_services_cards_icon";
  ALTER TABLE "_pg_home_v_version_why_choose_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum__pg_home_v_version_why_choose_items_icon" USING "icon"::"public"."enum__pg_home_v_version_why_choose_items_icon";
  ALTER TABLE "pg_about_team_roles" ALTER COLUMN "icon" SET DATA TYPE "public"."enum_pg_about_team_roles_icon" USING "icon"::"public"."enum_pg_about_team_roles_icon";
  ALTER TABLE "pg_about_values_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum_pg_about_values_items_icon" USING "icon"::"public"."enum_pg_about_values_items_icon";
  ALTER TABLE "_pg_about_v_version_team_roles" ALTER COLUMN "icon" SET DATA TYPE "public"."enum__pg_about_v_version_team_roles_icon" USING "icon"::"public"."enum__pg_about_v_version_team_roles_icon";
  ALTER TABLE "_pg_about_v_version_values_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum__pg_about_v_version_values_items_icon" USING "icon"::"public"."enum__pg_about_v_version_values_items_icon";
  ALTER TABLE "pg_services_cards" ALTER COLUMN "icon" SET DATA TYPE "public"."enum_pg_services_cards_icon" USING "icon"::"public"."enum_pg_services_cards_icon";
  ALTER TABLE "pg_services_highlights_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum_pg_services_highlights_items_icon" USING "icon"::"public"."enum_pg_services_highlights_items_icon";
  ALTER TABLE "_pg_services_v_version_cards" ALTER COLUMN "icon" SET DATA TYPE "public"."enum__pg_services_v_version_cards_icon" USING "icon"::"public"."enum__pg_services_v_version_cards_icon";
  ALTER TABLE "_pg_services_v_version_highlights_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum__pg_services_v_version_highlights_items_icon" USING "icon"::"public"."enum__pg_services_v_version_highlights_items_icon";
  ALTER TABLE "pg_svc_acct_included_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum_pg_svc_acct_included_items_icon" USING "icon"::"public"."enum_pg_svc_acct_included_items_icon";
  ALTER TABLE "pg_svc_acct_benefits_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum_pg_svc_acct_benefits_items_icon" USING "icon"::"public"."enum_pg_svc_acct_benefits_items_icon";
  ALTER TABLE "pg_svc_acct_approach_blocks" ALTER COLUMN "icon" SET DATA TYPE "public"."enum_pg_svc_acct_approach_blocks_icon" USING "icon"::"public"."enum_pg_svc_acct_approach_blocks_icon";
  ALTER TABLE "_pg_svc_acct_v_version_included_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum__pg_svc_acct_v_version_included_items_icon" USING "icon"::"public"."enum__pg_svc_acct_v_version_included_items_icon";
  ALTER TABLE "_pg_svc_acct_v_version_benefits_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum__pg_svc_acct_v_version_benefits_items_icon" USING "icon"::"public"."enum__pg_svc_acct_v_version_benefits_items_icon";
  ALTER TABLE "_pg_svc_acct_v_version_approach_blocks" ALTER COLUMN "icon" SET DATA TYPE "public"."enum__pg_svc_acct_v_version_approach_blocks_icon" USING "icon"::"public"."enum__pg_svc_acct_v_version_approach_blocks_icon";
  ALTER TABLE "pg_svc_mkt_included_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum_pg_svc_mkt_included_items_icon" USING "icon"::"public"."enum_pg_svc_mkt_included_items_icon";
  ALTER TABLE "pg_svc_mkt_benefits_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum_pg_svc_mkt_benefits_items_icon" USING "icon"::"public"."enum_pg_svc_mkt_benefits_items_icon";
  ALTER TABLE "pg_svc_mkt_approach_blocks" ALTER COLUMN "icon" SET DATA TYPE "public"."enum_pg_svc_mkt_approach_blocks_icon" USING "icon"::"public"."enum_pg_svc_mkt_approach_blocks_icon";
  ALTER TABLE "_pg_svc_mkt_v_version_included_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum__pg_svc_mkt_v_version_included_items_icon" USING "icon"::"public"."enum__pg_svc_mkt_v_version_included_items_icon";
  ALTER TABLE "_pg_svc_mkt_v_version_benefits_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum__pg_svc_mkt_v_version_benefits_items_icon" USING "icon"::"public"."enum__pg_svc_mkt_v_version_benefits_items_icon";
  ALTER TABLE "_pg_svc_mkt_v_version_approach_blocks" ALTER COLUMN "icon" SET DATA TYPE "public"."enum__pg_svc_mkt_v_version_approach_blocks_icon" USING "icon"::"public"."enum__pg_svc_mkt_v_version_approach_blocks_icon";
  ALTER TABLE "pg_svc_chat_included_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum_pg_svc_chat_included_items_icon" USING "icon"::"public"."enum_pg_svc_chat_included_items_icon";
  ALTER TABLE "pg_svc_chat_benefits_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum_pg_svc_chat_benefits_items_icon" USING "icon"::"public"."enum_pg_svc_chat_benefits_items_icon";
  ALTER TABLE "pg_svc_chat_approach_blocks" ALTER COLUMN "icon" SET DATA TYPE "public"."enum_pg_svc_chat_approach_blocks_icon" USING "icon"::"public"."enum_pg_svc_chat_approach_blocks_icon";
  ALTER TABLE "_pg_svc_chat_v_version_included_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum__pg_svc_chat_v_version_included_items_icon" USING "icon"::"public"."enum__pg_svc_chat_v_version_included_items_icon";
  ALTER TABLE "_pg_svc_chat_v_version_benefits_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum__pg_svc_chat_v_version_benefits_items_icon" USING "icon"::"public"."enum__pg_svc_chat_v_version_benefits_items_icon";
  ALTER TABLE "_pg_svc_chat_v_version_approach_blocks" ALTER COLUMN "icon" SET DATA TYPE "public"."enum__pg_svc_chat_v_version_approach_blocks_icon" USING "icon"::"public"."enum__pg_svc_chat_v_version_approach_blocks_icon";
  ALTER TABLE "pg_home_about_paragraphs" ADD CONSTRAINT "pg_home_about_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_home_meta_keywords" ADD CONSTRAINT "pg_home_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_home_v_version_about_paragraphs" ADD CONSTRAINT "_pg_home_v_version_about_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_home_v_version_meta_keywords" ADD CONSTRAINT "_pg_home_v_version_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_about_story_paragraphs" ADD CONSTRAINT "pg_about_story_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_about_mission_paragraphs" ADD CONSTRAINT "pg_about_mission_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_about_approach_items" ADD CONSTRAINT "pg_about_approach_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_about_team_paragraphs" ADD CONSTRAINT "pg_about_team_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_about_meta_keywords" ADD CONSTRAINT "pg_about_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_about_v_version_story_paragraphs" ADD CONSTRAINT "_pg_about_v_version_story_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_about_v_version_mission_paragraphs" ADD CONSTRAINT "_pg_about_v_version_mission_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_about_v_version_approach_items" ADD CONSTRAINT "_pg_about_v_version_approach_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_about_v_version_team_paragraphs" ADD CONSTRAINT "_pg_about_v_version_team_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_about_v_version_meta_keywords" ADD CONSTRAINT "_pg_about_v_version_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_services_meta_keywords" ADD CONSTRAINT "pg_services_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_services_v_version_meta_keywords" ADD CONSTRAINT "_pg_services_v_version_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_acct_approach_blocks_points" ADD CONSTRAINT "pg_svc_acct_approach_blocks_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_svc_acct_approach_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_acct_why_it_works_paragraphs" ADD CONSTRAINT "pg_svc_acct_why_it_works_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_svc_acct"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_acct_why_it_works_points" ADD CONSTRAINT "pg_svc_acct_why_it_works_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_svc_acct"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_acct_meta_keywords" ADD CONSTRAINT "pg_svc_acct_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_svc_acct"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_acct_v_version_approach_blocks_points" ADD CONSTRAINT "_pg_svc_acct_v_version_approach_blocks_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_svc_acct_v_version_approach_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_acct_v_version_why_it_works_paragraphs" ADD CONSTRAINT "_pg_svc_acct_v_version_why_it_works_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_svc_acct_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_acct_v_version_why_it_works_points" ADD CONSTRAINT "_pg_svc_acct_v_version_why_it_works_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_svc_acct_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_acct_v_version_meta_keywords" ADD CONSTRAINT "_pg_svc_acct_v_version_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_svc_acct_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_mkt_approach_blocks_points" ADD CONSTRAINT "pg_svc_mkt_approach_blocks_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_svc_mkt_approach_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_mkt_why_it_works_paragraphs" ADD CONSTRAINT "pg_svc_mkt_why_it_works_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_svc_mkt"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_mkt_why_it_works_points" ADD CONSTRAINT "pg_svc_mkt_why_it_works_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_svc_mkt"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_mkt_meta_keywords" ADD CONSTRAINT "pg_svc_mkt_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_svc_mkt"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_mkt_v_version_approach_blocks_points" ADD CONSTRAINT "_pg_svc_mkt_v_version_approach_blocks_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_svc_mkt_v_version_approach_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_mkt_v_version_why_it_works_paragraphs" ADD CONSTRAINT "_pg_svc_mkt_v_version_why_it_works_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_svc_mkt_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_mkt_v_version_why_it_works_points" ADD CONSTRAINT "_pg_svc_mkt_v_version_why_it_works_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_svc_mkt_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_mkt_v_version_meta_keywords" ADD CONSTRAINT "_pg_svc_mkt_v_version_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_svc_mkt_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_chat_approach_blocks_points" ADD CONSTRAINT "pg_svc_chat_approach_blocks_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_svc_chat_approach_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_chat_why_it_works_paragraphs" ADD CONSTRAINT "pg_svc_chat_why_it_works_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_svc_chat"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_chat_why_it_works_points" ADD CONSTRAINT "pg_svc_chat_why_it_works_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_svc_chat"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_chat_meta_keywords" ADD CONSTRAINT "pg_svc_chat_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_svc_chat"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_chat_v_version_approach_blocks_points" ADD CONSTRAINT "_pg_svc_chat_v_version_approach_blocks_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_svc_chat_v_version_approach_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_chat_v_version_why_it_works_paragraphs" ADD CONSTRAINT "_pg_svc_chat_v_version_why_it_works_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_svc_chat_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_chat_v_version_why_it_works_points" ADD CONSTRAINT "_pg_svc_chat_v_version_why_it_works_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_svc_chat_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_chat_v_version_meta_keywords" ADD CONSTRAINT "_pg_svc_chat_v_version_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_svc_chat_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_faq_meta_keywords" ADD CONSTRAINT "pg_faq_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_faq_v_version_meta_keywords" ADD CONSTRAINT "_pg_faq_v_version_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_faq_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_contact_meta_keywords" ADD CONSTRAINT "pg_contact_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_contact_v_version_meta_keywords" ADD CONSTRAINT "_pg_contact_v_version_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_contact_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_blog_meta_keywords" ADD CONSTRAINT "pg_blog_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_blog"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_blog_v_version_meta_keywords" ADD CONSTRAINT "_pg_blog_v_version_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_blog_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_privacy_meta_keywords" ADD CONSTRAINT "pg_privacy_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_privacy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_privacy_v_version_meta_keywords" ADD CONSTRAINT "_pg_privacy_v_version_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_privacy_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_terms_meta_keywords" ADD CONSTRAINT "pg_terms_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_terms_v_version_meta_keywords" ADD CONSTRAINT "_pg_terms_v_version_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_terms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_cookies_meta_keywords" ADD CONSTRAINT "pg_cookies_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_cookies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_cookies_v_version_meta_keywords" ADD CONSTRAINT "_pg_cookies_v_version_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_cookies_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pg_home_about_paragraphs_order_idx" ON "pg_home_about_paragraphs" USING btree ("_order");
  CREATE INDEX "pg_home_about_paragraphs_parent_id_idx" ON "pg_home_about_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "pg_home_meta_keywords_order_idx" ON "pg_home_meta_keywords" USING btree ("_order");
  CREATE INDEX "pg_home_meta_keywords_parent_id_idx" ON "pg_home_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "_pg_home_v_version_about_paragraphs_order_idx" ON "_pg_home_v_version_about_paragraphs" USING btree ("_order");
  CREATE INDEX "_pg_home_v_version_about_paragraphs_parent_id_idx" ON "_pg_home_v_version_about_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_pg_home_v_version_meta_keywords_order_idx" ON "_pg_home_v_version_meta_keywords" USING btree ("_order");
  CREATE INDEX "_pg_home_v_version_meta_keywords_parent_id_idx" ON "_pg_home_v_version_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "pg_about_story_paragraphs_order_idx" ON "pg_about_story_paragraphs" USING btree ("_order");
  CREATE INDEX "pg_about_story_paragraphs_parent_id_idx" ON "pg_about_story_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "pg_about_mission_paragraphs_order_idx" ON "pg_about_mission_paragraphs" USING btree ("_order");
  CREATE INDEX "pg_about_mission_paragraphs_parent_id_idx" ON "pg_about_mission_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "pg_about_approach_items_order_idx" ON "pg_about_approach_items" USING btree ("_order");
  CREATE INDEX "pg_about_approach_items_parent_id_idx" ON "pg_about_approach_items" USING btree ("_parent_id");
  CREATE INDEX "pg_about_team_paragraphs_order_idx" ON "pg_about_team_paragraphs" USING btree ("_order");
  CREATE INDEX "pg_about_team_paragraphs_parent_id_idx" ON "pg_about_team_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "pg_about_meta_keywords_order_idx" ON "pg_about_meta_keywords" USING btree ("_order");
  CREATE INDEX "pg_about_meta_keywords_parent_id_idx" ON "pg_about_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "_pg_about_v_version_story_paragraphs_order_idx" ON "_pg_about_v_version_story_paragraphs" USING btree ("_order");
  CREATE INDEX "_pg_about_v_version_story_paragraphs_parent_id_idx" ON "_pg_about_v_version_story_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_pg_about_v_version_mission_paragraphs_order_idx" ON "_pg_about_v_version_mission_paragraphs" USING btree ("_order");
  CREATE INDEX "_pg_about_v_version_mission_paragraphs_parent_id_idx" ON "_pg_about_v_version_mission_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_pg_about_v_version_approach_items_order_idx" ON "_pg_about_v_version_approach_items" USING btree ("_order");
  CREATE INDEX "_pg_about_v_version_approach_items_parent_id_idx" ON "_pg_about_v_version_approach_items" USING btree ("_parent_id");
  CREATE INDEX "_pg_about_v_version_team_paragraphs_order_idx" ON "_pg_about_v_version_team_paragraphs" USING btree ("_order");
  CREATE INDEX "_pg_about_v_version_team_paragraphs_parent_id_idx" ON "_pg_about_v_version_team_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_pg_about_v_version_meta_keywords_order_idx" ON "_pg_about_v_version_meta_keywords" USING btree ("_order");
  CREATE INDEX "_pg_about_v_version_meta_keywords_parent_id_idx" ON "_pg_about_v_version_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "pg_services_meta_keywords_order_idx" ON "pg_services_meta_keywords" USING btree ("_order");
  CREATE INDEX "pg_services_meta_keywords_parent_id_idx" ON "pg_services_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "_pg_services_v_version_meta_keywords_order_idx" ON "_pg_services_v_version_meta_keywords" USING btree ("_order");
  CREATE INDEX "_pg_services_v_version_meta_keywords_parent_id_idx" ON "_pg_services_v_version_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "pg_svc_acct_approach_blocks_points_order_idx" ON "pg_svc_acct_approach_blocks_points" USING btree ("_order");
  CREATE INDEX "pg_svc_acct_approach_blocks_points_parent_id_idx" ON "pg_svc_acct_approach_blocks_points" USING btree ("_parent_id");
  CREATE INDEX "pg_svc_acct_why_it_works_paragraphs_order_idx" ON "pg_svc_acct_why_it_works_paragraphs" USING btree ("_order");
  CREATE INDEX "pg_svc_acct_why_it_works_paragraphs_parent_id_idx" ON "pg_svc_acct_why_it_works_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "pg_svc_acct_why_it_works_points_order_idx" ON "pg_svc_acct_why_it_works_points" USING btree ("_order");
  CREATE INDEX "pg_svc_acct_why_it_works_points_parent_id_idx" ON "pg_svc_acct_why_it_works_points" USING btree ("_parent_id");
  CREATE INDEX "pg_svc_acct_meta_keywords_order_idx" ON "pg_svc_acct_meta_keywords" USING btree ("_order");
  CREATE INDEX "pg_svc_acct_meta_keywords_parent_id_idx" ON "pg_svc_acct_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "_pg_svc_acct_v_version_approach_blocks_points_order_idx" ON "_pg_svc_acct_v_version_approach_blocks_points" USING btree ("_order");
  CREATE INDEX "_pg_svc_acct_v_version_approach_blocks_points_parent_id_idx" ON "_pg_svc_acct_v_version_approach_blocks_points" USING btree ("_parent_id");
  CREATE INDEX "_pg_svc_acct_v_version_why_it_works_paragraphs_order_idx" ON "_pg_svc_acct_v_version_why_it_works_paragraphs" USING btree ("_order");
  CREATE INDEX "_pg_svc_acct_v_version_why_it_works_paragraphs_parent_id_idx" ON "_pg_svc_acct_v_version_why_it_works_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_pg_svc_acct_v_version_why_it_works_points_order_idx" ON "_pg_svc_acct_v_version_why_it_works_points" USING btree ("_order");
  CREATE INDEX "_pg_svc_acct_v_version_why_it_works_points_parent_id_idx" ON "_pg_svc_acct_v_version_why_it_works_points" USING btree ("_parent_id");
  CREATE INDEX "_pg_svc_acct_v_version_meta_keywords_order_idx" ON "_pg_svc_acct_v_version_meta_keywords" USING btree ("_order");
  CREATE INDEX "_pg_svc_acct_v_version_meta_keywords_parent_id_idx" ON "_pg_svc_acct_v_version_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "pg_svc_mkt_approach_blocks_points_order_idx" ON "pg_svc_mkt_approach_blocks_points" USING btree ("_order");
  CREATE INDEX "pg_svc_mkt_approach_blocks_points_parent_id_idx" ON "pg_svc_mkt_approach_blocks_points" USING btree ("_parent_id");
  CREATE INDEX "pg_svc_mkt_why_it_works_paragraphs_order_idx" ON "pg_svc_mkt_why_it_works_paragraphs" USING btree ("_order");
  CREATE INDEX "pg_svc_mkt_why_it_works_paragraphs_parent_id_idx" ON "pg_svc_mkt_why_it_works_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "pg_svc_mkt_why_it_works_points_order_idx" ON "pg_svc_mkt_why_it_works_points" USING btree ("_order");
  CREATE INDEX "pg_svc_mkt_why_it_works_points_parent_id_idx" ON "pg_svc_mkt_why_it_works_points" USING btree ("_parent_id");
  CREATE INDEX "pg_svc_mkt_meta_keywords_order_idx" ON "pg_svc_mkt_meta_keywords" USING btree ("_order");
  CREATE INDEX "pg_svc_mkt_meta_keywords_parent_id_idx" ON "pg_svc_mkt_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "_pg_svc_mkt_v_version_approach_blocks_points_order_idx" ON "_pg_svc_mkt_v_version_approach_blocks_points" USING btree ("_order");
  CREATE INDEX "_pg_svc_mkt_v_version_approach_blocks_points_parent_id_idx" ON "_pg_svc_mkt_v_version_approach_blocks_points" USING btree ("_parent_id");
  CREATE INDEX "_pg_svc_mkt_v_version_why_it_works_paragraphs_order_idx" ON "_pg_svc_mkt_v_version_why_it_works_paragraphs" USING btree ("_order");
  CREATE INDEX "_pg_svc_mkt_v_version_why_it_works_paragraphs_parent_id_idx" ON "_pg_svc_mkt_v_version_why_it_works_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_pg_svc_mkt_v_version_why_it_works_points_order_idx" ON "_pg_svc_mkt_v_version_why_it_works_points" USING btree ("_order");
  CREATE INDEX "_pg_svc_mkt_v_version_why_it_works_points_parent_id_idx" ON "_pg_svc_mkt_v_version_why_it_works_points" USING btree ("_parent_id");
  CREATE INDEX "_pg_svc_mkt_v_version_meta_keywords_order_idx" ON "_pg_svc_mkt_v_version_meta_keywords" USING btree ("_order");
  CREATE INDEX "_pg_svc_mkt_v_version_meta_keywords_parent_id_idx" ON "_pg_svc_mkt_v_version_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "pg_svc_chat_approach_blocks_points_order_idx" ON "pg_svc_chat_approach_blocks_points" USING btree ("_order");
  CREATE INDEX "pg_svc_chat_approach_blocks_points_parent_id_idx" ON "pg_svc_chat_approach_blocks_points" USING btree ("_parent_id");
  CREATE INDEX "pg_svc_chat_why_it_works_paragraphs_order_idx" ON "pg_svc_chat_why_it_works_paragraphs" USING btree ("_order");
  CREATE INDEX "pg_svc_chat_why_it_works_paragraphs_parent_id_idx" ON "pg_svc_chat_why_it_works_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "pg_svc_chat_why_it_works_points_order_idx" ON "pg_svc_chat_why_it_works_points" USING btree ("_order");
  CREATE INDEX "pg_svc_chat_why_it_works_points_parent_id_idx" ON "pg_svc_chat_why_it_works_points" USING btree ("_parent_id");
  CREATE INDEX "pg_svc_chat_meta_keywords_order_idx" ON "pg_svc_chat_meta_keywords" USING btree ("_order");
  CREATE INDEX "pg_svc_chat_meta_keywords_parent_id_idx" ON "pg_svc_chat_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "_pg_svc_chat_v_version_approach_blocks_points_order_idx" ON "_pg_svc_chat_v_version_approach_blocks_points" USING btree ("_order");
  CREATE INDEX "_pg_svc_chat_v_version_approach_blocks_points_parent_id_idx" ON "_pg_svc_chat_v_version_approach_blocks_points" USING btree ("_parent_id");
  CREATE INDEX "_pg_svc_chat_v_version_why_it_works_paragraphs_order_idx" ON "_pg_svc_chat_v_version_why_it_works_paragraphs" USING btree ("_order");
  CREATE INDEX "_pg_svc_chat_v_version_why_it_works_paragraphs_parent_id_idx" ON "_pg_svc_chat_v_version_why_it_works_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_pg_svc_chat_v_version_why_it_works_points_order_idx" ON "_pg_svc_chat_v_version_why_it_works_points" USING btree ("_order");
  CREATE INDEX "_pg_svc_chat_v_version_why_it_works_points_parent_id_idx" ON "_pg_svc_chat_v_version_why_it_works_points" USING btree ("_parent_id");
  CREATE INDEX "_pg_svc_chat_v_version_meta_keywords_order_idx" ON "_pg_svc_chat_v_version_meta_keywords" USING btree ("_order");
  CREATE INDEX "_pg_svc_chat_v_version_meta_keywords_parent_id_idx" ON "_pg_svc_chat_v_version_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "pg_faq_meta_keywords_order_idx" ON "pg_faq_meta_keywords" USING btree ("_order");
  CREATE INDEX "pg_faq_meta_keywords_parent_id_idx" ON "pg_faq_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "_pg_faq_v_version_meta_keywords_order_idx" ON "_pg_faq_v_version_meta_keywords" USING btree ("_order");
  CREATE INDEX "_pg_faq_v_version_meta_keywords_parent_id_idx" ON "_pg_faq_v_version_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "pg_contact_meta_keywords_order_idx" ON "pg_contact_meta_keywords" USING btree ("_order");
  CREATE INDEX "pg_contact_meta_keywords_parent_id_idx" ON "pg_contact_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "_pg_contact_v_version_meta_keywords_order_idx" ON "_pg_contact_v_version_meta_keywords" USING btree ("_order");
  CREATE INDEX "_pg_contact_v_version_meta_keywords_parent_id_idx" ON "_pg_contact_v_version_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "pg_blog_meta_keywords_order_idx" ON "pg_blog_meta_keywords" USING btree ("_order");
  CREATE INDEX "pg_blog_meta_keywords_parent_id_idx" ON "pg_blog_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "_pg_blog_v_version_meta_keywords_order_idx" ON "_pg_blog_v_version_meta_keywords" USING btree ("_order");
  CREATE INDEX "_pg_blog_v_version_meta_keywords_parent_id_idx" ON "_pg_blog_v_version_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "pg_privacy_meta_keywords_order_idx" ON "pg_privacy_meta_keywords" USING btree ("_order");
  CREATE INDEX "pg_privacy_meta_keywords_parent_id_idx" ON "pg_privacy_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "_pg_privacy_v_version_meta_keywords_order_idx" ON "_pg_privacy_v_version_meta_keywords" USING btree ("_order");
  CREATE INDEX "_pg_privacy_v_version_meta_keywords_parent_id_idx" ON "_pg_privacy_v_version_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "pg_terms_meta_keywords_order_idx" ON "pg_terms_meta_keywords" USING btree ("_order");
  CREATE INDEX "pg_terms_meta_keywords_parent_id_idx" ON "pg_terms_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "_pg_terms_v_version_meta_keywords_order_idx" ON "_pg_terms_v_version_meta_keywords" USING btree ("_order");
  CREATE INDEX "_pg_terms_v_version_meta_keywords_parent_id_idx" ON "_pg_terms_v_version_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "pg_cookies_meta_keywords_order_idx" ON "pg_cookies_meta_keywords" USING btree ("_order");
  CREATE INDEX "pg_cookies_meta_keywords_parent_id_idx" ON "pg_cookies_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "_pg_cookies_v_version_meta_keywords_order_idx" ON "_pg_cookies_v_version_meta_keywords" USING btree ("_order");
  CREATE INDEX "_pg_cookies_v_version_meta_keywords_parent_id_idx" ON "_pg_cookies_v_version_meta_keywords" USING btree ("_parent_id");`)
}
