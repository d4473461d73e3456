import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { legalBody, type LegalSection } from '../src/lib/pages/legal-body'

/** The three legal pages' section lists, and their versions', become one rich-text body each. */
const LEGAL_TABLES = ['pg_privacy', 'pg_terms', 'pg_cookies'] as const

type SectionRow = { parent: number; heading: string | null; paragraphs: (string | null)[]; list: (string | null)[]; closing: (string | null)[] }

const texts = (values: (string | null)[]) => values.filter((value): value is string => typeof value === 'string' && value !== '')

async function convertSections(db: MigrateUpArgs['db'], sectionsTable: string, target: string, column: string): Promise<void> {
  const child = (suffix: string) => sql.raw(`ARRAY(SELECT c."text" FROM "${sectionsTable}_${suffix}" c WHERE c."_parent_id" = s."id" ORDER BY c."_order")`)
  const { rows } = (await db.execute(sql`
    SELECT s."_parent_id" AS parent, s."heading", ${child('paragraphs')} AS paragraphs, ${child('list')} AS list, ${child('closing')} AS closing
    FROM ${sql.raw(`"${sectionsTable}"`)} s ORDER BY s."_parent_id", s."_order"`)) as unknown as { rows: SectionRow[] }
  const byParent = new Map<number, LegalSection[]>()
  for (const row of rows) {
    const sections = byParent.get(row.parent) ?? []
    sections.push({ heading: row.heading ?? '', paragraphs: texts(row.paragraphs), list: texts(row.list), closing: texts(row.closing) })
    byParent.set(row.parent, sections)
  }
  for (const [parent, sections] of byParent) {
    await db.execute(sql`UPDATE ${sql.raw(`"${target}"`)} SET ${sql.raw(`"${column}"`)} = ${JSON.stringify(legalBody(sections))}::jsonb WHERE "id" = ${parent}`)
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "_blog_posts_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "pg_privacy" ADD COLUMN "body" jsonb;
  ALTER TABLE "_pg_privacy_v" ADD COLUMN "version_body" jsonb;
  ALTER TABLE "pg_terms" ADD COLUMN "body" jsonb;
  ALTER TABLE "_pg_terms_v" ADD COLUMN "version_body" jsonb;
  ALTER TABLE "pg_cookies" ADD COLUMN "body" jsonb;
  ALTER TABLE "_pg_cookies_v" ADD COLUMN "version_body" jsonb;
  CREATE INDEX "_blog_posts_v_autosave_idx" ON "_blog_posts_v" USING btree ("autosave");`)
  for (const table of LEGAL_TABLES) {
    await convertSections(db, `${table}_sections`, table, 'body')
    await convertSections(db, `_${table}_v_version_sections`, `_${table}_v`, 'version_body')
  }
  await db.execute(sql`
  ALTER TABLE "pg_privacy_sections_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_privacy_sections_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_privacy_sections_closing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_privacy_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_privacy_v_version_sections_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_privacy_v_version_sections_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_privacy_v_version_sections_closing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_privacy_v_version_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_terms_sections_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_terms_sections_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_terms_sections_closing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_terms_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_terms_v_version_sections_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_terms_v_version_sections_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_terms_v_version_sections_closing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_terms_v_version_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_cookies_sections_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_cookies_sections_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_cookies_sections_closing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pg_cookies_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_cookies_v_version_sections_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_cookies_v_version_sections_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_cookies_v_version_sections_closing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pg_cookies_v_version_sections" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pg_privacy_sections_paragraphs" CASCADE;
  DROP TABLE "pg_privacy_sections_list" CASCADE;
  DROP TABLE "pg_privacy_sections_closing" CASCADE;
  DROP TABLE "pg_privacy_sections" CASCADE;
  DROP TABLE "_pg_privacy_v_version_sections_paragraphs" CASCADE;
  DROP TABLE "_pg_privacy_v_version_sections_list" CASCADE;
  DROP TABLE "_pg_privacy_v_version_sections_closing" CASCADE;
  DROP TABLE "_pg_privacy_v_version_sections" CASCADE;
  DROP TABLE "pg_terms_sections_paragraphs" CASCADE;
  DROP TABLE "pg_terms_sections_list" CASCADE;
  DROP TABLE "pg_terms_sections_closing" CASCADE;
  DROP TABLE "pg_terms_sections" CASCADE;
  DROP TABLE "_pg_terms_v_version_sections_paragraphs" CASCADE;
  DROP TABLE "_pg_terms_v_version_sections_list" CASCADE;
  DROP TABLE "_pg_terms_v_version_sections_closing" CASCADE;
  DROP TABLE "_pg_terms_v_version_sections" CASCADE;
  DROP TABLE "pg_cookies_sections_paragraphs" CASCADE;
  DROP TABLE "pg_cookies_sections_list" CASCADE;
  DROP TABLE "pg_cookies_sections_closing" CASCADE;
  DROP TABLE "pg_cookies_sections" CASCADE;
  DROP TABLE "_pg_cookies_v_version_sections_paragraphs" CASCADE;
  DROP TABLE "_pg_cookies_v_version_sections_list" CASCADE;
  DROP TABLE "_pg_cookies_v_version_sections_closing" CASCADE;
  DROP TABLE "_pg_cookies_v_version_sections" CASCADE;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pg_privacy_sections_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_privacy_sections_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_privacy_sections_closing" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_privacy_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar
  );
  
  CREATE TABLE "_pg_privacy_v_version_sections_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_privacy_v_version_sections_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_privacy_v_version_sections_closing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_privacy_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "pg_terms_sections_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_terms_sections_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_terms_sections_closing" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_terms_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar
  );
  
  CREATE TABLE "_pg_terms_v_version_sections_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_terms_v_version_sections_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_terms_v_version_sections_closing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_terms_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "pg_cookies_sections_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_cookies_sections_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_cookies_sections_closing" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_cookies_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar
  );
  
  CREATE TABLE "_pg_cookies_v_version_sections_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_cookies_v_version_sections_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_cookies_v_version_sections_closing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_cookies_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar
  );
  
  DROP INDEX "_blog_posts_v_autosave_idx";
  ALTER TABLE "pg_privacy_sections_paragraphs" ADD CONSTRAINT "pg_privacy_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_privacy_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_privacy_sections_list" ADD CONSTRAINT "pg_privacy_sections_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_privacy_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_privacy_sections_closing" ADD CONSTRAINT "pg_privacy_sections_closing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_privacy_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_privacy_sections" ADD CONSTRAINT "pg_privacy_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_privacy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_privacy_v_version_sections_paragraphs" ADD CONSTRAINT "_pg_privacy_v_version_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_privacy_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_privacy_v_version_sections_list" ADD CONSTRAINT "_pg_privacy_v_version_sections_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_privacy_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_privacy_v_version_sections_closing" ADD CONSTRAINT "_pg_privacy_v_version_sections_closing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_privacy_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_privacy_v_version_sections" ADD CONSTRAINT "_pg_privacy_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_privacy_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_terms_sections_paragraphs" ADD CONSTRAINT "pg_terms_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_terms_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_terms_sections_list" ADD CONSTRAINT "pg_terms_sections_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_terms_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_terms_sections_closing" ADD CONSTRAINT "pg_terms_sections_closing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_terms_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_terms_sections" ADD CONSTRAINT "pg_terms_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_terms_v_version_sections_paragraphs" ADD CONSTRAINT "_pg_terms_v_version_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_terms_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_terms_v_version_sections_list" ADD CONSTRAINT "_pg_terms_v_version_sections_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_terms_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_terms_v_version_sections_closing" ADD CONSTRAINT "_pg_terms_v_version_sections_closing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_terms_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_terms_v_version_sections" ADD CONSTRAINT "_pg_terms_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_terms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_cookies_sections_paragraphs" ADD CONSTRAINT "pg_cookies_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_cookies_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_cookies_sections_list" ADD CONSTRAINT "pg_cookies_sections_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_cookies_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_cookies_sections_closing" ADD CONSTRAINT "pg_cookies_sections_closing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_cookies_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_cookies_sections" ADD CONSTRAINT "pg_cookies_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_cookies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_cookies_v_version_sections_paragraphs" ADD CONSTRAINT "_pg_cookies_v_version_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_cookies_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_cookies_v_version_sections_list" ADD CONSTRAINT "_pg_cookies_v_version_sections_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_cookies_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_cookies_v_version_sections_closing" ADD CONSTRAINT "_pg_cookies_v_version_sections_closing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_cookies_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_cookies_v_version_sections" ADD CONSTRAINT "_pg_cookies_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_cookies_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pg_privacy_sections_paragraphs_order_idx" ON "pg_privacy_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "pg_privacy_sections_paragraphs_parent_id_idx" ON "pg_privacy_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "pg_privacy_sections_list_order_idx" ON "pg_privacy_sections_list" USING btree ("_order");
  CREATE INDEX "pg_privacy_sections_list_parent_id_idx" ON "pg_privacy_sections_list" USING btree ("_parent_id");
  CREATE INDEX "pg_privacy_sections_closing_order_idx" ON "pg_privacy_sections_closing" USING btree ("_order");
  CREATE INDEX "pg_privacy_sections_closing_parent_id_idx" ON "pg_privacy_sections_closing" USING btree ("_parent_id");
  CREATE INDEX "pg_privacy_sections_order_idx" ON "pg_privacy_sections" USING btree ("_order");
  CREATE INDEX "pg_privacy_sections_parent_id_idx" ON "pg_privacy_sections" USING btree ("_parent_id");
  CREATE INDEX "_pg_privacy_v_version_sections_paragraphs_order_idx" ON "_pg_privacy_v_version_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "_pg_privacy_v_version_sections_paragraphs_parent_id_idx" ON "_pg_privacy_v_version_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_pg_privacy_v_version_sections_list_order_idx" ON "_pg_privacy_v_version_sections_list" USING btree ("_order");
  CREATE INDEX "_pg_privacy_v_version_sections_list_parent_id_idx" ON "_pg_privacy_v_version_sections_list" USING btree ("_parent_id");
  CREATE INDEX "_pg_privacy_v_version_sections_closing_order_idx" ON "_pg_privacy_v_version_sections_closing" USING btree ("_order");
  CREATE INDEX "_pg_privacy_v_version_sections_closing_parent_id_idx" ON "_pg_privacy_v_version_sections_closing" USING btree ("_parent_id");
  CREATE INDEX "_pg_privacy_v_version_sections_order_idx" ON "_pg_privacy_v_version_sections" USING btree ("_order");
  CREATE INDEX "_pg_privacy_v_version_sections_parent_id_idx" ON "_pg_privacy_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "pg_terms_sections_paragraphs_order_idx" ON "pg_terms_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "pg_terms_sections_paragraphs_parent_id_idx" ON "pg_terms_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "pg_terms_sections_list_order_idx" ON "pg_terms_sections_list" USING btree ("_order");
  CREATE INDEX "pg_terms_sections_list_parent_id_idx" ON "pg_terms_sections_list" USING btree ("_parent_id");
  CREATE INDEX "pg_terms_sections_closing_order_idx" ON "pg_terms_sections_closing" USING btree ("_order");
  CREATE INDEX "pg_terms_sections_closing_parent_id_idx" ON "pg_terms_sections_closing" USING btree ("_parent_id");
  CREATE INDEX "pg_terms_sections_order_idx" ON "pg_terms_sections" USING btree ("_order");
  CREATE INDEX "pg_terms_sections_parent_id_idx" ON "pg_terms_sections" USING btree ("_parent_id");
  CREATE INDEX "_pg_terms_v_version_sections_paragraphs_order_idx" ON "_pg_terms_v_version_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "_pg_terms_v_version_sections_paragraphs_parent_id_idx" ON "_pg_terms_v_version_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_pg_terms_v_version_sections_list_order_idx" ON "_pg_terms_v_version_sections_list" USING btree ("_order");
  CREATE INDEX "_pg_terms_v_version_sections_list_parent_id_idx" ON "_pg_terms_v_version_sections_list" USING btree ("_parent_id");
  CREATE INDEX "_pg_terms_v_version_sections_closing_order_idx" ON "_pg_terms_v_version_sections_closing" USING btree ("_order");
  CREATE INDEX "_pg_terms_v_version_sections_closing_parent_id_idx" ON "_pg_terms_v_version_sections_closing" USING btree ("_parent_id");
  CREATE INDEX "_pg_terms_v_version_sections_order_idx" ON "_pg_terms_v_version_sections" USING btree ("_order");
  CREATE INDEX "_pg_terms_v_version_sections_parent_id_idx" ON "_pg_terms_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "pg_cookies_sections_paragraphs_order_idx" ON "pg_cookies_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "pg_cookies_sections_paragraphs_parent_id_idx" ON "pg_cookies_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "pg_cookies_sections_list_order_idx" ON "pg_cookies_sections_list" USING btree ("_order");
  CREATE INDEX "pg_cookies_sections_list_parent_id_idx" ON "pg_cookies_sections_list" USING btree ("_parent_id");
  CREATE INDEX "pg_cookies_sections_closing_order_idx" ON "pg_cookies_sections_closing" USING btree ("_order");
  CREATE INDEX "pg_cookies_sections_closing_parent_id_idx" ON "pg_cookies_sections_closing" USING btree ("_parent_id");
  CREATE INDEX "pg_cookies_sections_order_idx" ON "pg_cookies_sections" USING btree ("_order");
  CREATE INDEX "pg_cookies_sections_parent_id_idx" ON "pg_cookies_sections" USING btree ("_parent_id");
  CREATE INDEX "_pg_cookies_v_version_sections_paragraphs_order_idx" ON "_pg_cookies_v_version_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "_pg_cookies_v_version_sections_paragraphs_parent_id_idx" ON "_pg_cookies_v_version_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_pg_cookies_v_version_sections_list_order_idx" ON "_pg_cookies_v_version_sections_list" USING btree ("_order");
  CREATE INDEX "_pg_cookies_v_version_sections_list_parent_id_idx" ON "_pg_cookies_v_version_sections_list" USING btree ("_parent_id");
  CREATE INDEX "_pg_cookies_v_version_sections_closing_order_idx" ON "_pg_cookies_v_version_sections_closing" USING btree ("_order");
  CREATE INDEX "_pg_cookies_v_version_sections_closing_parent_id_idx" ON "_pg_cookies_v_version_sections_closing" USING btree ("_parent_id");
  CREATE INDEX "_pg_cookies_v_version_sections_order_idx" ON "_pg_cookies_v_version_sections" USING btree ("_order");
  CREATE INDEX "_pg_cookies_v_version_sections_parent_id_idx" ON "_pg_cookies_v_version_sections" USING btree ("_parent_id");
  ALTER TABLE "_blog_posts_v" DROP COLUMN "autosave";
  ALTER TABLE "pg_privacy" DROP COLUMN "body";
  ALTER TABLE "_pg_privacy_v" DROP COLUMN "version_body";
  ALTER TABLE "pg_terms" DROP COLUMN "body";
  ALTER TABLE "_pg_terms_v" DROP COLUMN "version_body";
  ALTER TABLE "pg_cookies" DROP COLUMN "body";
  ALTER TABLE "_pg_cookies_v" DROP COLUMN "version_body";`)
}
