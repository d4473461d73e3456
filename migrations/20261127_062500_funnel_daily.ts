import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The funnel's chats, booking clicks and bookings counted per UTC day and first-touch value, kept
 * by triggers on the three tables so the report reads a few rows per day instead of every event
 * (src/lib/reports/funnel.ts). A row is what the report counts for that day:
 * - dimension total (value ''), landing_page, referrer_host, utm_campaign, utm_source, utm_medium
 *   (value '' is none), link_source (clicks and bookings only) and article (the blog article the
 *   event was on, and the one its visit landed on, once when they are the same);
 * - booked: bookings made that day, except the old row Calendly leaves when a booking is
 *   rescheduled; cancelled: how many of those are cancelled now.
 * Every insert, update of a counted column and delete moves the counts, in the writer's transaction.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "funnel_daily" (
  	"day" date NOT NULL,
  	"dimension" varchar(16) NOT NULL,
  	"value" varchar NOT NULL,
  	"conversations" integer NOT NULL DEFAULT 0,
  	"clicks" integer NOT NULL DEFAULT 0,
  	"booked" integer NOT NULL DEFAULT 0,
  	"cancelled" integer NOT NULL DEFAULT 0,
  	PRIMARY KEY ("day", "dimension", "value")
  );

  CREATE FUNCTION "funnel_daily_count"(
  	"at" timestamptz, "sign" integer, "conversation" integer, "click" integer, "booked" integer, "cancelled" integer,
  	"landing" varchar, "referrer" varchar, "campaign" varchar, "utm_source" varchar, "utm_medium" varchar,
  	"link_source" varchar, "page" varchar
  ) RETURNS void LANGUAGE sql AS $$
  	INSERT INTO "funnel_daily" AS f ("day", "dimension", "value", "conversations", "clicks", "booked", "cancelled")
  	SELECT ("at" AT TIME ZONE 'UTC')::date, d.dimension, d.value,
  	       "sign" * "conversation", "sign" * "click", "sign" * "booked", "sign" * "cancelled"
  	  FROM (VALUES
  	    ('total', ''),
  	    ('landing_page', coalesce("landing", '')),
  	    ('referrer_host', coalesce("referrer", '')),
  	    ('utm_campaign', coalesce("campaign", '')),
  	    ('utm_source', coalesce("utm_source", '')),
  	    ('utm_medium', coalesce("utm_medium", '')),
  	    ('link_source', "link_source"),
  	    ('article', CASE WHEN "page" LIKE '/blog/_%' AND "page" NOT LIKE '/blog/%/%' THEN "page" END),
  	    ('article', CASE WHEN "landing" LIKE '/blog/_%' AND "landing" NOT LIKE '/blog/%/%' AND "landing" IS DISTINCT FROM "page" THEN "landing" END)
  	  ) AS d(dimension, value)
  	 WHERE d.value IS NOT NULL
  	ON CONFLICT ("day", "dimension", "value") DO UPDATE SET
  	  "conversations" = f."conversations" + excluded."conversations",
  	  "clicks" = f."clicks" + excluded."clicks",
  	  "booked" = f."booked" + excluded."booked",
  	  "cancelled" = f."cancelled" + excluded."cancelled"
  $$;

  CREATE FUNCTION "funnel_daily_chat_conversations"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
  	IF TG_OP IN ('UPDATE', 'DELETE') THEN
  		PERFORM "funnel_daily_count"(OLD."created_at", -1, 1, 0, 0, 0, OLD."first_touch_landing_page", OLD."first_touch_referrer_host",
  			OLD."first_touch_utm_campaign", OLD."first_touch_utm_source", OLD."first_touch_utm_medium", NULL, NULL);
  	END IF;
  	IF TG_OP IN ('UPDATE', 'INSERT') THEN
  		PERFORM "funnel_daily_count"(NEW."created_at", 1, 1, 0, 0, 0, NEW."first_touch_landing_page", NEW."first_touch_referrer_host",
  			NEW."first_touch_utm_campaign", NEW."first_touch_utm_source", NEW."first_touch_utm_medium", NULL, NULL);
  	END IF;
  	RETURN NULL;
  END $$;

  CREATE FUNCTION "funnel_daily_booking_clicks"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
  	IF TG_OP IN ('UPDATE', 'DELETE') THEN
  		PERFORM "funnel_daily_count"(OLD."created_at", -1, 0, 1, 0, 0, OLD."first_touch_landing_page", OLD."first_touch_referrer_host",
  			OLD."first_touch_utm_campaign", OLD."first_touch_utm_source", OLD."first_touch_utm_medium", coalesce(OLD."source", ''), OLD."page");
  	END IF;
  	IF TG_OP IN ('UPDATE', 'INSERT') THEN
  		PERFORM "funnel_daily_count"(NEW."created_at", 1, 0, 1, 0, 0, NEW."first_touch_landing_page", NEW."first_touch_referrer_host",
  			NEW."first_touch_utm_campaign", NEW."first_touch_utm_source", NEW."first_touch_utm_medium", coalesce(NEW."source", ''), NEW."page");
  	END IF;
  	RETURN NULL;
  END $$;

  -- Calendly replaces a rescheduled booking with a new one, so its old row is not counted; Cal.com moves the same row.
  CREATE FUNCTION "funnel_daily_bookings"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
  	IF TG_OP IN ('UPDATE', 'DELETE') AND NOT (OLD."provider" = 'calendly' AND OLD."status" = 'rescheduled') THEN
  		PERFORM "funnel_daily_count"(OLD."created_at", -1, 0, 0, 1, (OLD."status" = 'cancelled')::integer, OLD."first_touch_landing_page",
  			OLD."first_touch_referrer_host", OLD."first_touch_utm_campaign", OLD."first_touch_utm_source", OLD."first_touch_utm_medium",
  			coalesce(OLD."source", ''), OLD."page");
  	END IF;
  	IF TG_OP IN ('UPDATE', 'INSERT') AND NOT (NEW."provider" = 'calendly' AND NEW."status" = 'rescheduled') THEN
  		PERFORM "funnel_daily_count"(NEW."created_at", 1, 0, 0, 1, (NEW."status" = 'cancelled')::integer, NEW."first_touch_landing_page",
  			NEW."first_touch_referrer_host", NEW."first_touch_utm_campaign", NEW."first_touch_utm_source", NEW."first_touch_utm_medium",
  			coalesce(NEW."source", ''), NEW."page");
  	END IF;
  	RETURN NULL;
  END $$;

  CREATE TRIGGER "funnel_daily_chat_conversations" AFTER INSERT OR DELETE OR UPDATE OF "created_at", "first_touch_landing_page",
  	"first_touch_referrer_host", "first_touch_utm_campaign", "first_touch_utm_source", "first_touch_utm_medium"
  	ON "chat_conversations" FOR EACH ROW EXECUTE FUNCTION "funnel_daily_chat_conversations"();
  CREATE TRIGGER "funnel_daily_booking_clicks" AFTER INSERT OR DELETE OR UPDATE OF "created_at", "source", "page", "first_touch_landing_page",
  	"first_touch_referrer_host", "first_touch_utm_campaign", "first_touch_utm_source", "first_touch_utm_medium"
  	ON "booking_clicks" FOR EACH ROW EXECUTE FUNCTION "funnel_daily_booking_clicks"();
  CREATE TRIGGER "funnel_daily_bookings" AFTER INSERT OR DELETE OR UPDATE OF "created_at", "provider", "status", "source", "page",
  	"first_touch_landing_page", "first_touch_referrer_host", "first_touch_utm_campaign", "first_touch_utm_source", "first_touch_utm_medium"
  	ON "bookings" FOR EACH ROW EXECUTE FUNCTION "funnel_daily_bookings"();

  -- What is there already.
  SELECT "funnel_daily_count"(created_at, 1, 1, 0, 0, 0, first_touch_landing_page, first_touch_referrer_host, first_touch_utm_campaign,
  	first_touch_utm_source, first_touch_utm_medium, NULL, NULL) FROM "chat_conversations";
  SELECT "funnel_daily_count"(created_at, 1, 0, 1, 0, 0, first_touch_landing_page, first_touch_referrer_host, first_touch_utm_campaign,
  	first_touch_utm_source, first_touch_utm_medium, coalesce(source, ''), page) FROM "booking_clicks";
  SELECT "funnel_daily_count"(created_at, 1, 0, 0, 1, (status = 'cancelled')::integer, first_touch_landing_page, first_touch_referrer_host,
  	first_touch_utm_campaign, first_touch_utm_source, first_touch_utm_medium, coalesce(source, ''), page)
    FROM "bookings" WHERE NOT (provider = 'calendly' AND status = 'rescheduled');
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "funnel_daily_bookings" ON "bookings";
  DROP TRIGGER IF EXISTS "funnel_daily_booking_clicks" ON "booking_clicks";
  DROP TRIGGER IF EXISTS "funnel_daily_chat_conversations" ON "chat_conversations";
  DROP FUNCTION IF EXISTS "funnel_daily_bookings"();
  DROP FUNCTION IF EXISTS "funnel_daily_booking_clicks"();
  DROP FUNCTION IF EXISTS "funnel_daily_chat_conversations"();
  DROP FUNCTION IF EXISTS "funnel_daily_count"(timestamptz, integer, integer, integer, integer, integer, varchar, varchar, varchar, varchar, varchar, varchar, varchar);
  DROP TABLE IF EXISTS "funnel_daily";
  `)
}
