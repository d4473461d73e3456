import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_messages" ADD COLUMN "first_touch_landing_page" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "first_touch_referrer_host" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "first_touch_utm_source" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "first_touch_utm_medium" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "first_touch_utm_campaign" varchar;
  ALTER TABLE "chat_conversations" ADD COLUMN "first_touch_landing_page" varchar;
  ALTER TABLE "chat_conversations" ADD COLUMN "first_touch_referrer_host" varchar;
  ALTER TABLE "chat_conversations" ADD COLUMN "first_touch_utm_source" varchar;
  ALTER TABLE "chat_conversations" ADD COLUMN "first_touch_utm_medium" varchar;
  ALTER TABLE "chat_conversations" ADD COLUMN "first_touch_utm_campaign" varchar;
  ALTER TABLE "booking_clicks" ADD COLUMN "reference" varchar;
  ALTER TABLE "booking_clicks" ADD COLUMN "first_touch_landing_page" varchar;
  ALTER TABLE "booking_clicks" ADD COLUMN "first_touch_referrer_host" varchar;
  ALTER TABLE "booking_clicks" ADD COLUMN "first_touch_utm_source" varchar;
  ALTER TABLE "booking_clicks" ADD COLUMN "first_touch_utm_medium" varchar;
  ALTER TABLE "booking_clicks" ADD COLUMN "first_touch_utm_campaign" varchar;
  ALTER TABLE "bookings" ADD COLUMN "click_id" integer;
  ALTER TABLE "bookings" ADD COLUMN "conversation_id" integer;
  ALTER TABLE "bookings" ADD COLUMN "source" varchar;
  ALTER TABLE "bookings" ADD COLUMN "page" varchar;
  ALTER TABLE "bookings" ADD COLUMN "first_touch_landing_page" varchar;
  ALTER TABLE "bookings" ADD COLUMN "first_touch_referrer_host" varchar;
  ALTER TABLE "bookings" ADD COLUMN "first_touch_utm_source" varchar;
  ALTER TABLE "bookings" ADD COLUMN "first_touch_utm_medium" varchar;
  ALTER TABLE "bookings" ADD COLUMN "first_touch_utm_campaign" varchar;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_click_id_booking_clicks_id_fk" FOREIGN KEY ("click_id") REFERENCES "public"."booking_clicks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "booking_clicks_reference_idx" ON "booking_clicks" USING btree ("reference");
  CREATE INDEX "bookings_click_idx" ON "bookings" USING btree ("click_id");
  CREATE INDEX "bookings_conversation_idx" ON "bookings" USING btree ("conversation_id");
  -- Visits counted without cookies (src/lib/visits/). A visitor is a 64-bit hash of the day's salt,
  -- the client IP and the user agent; the salt is deleted when its day ends, and the day's raw page
  -- views with it, once they are rolled up into analytics_daily.
  CREATE TABLE "analytics_salts" (
  	"day" date PRIMARY KEY,
  	"salt" bytea NOT NULL
  );
  CREATE TABLE "analytics_page_views" (
  	"id" bigserial PRIMARY KEY,
  	"at" timestamptz NOT NULL,
  	"day" date NOT NULL,
  	"visitor" bigint NOT NULL,
  	"page" varchar(300) NOT NULL,
  	"entry" boolean NOT NULL,
  	"landing_page" varchar(300) NOT NULL,
  	"referrer_host" varchar(253),
  	"utm_source" varchar(100),
  	"utm_medium" varchar(100),
  	"utm_campaign" varchar(100)
  );
  CREATE INDEX "analytics_page_views_day_visitor_at_idx" ON "analytics_page_views" USING btree ("day", "visitor", "at");
  -- One row per closed day and (dimension, value): page views, visits (entries) and distinct visitors.
  -- dimension: total (value ''), page, landing_page, referrer_host, utm_source, utm_medium, utm_campaign;
  -- value '' means none (a direct visit, no campaign).
  CREATE TABLE "analytics_daily" (
  	"day" date NOT NULL,
  	"dimension" varchar(16) NOT NULL,
  	"value" varchar(300) NOT NULL,
  	"page_views" integer NOT NULL,
  	"visits" integer NOT NULL,
  	"visitors" integer NOT NULL,
  	PRIMARY KEY ("day", "dimension", "value")
  );
  -- The same figures computed from the raw page views not rolled up yet (today's).
  CREATE VIEW "analytics_live_daily" AS
  SELECT "day",
  	CASE
  		WHEN GROUPING("page") = 0 THEN 'page'
  		WHEN GROUPING("landing_page") = 0 THEN 'landing_page'
  		WHEN GROUPING("referrer_host") = 0 THEN 'referrer_host'
  		WHEN GROUPING("utm_source") = 0 THEN 'utm_source'
  		WHEN GROUPING("utm_medium") = 0 THEN 'utm_medium'
  		WHEN GROUPING("utm_campaign") = 0 THEN 'utm_campaign'
  		ELSE 'total'
  	END::varchar(16) AS "dimension",
  	COALESCE(
  		CASE
  			WHEN GROUPING("page") = 0 THEN "page"
  			WHEN GROUPING("landing_page") = 0 THEN "landing_page"
  			WHEN GROUPING("referrer_host") = 0 THEN "referrer_host"
  			WHEN GROUPING("utm_source") = 0 THEN "utm_source"
  			WHEN GROUPING("utm_medium") = 0 THEN "utm_medium"
  			WHEN GROUPING("utm_campaign") = 0 THEN "utm_campaign"
  		END,
  		''
  	)::varchar(300) AS "value",
  	count(*)::integer AS "page_views",
  	(count(*) FILTER (WHERE "entry"))::integer AS "visits",
  	count(DISTINCT "visitor")::integer AS "visitors"
  FROM "analytics_page_views"
  GROUP BY GROUPING SETS (("day"), ("day", "page"), ("day", "landing_page"), ("day", "referrer_host"), ("day", "utm_source"), ("day", "utm_medium"), ("day", "utm_campaign"));
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" DROP CONSTRAINT "bookings_click_id_booking_clicks_id_fk";
  
  ALTER TABLE "bookings" DROP CONSTRAINT "bookings_conversation_id_chat_conversations_id_fk";
  
  DROP INDEX "booking_clicks_reference_idx";
  DROP INDEX "bookings_click_idx";
  DROP INDEX "bookings_conversation_idx";
  ALTER TABLE "contact_messages" DROP COLUMN "first_touch_landing_page";
  ALTER TABLE "contact_messages" DROP COLUMN "first_touch_referrer_host";
  ALTER TABLE "contact_messages" DROP COLUMN "first_touch_utm_source";
  ALTER TABLE "contact_messages" DROP COLUMN "first_touch_utm_medium";
  ALTER TABLE "contact_messages" DROP COLUMN "first_touch_utm_campaign";
  ALTER TABLE "chat_conversations" DROP COLUMN "first_touch_landing_page";
  ALTER TABLE "chat_conversations" DROP COLUMN "first_touch_referrer_host";
  ALTER TABLE "chat_conversations" DROP COLUMN "first_touch_utm_source";
  ALTER TABLE "chat_conversations" DROP COLUMN "first_touch_utm_medium";
  ALTER TABLE "chat_conversations" DROP COLUMN "first_touch_utm_campaign";
  ALTER TABLE "booking_clicks" DROP COLUMN "reference";
  ALTER TABLE "booking_clicks" DROP COLUMN "first_touch_landing_page";
  ALTER TABLE "booking_clicks" DROP COLUMN "first_touch_referrer_host";
  ALTER TABLE "booking_clicks" DROP COLUMN "first_touch_utm_source";
  ALTER TABLE "booking_clicks" DROP COLUMN "first_touch_utm_medium";
  ALTER TABLE "booking_clicks" DROP COLUMN "first_touch_utm_campaign";
  ALTER TABLE "bookings" DROP COLUMN "click_id";
  ALTER TABLE "bookings" DROP COLUMN "conversation_id";
  ALTER TABLE "bookings" DROP COLUMN "source";
  ALTER TABLE "bookings" DROP COLUMN "page";
  ALTER TABLE "bookings" DROP COLUMN "first_touch_landing_page";
  ALTER TABLE "bookings" DROP COLUMN "first_touch_referrer_host";
  ALTER TABLE "bookings" DROP COLUMN "first_touch_utm_source";
  ALTER TABLE "bookings" DROP COLUMN "first_touch_utm_medium";
  ALTER TABLE "bookings" DROP COLUMN "first_touch_utm_campaign";
  DROP VIEW IF EXISTS "analytics_live_daily";
  DROP TABLE IF EXISTS "analytics_daily";
  DROP TABLE IF EXISTS "analytics_page_views";
  DROP TABLE IF EXISTS "analytics_salts";
  `)
}
