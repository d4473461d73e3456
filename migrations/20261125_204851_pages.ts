import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pg_home_hero_highlights_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum_pg_home_services_cards_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum_pg_home_why_choose_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum_pg_home_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pg_home_v_version_hero_highlights_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum__pg_home_v_version_services_cards_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum__pg_home_v_version_why_choose_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum__pg_home_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pg_about_team_roles_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum_pg_about_values_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum_pg_about_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pg_about_v_version_team_roles_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum__pg_about_v_version_values_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum__pg_about_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pg_services_cards_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum_pg_services_highlights_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum_pg_services_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pg_services_v_version_cards_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum__pg_services_v_version_highlights_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum__pg_services_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pg_svc_acct_included_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum_pg_svc_acct_benefits_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum_pg_svc_acct_approach_blocks_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum_pg_svc_acct_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pg_svc_acct_v_version_included_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum__pg_svc_acct_v_version_benefits_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum__pg_svc_acct_v_version_approach_blocks_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum__pg_svc_acct_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pg_svc_mkt_included_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum_pg_svc_mkt_benefits_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum_pg_svc_mkt_approach_blocks_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum_pg_svc_mkt_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pg_svc_mkt_v_version_included_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum__pg_svc_mkt_v_version_benefits_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum__pg_svc_mkt_v_version_approach_blocks_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum__pg_svc_mkt_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pg_svc_chat_included_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum_pg_svc_chat_benefits_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum_pg_svc_chat_approach_blocks_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum_pg_svc_chat_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pg_svc_chat_v_version_included_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum__pg_svc_chat_v_version_benefits_items_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum__pg_svc_chat_v_version_approach_blocks_icon" AS ENUM('award', 'bar-chart', 'calendar', 'check', 'clock', 'dollar-sign', 'eye', 'globe', 'graduation-cap', 'handshake', 'heart', 'lightbulb', 'lock', 'megaphone', 'message-circle', 'rocket', 'shield', 'sparkles', 'star', 'target', 'trending-up', 'users', 'zap');
  CREATE TYPE "public"."enum__pg_svc_chat_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pg_faq_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pg_faq_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pg_contact_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pg_contact_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pg_blog_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pg_blog_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pg_not_found_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pg_not_found_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pg_server_error_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pg_server_error_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pg_privacy_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pg_privacy_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pg_terms_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pg_terms_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pg_cookies_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pg_cookies_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "pg_home_hero_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pg_home_hero_highlights_icon",
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "pg_home_about_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_home_services_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pg_home_services_cards_icon",
  	"title" varchar,
  	"description" varchar,
  	"link" varchar,
  	"secondary_link_label" varchar,
  	"secondary_link_href" varchar
  );
  
  CREATE TABLE "pg_home_results_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"name" varchar,
  	"rating" numeric DEFAULT 5
  );
  
  CREATE TABLE "pg_home_why_choose_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pg_home_why_choose_items_icon",
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "pg_home_faq_teaser_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "pg_home_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_home" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_eyebrow" varchar,
  	"hero_heading" varchar,
  	"hero_tagline" varchar,
  	"hero_about_link_label" varchar,
  	"hero_book_label" varchar,
  	"about_heading" varchar,
  	"about_services_link_label" varchar,
  	"about_book_link_label" varchar,
  	"about_blog_link_label" varchar,
  	"services_eyebrow" varchar,
  	"services_heading" varchar,
  	"services_intro" varchar,
  	"results_eyebrow" varchar,
  	"results_heading" varchar,
  	"results_intro" varchar,
  	"why_choose_eyebrow" varchar,
  	"why_choose_heading" varchar,
  	"why_choose_intro" varchar,
  	"faq_teaser_eyebrow" varchar,
  	"faq_teaser_heading" varchar,
  	"faq_teaser_intro" varchar,
  	"faq_teaser_view_all_label" varchar,
  	"book_call_heading" varchar,
  	"book_call_text" varchar,
  	"book_call_spots_notice" varchar,
  	"book_call_button_label" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"_status" "enum_pg_home_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_pg_home_v_version_hero_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pg_home_v_version_hero_highlights_icon",
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_home_v_version_about_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_home_v_version_services_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pg_home_v_version_services_cards_icon",
  	"title" varchar,
  	"description" varchar,
  	"link" varchar,
  	"secondary_link_label" varchar,
  	"secondary_link_href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_home_v_version_results_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"name" varchar,
  	"rating" numeric DEFAULT 5,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_home_v_version_why_choose_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pg_home_v_version_why_choose_items_icon",
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_home_v_version_faq_teaser_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_home_v_version_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_home_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_eyebrow" varchar,
  	"version_hero_heading" varchar,
  	"version_hero_tagline" varchar,
  	"version_hero_about_link_label" varchar,
  	"version_hero_book_label" varchar,
  	"version_about_heading" varchar,
  	"version_about_services_link_label" varchar,
  	"version_about_book_link_label" varchar,
  	"version_about_blog_link_label" varchar,
  	"version_services_eyebrow" varchar,
  	"version_services_heading" varchar,
  	"version_services_intro" varchar,
  	"version_results_eyebrow" varchar,
  	"version_results_heading" varchar,
  	"version_results_intro" varchar,
  	"version_why_choose_eyebrow" varchar,
  	"version_why_choose_heading" varchar,
  	"version_why_choose_intro" varchar,
  	"version_faq_teaser_eyebrow" varchar,
  	"version_faq_teaser_heading" varchar,
  	"version_faq_teaser_intro" varchar,
  	"version_faq_teaser_view_all_label" varchar,
  	"version_book_call_heading" varchar,
  	"version_book_call_text" varchar,
  	"version_book_call_spots_notice" varchar,
  	"version_book_call_button_label" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version__status" "enum__pg_home_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
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
  
  CREATE TABLE "pg_about_team_roles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pg_about_team_roles_icon",
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "pg_about_values_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pg_about_values_items_icon",
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "pg_about_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_about" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_eyebrow" varchar,
  	"hero_heading" varchar,
  	"hero_text" varchar,
  	"story_heading" varchar,
  	"mission_heading" varchar,
  	"approach_heading" varchar,
  	"approach_intro" varchar,
  	"team_heading" varchar,
  	"values_heading" varchar,
  	"cta_heading" varchar,
  	"cta_text" varchar,
  	"cta_button_label" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"_status" "enum_pg_about_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
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
  
  CREATE TABLE "_pg_about_v_version_team_roles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pg_about_v_version_team_roles_icon",
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_about_v_version_values_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pg_about_v_version_values_items_icon",
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_about_v_version_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_about_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_eyebrow" varchar,
  	"version_hero_heading" varchar,
  	"version_hero_text" varchar,
  	"version_story_heading" varchar,
  	"version_mission_heading" varchar,
  	"version_approach_heading" varchar,
  	"version_approach_intro" varchar,
  	"version_team_heading" varchar,
  	"version_values_heading" varchar,
  	"version_cta_heading" varchar,
  	"version_cta_text" varchar,
  	"version_cta_button_label" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version__status" "enum__pg_about_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "pg_services_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pg_services_cards_icon",
  	"title" varchar,
  	"description" varchar,
  	"link" varchar,
  	"secondary_link_label" varchar,
  	"secondary_link_href" varchar
  );
  
  CREATE TABLE "pg_services_process_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"number" varchar,
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "pg_services_highlights_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pg_services_highlights_items_icon",
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "pg_services_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_services" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_eyebrow" varchar,
  	"hero_heading" varchar,
  	"hero_text" varchar,
  	"process_heading" varchar,
  	"process_intro" varchar,
  	"highlights_heading" varchar,
  	"cta_heading" varchar,
  	"cta_text" varchar,
  	"cta_button_label" varchar,
  	"cta_secondary_label" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"_status" "enum_pg_services_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_pg_services_v_version_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pg_services_v_version_cards_icon",
  	"title" varchar,
  	"description" varchar,
  	"link" varchar,
  	"secondary_link_label" varchar,
  	"secondary_link_href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_services_v_version_process_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_services_v_version_highlights_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pg_services_v_version_highlights_items_icon",
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_services_v_version_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_services_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_eyebrow" varchar,
  	"version_hero_heading" varchar,
  	"version_hero_text" varchar,
  	"version_process_heading" varchar,
  	"version_process_intro" varchar,
  	"version_highlights_heading" varchar,
  	"version_cta_heading" varchar,
  	"version_cta_text" varchar,
  	"version_cta_button_label" varchar,
  	"version_cta_secondary_label" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version__status" "enum__pg_services_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "pg_svc_acct_included_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pg_svc_acct_included_items_icon",
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "pg_svc_acct_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pg_svc_acct_benefits_items_icon",
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "pg_svc_acct_approach_blocks_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_svc_acct_approach_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pg_svc_acct_approach_blocks_icon",
  	"title" varchar,
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
  
  CREATE TABLE "pg_svc_acct" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"service_type" varchar,
  	"hero_eyebrow" varchar,
  	"hero_heading" varchar,
  	"hero_text" varchar,
  	"hero_cta_label" varchar,
  	"included_heading" varchar,
  	"included_intro" varchar,
  	"benefits_heading" varchar,
  	"benefits_intro" varchar,
  	"approach_heading" varchar,
  	"approach_intro" varchar,
  	"why_it_works_heading" varchar,
  	"closing_heading" varchar,
  	"closing_text" varchar,
  	"closing_button_label" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"_status" "enum_pg_svc_acct_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_pg_svc_acct_v_version_included_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pg_svc_acct_v_version_included_items_icon",
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_svc_acct_v_version_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pg_svc_acct_v_version_benefits_items_icon",
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_svc_acct_v_version_approach_blocks_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_svc_acct_v_version_approach_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pg_svc_acct_v_version_approach_blocks_icon",
  	"title" varchar,
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
  
  CREATE TABLE "_pg_svc_acct_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_label" varchar,
  	"version_service_type" varchar,
  	"version_hero_eyebrow" varchar,
  	"version_hero_heading" varchar,
  	"version_hero_text" varchar,
  	"version_hero_cta_label" varchar,
  	"version_included_heading" varchar,
  	"version_included_intro" varchar,
  	"version_benefits_heading" varchar,
  	"version_benefits_intro" varchar,
  	"version_approach_heading" varchar,
  	"version_approach_intro" varchar,
  	"version_why_it_works_heading" varchar,
  	"version_closing_heading" varchar,
  	"version_closing_text" varchar,
  	"version_closing_button_label" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version__status" "enum__pg_svc_acct_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "pg_svc_mkt_included_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pg_svc_mkt_included_items_icon",
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "pg_svc_mkt_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pg_svc_mkt_benefits_items_icon",
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "pg_svc_mkt_approach_blocks_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_svc_mkt_approach_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pg_svc_mkt_approach_blocks_icon",
  	"title" varchar,
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
  
  CREATE TABLE "pg_svc_mkt" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"service_type" varchar,
  	"hero_eyebrow" varchar,
  	"hero_heading" varchar,
  	"hero_text" varchar,
  	"hero_cta_label" varchar,
  	"included_heading" varchar,
  	"included_intro" varchar,
  	"benefits_heading" varchar,
  	"benefits_intro" varchar,
  	"approach_heading" varchar,
  	"approach_intro" varchar,
  	"why_it_works_heading" varchar,
  	"closing_heading" varchar,
  	"closing_text" varchar,
  	"closing_button_label" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"_status" "enum_pg_svc_mkt_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_pg_svc_mkt_v_version_included_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pg_svc_mkt_v_version_included_items_icon",
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_svc_mkt_v_version_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pg_svc_mkt_v_version_benefits_items_icon",
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_svc_mkt_v_version_approach_blocks_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_svc_mkt_v_version_approach_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pg_svc_mkt_v_version_approach_blocks_icon",
  	"title" varchar,
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
  
  CREATE TABLE "_pg_svc_mkt_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_label" varchar,
  	"version_service_type" varchar,
  	"version_hero_eyebrow" varchar,
  	"version_hero_heading" varchar,
  	"version_hero_text" varchar,
  	"version_hero_cta_label" varchar,
  	"version_included_heading" varchar,
  	"version_included_intro" varchar,
  	"version_benefits_heading" varchar,
  	"version_benefits_intro" varchar,
  	"version_approach_heading" varchar,
  	"version_approach_intro" varchar,
  	"version_why_it_works_heading" varchar,
  	"version_closing_heading" varchar,
  	"version_closing_text" varchar,
  	"version_closing_button_label" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version__status" "enum__pg_svc_mkt_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "pg_svc_chat_included_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pg_svc_chat_included_items_icon",
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "pg_svc_chat_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pg_svc_chat_benefits_items_icon",
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "pg_svc_chat_approach_blocks_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_svc_chat_approach_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pg_svc_chat_approach_blocks_icon",
  	"title" varchar,
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
  
  CREATE TABLE "pg_svc_chat" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"service_type" varchar,
  	"hero_eyebrow" varchar,
  	"hero_heading" varchar,
  	"hero_text" varchar,
  	"hero_cta_label" varchar,
  	"included_heading" varchar,
  	"included_intro" varchar,
  	"benefits_heading" varchar,
  	"benefits_intro" varchar,
  	"approach_heading" varchar,
  	"approach_intro" varchar,
  	"why_it_works_heading" varchar,
  	"closing_heading" varchar,
  	"closing_text" varchar,
  	"closing_button_label" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"_status" "enum_pg_svc_chat_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_pg_svc_chat_v_version_included_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pg_svc_chat_v_version_included_items_icon",
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_svc_chat_v_version_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pg_svc_chat_v_version_benefits_items_icon",
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_svc_chat_v_version_approach_blocks_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_svc_chat_v_version_approach_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pg_svc_chat_v_version_approach_blocks_icon",
  	"title" varchar,
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
  
  CREATE TABLE "_pg_svc_chat_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_label" varchar,
  	"version_service_type" varchar,
  	"version_hero_eyebrow" varchar,
  	"version_hero_heading" varchar,
  	"version_hero_text" varchar,
  	"version_hero_cta_label" varchar,
  	"version_included_heading" varchar,
  	"version_included_intro" varchar,
  	"version_benefits_heading" varchar,
  	"version_benefits_intro" varchar,
  	"version_approach_heading" varchar,
  	"version_approach_intro" varchar,
  	"version_why_it_works_heading" varchar,
  	"version_closing_heading" varchar,
  	"version_closing_text" varchar,
  	"version_closing_button_label" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version__status" "enum__pg_svc_chat_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "pg_faq_general_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "pg_faq_policy_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "pg_faq_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_faq" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_eyebrow" varchar,
  	"hero_heading" varchar,
  	"hero_text" varchar,
  	"general_heading" varchar,
  	"policy_heading" varchar,
  	"still_have_questions_heading" varchar,
  	"still_have_questions_text" varchar,
  	"still_have_questions_button_label" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"_status" "enum_pg_faq_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_pg_faq_v_version_general_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_faq_v_version_policy_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_faq_v_version_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_faq_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_eyebrow" varchar,
  	"version_hero_heading" varchar,
  	"version_hero_text" varchar,
  	"version_general_heading" varchar,
  	"version_policy_heading" varchar,
  	"version_still_have_questions_heading" varchar,
  	"version_still_have_questions_text" varchar,
  	"version_still_have_questions_button_label" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version__status" "enum__pg_faq_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "pg_contact_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_contact" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_eyebrow" varchar,
  	"hero_heading" varchar,
  	"hero_text" varchar,
  	"form_heading" varchar,
  	"form_intro" varchar,
  	"booking_card_heading" varchar,
  	"booking_card_text" varchar,
  	"booking_card_button_label" varchar,
  	"direct_card_heading" varchar,
  	"direct_card_text" varchar,
  	"service_areas_heading" varchar,
  	"service_areas_text" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"_status" "enum_pg_contact_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_pg_contact_v_version_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_contact_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_eyebrow" varchar,
  	"version_hero_heading" varchar,
  	"version_hero_text" varchar,
  	"version_form_heading" varchar,
  	"version_form_intro" varchar,
  	"version_booking_card_heading" varchar,
  	"version_booking_card_text" varchar,
  	"version_booking_card_button_label" varchar,
  	"version_direct_card_heading" varchar,
  	"version_direct_card_text" varchar,
  	"version_service_areas_heading" varchar,
  	"version_service_areas_text" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version__status" "enum__pg_contact_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "pg_blog_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_blog" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_badge" varchar,
  	"hero_heading" varchar,
  	"hero_text" varchar,
  	"list_heading" varchar,
  	"shown" varchar,
  	"loading_more" varchar,
  	"end_text" varchar,
  	"error_text" varchar,
  	"retry_label" varchar,
  	"cta_heading" varchar,
  	"cta_text" varchar,
  	"cta_button_label" varchar,
  	"article_back_label" varchar,
  	"article_byline" varchar,
  	"article_share_label" varchar,
  	"article_link_copied" varchar,
  	"article_share_failed" varchar,
  	"article_related_heading" varchar,
  	"article_keyword" varchar,
  	"article_cta_heading" varchar,
  	"article_cta_text" varchar,
  	"article_cta_button_label" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"_status" "enum_pg_blog_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_pg_blog_v_version_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_blog_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_badge" varchar,
  	"version_hero_heading" varchar,
  	"version_hero_text" varchar,
  	"version_list_heading" varchar,
  	"version_shown" varchar,
  	"version_loading_more" varchar,
  	"version_end_text" varchar,
  	"version_error_text" varchar,
  	"version_retry_label" varchar,
  	"version_cta_heading" varchar,
  	"version_cta_text" varchar,
  	"version_cta_button_label" varchar,
  	"version_article_back_label" varchar,
  	"version_article_byline" varchar,
  	"version_article_share_label" varchar,
  	"version_article_link_copied" varchar,
  	"version_article_share_failed" varchar,
  	"version_article_related_heading" varchar,
  	"version_article_keyword" varchar,
  	"version_article_cta_heading" varchar,
  	"version_article_cta_text" varchar,
  	"version_article_cta_button_label" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version__status" "enum__pg_blog_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "pg_not_found_popular" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar
  );
  
  CREATE TABLE "pg_not_found" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"home_label" varchar,
  	"back_label" varchar,
  	"popular_heading" varchar,
  	"book_label" varchar,
  	"_status" "enum_pg_not_found_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_pg_not_found_v_version_popular" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_not_found_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading" varchar,
  	"version_text" varchar,
  	"version_home_label" varchar,
  	"version_back_label" varchar,
  	"version_popular_heading" varchar,
  	"version_book_label" varchar,
  	"version__status" "enum__pg_not_found_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "pg_server_error" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"retry_label" varchar,
  	"home_label" varchar,
  	"support_label" varchar,
  	"support_subject" varchar,
  	"_status" "enum_pg_server_error_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_pg_server_error_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading" varchar,
  	"version_text" varchar,
  	"version_retry_label" varchar,
  	"version_home_label" varchar,
  	"version_support_label" varchar,
  	"version_support_subject" varchar,
  	"version__status" "enum__pg_server_error_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
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
  
  CREATE TABLE "pg_privacy_related" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar
  );
  
  CREATE TABLE "pg_privacy_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_privacy" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"updated" varchar,
  	"footnote" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"_status" "enum_pg_privacy_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
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
  
  CREATE TABLE "_pg_privacy_v_version_related" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_privacy_v_version_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_privacy_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_label" varchar,
  	"version_heading" varchar,
  	"version_intro" varchar,
  	"version_updated" varchar,
  	"version_footnote" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version__status" "enum__pg_privacy_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
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
  
  CREATE TABLE "pg_terms_related" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar
  );
  
  CREATE TABLE "pg_terms_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_terms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"updated" varchar,
  	"footnote" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"_status" "enum_pg_terms_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
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
  
  CREATE TABLE "_pg_terms_v_version_related" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_terms_v_version_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_terms_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_label" varchar,
  	"version_heading" varchar,
  	"version_intro" varchar,
  	"version_updated" varchar,
  	"version_footnote" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version__status" "enum__pg_terms_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
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
  
  CREATE TABLE "pg_cookies_related" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar
  );
  
  CREATE TABLE "pg_cookies_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pg_cookies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"updated" varchar,
  	"footnote" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"_status" "enum_pg_cookies_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
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
  
  CREATE TABLE "_pg_cookies_v_version_related" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_cookies_v_version_meta_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pg_cookies_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_label" varchar,
  	"version_heading" varchar,
  	"version_intro" varchar,
  	"version_updated" varchar,
  	"version_footnote" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version__status" "enum__pg_cookies_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  ALTER TABLE "pg_home_hero_highlights" ADD CONSTRAINT "pg_home_hero_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_home_about_paragraphs" ADD CONSTRAINT "pg_home_about_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_home_services_cards" ADD CONSTRAINT "pg_home_services_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_home_results_testimonials" ADD CONSTRAINT "pg_home_results_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_home_why_choose_items" ADD CONSTRAINT "pg_home_why_choose_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_home_faq_teaser_items" ADD CONSTRAINT "pg_home_faq_teaser_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_home_meta_keywords" ADD CONSTRAINT "pg_home_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_home" ADD CONSTRAINT "pg_home_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pg_home_v_version_hero_highlights" ADD CONSTRAINT "_pg_home_v_version_hero_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_home_v_version_about_paragraphs" ADD CONSTRAINT "_pg_home_v_version_about_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_home_v_version_services_cards" ADD CONSTRAINT "_pg_home_v_version_services_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_home_v_version_results_testimonials" ADD CONSTRAINT "_pg_home_v_version_results_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_home_v_version_why_choose_items" ADD CONSTRAINT "_pg_home_v_version_why_choose_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_home_v_version_faq_teaser_items" ADD CONSTRAINT "_pg_home_v_version_faq_teaser_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_home_v_version_meta_keywords" ADD CONSTRAINT "_pg_home_v_version_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_home_v" ADD CONSTRAINT "_pg_home_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pg_about_story_paragraphs" ADD CONSTRAINT "pg_about_story_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_about_mission_paragraphs" ADD CONSTRAINT "pg_about_mission_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_about_approach_items" ADD CONSTRAINT "pg_about_approach_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_about_team_paragraphs" ADD CONSTRAINT "pg_about_team_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_about_team_roles" ADD CONSTRAINT "pg_about_team_roles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_about_values_items" ADD CONSTRAINT "pg_about_values_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_about_meta_keywords" ADD CONSTRAINT "pg_about_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_about" ADD CONSTRAINT "pg_about_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pg_about_v_version_story_paragraphs" ADD CONSTRAINT "_pg_about_v_version_story_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_about_v_version_mission_paragraphs" ADD CONSTRAINT "_pg_about_v_version_mission_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_about_v_version_approach_items" ADD CONSTRAINT "_pg_about_v_version_approach_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_about_v_version_team_paragraphs" ADD CONSTRAINT "_pg_about_v_version_team_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_about_v_version_team_roles" ADD CONSTRAINT "_pg_about_v_version_team_roles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_about_v_version_values_items" ADD CONSTRAINT "_pg_about_v_version_values_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_about_v_version_meta_keywords" ADD CONSTRAINT "_pg_about_v_version_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_about_v" ADD CONSTRAINT "_pg_about_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pg_services_cards" ADD CONSTRAINT "pg_services_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_services_process_steps" ADD CONSTRAINT "pg_services_process_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_services_highlights_items" ADD CONSTRAINT "pg_services_highlights_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_services_meta_keywords" ADD CONSTRAINT "pg_services_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_services" ADD CONSTRAINT "pg_services_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pg_services_v_version_cards" ADD CONSTRAINT "_pg_services_v_version_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_services_v_version_process_steps" ADD CONSTRAINT "_pg_services_v_version_process_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_services_v_version_highlights_items" ADD CONSTRAINT "_pg_services_v_version_highlights_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_services_v_version_meta_keywords" ADD CONSTRAINT "_pg_services_v_version_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_services_v" ADD CONSTRAINT "_pg_services_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pg_svc_acct_included_items" ADD CONSTRAINT "pg_svc_acct_included_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_svc_acct"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_acct_benefits_items" ADD CONSTRAINT "pg_svc_acct_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_svc_acct"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_acct_approach_blocks_points" ADD CONSTRAINT "pg_svc_acct_approach_blocks_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_svc_acct_approach_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_acct_approach_blocks" ADD CONSTRAINT "pg_svc_acct_approach_blocks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_svc_acct"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_acct_why_it_works_paragraphs" ADD CONSTRAINT "pg_svc_acct_why_it_works_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_svc_acct"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_acct_why_it_works_points" ADD CONSTRAINT "pg_svc_acct_why_it_works_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_svc_acct"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_acct_meta_keywords" ADD CONSTRAINT "pg_svc_acct_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_svc_acct"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_acct" ADD CONSTRAINT "pg_svc_acct_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pg_svc_acct_v_version_included_items" ADD CONSTRAINT "_pg_svc_acct_v_version_included_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_svc_acct_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_acct_v_version_benefits_items" ADD CONSTRAINT "_pg_svc_acct_v_version_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_svc_acct_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_acct_v_version_approach_blocks_points" ADD CONSTRAINT "_pg_svc_acct_v_version_approach_blocks_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_svc_acct_v_version_approach_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_acct_v_version_approach_blocks" ADD CONSTRAINT "_pg_svc_acct_v_version_approach_blocks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_svc_acct_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_acct_v_version_why_it_works_paragraphs" ADD CONSTRAINT "_pg_svc_acct_v_version_why_it_works_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_svc_acct_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_acct_v_version_why_it_works_points" ADD CONSTRAINT "_pg_svc_acct_v_version_why_it_works_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_svc_acct_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_acct_v_version_meta_keywords" ADD CONSTRAINT "_pg_svc_acct_v_version_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_svc_acct_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_acct_v" ADD CONSTRAINT "_pg_svc_acct_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pg_svc_mkt_included_items" ADD CONSTRAINT "pg_svc_mkt_included_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_svc_mkt"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_mkt_benefits_items" ADD CONSTRAINT "pg_svc_mkt_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_svc_mkt"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_mkt_approach_blocks_points" ADD CONSTRAINT "pg_svc_mkt_approach_blocks_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_svc_mkt_approach_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_mkt_approach_blocks" ADD CONSTRAINT "pg_svc_mkt_approach_blocks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_svc_mkt"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_mkt_why_it_works_paragraphs" ADD CONSTRAINT "pg_svc_mkt_why_it_works_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_svc_mkt"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_mkt_why_it_works_points" ADD CONSTRAINT "pg_svc_mkt_why_it_works_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_svc_mkt"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_mkt_meta_keywords" ADD CONSTRAINT "pg_svc_mkt_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_svc_mkt"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_mkt" ADD CONSTRAINT "pg_svc_mkt_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pg_svc_mkt_v_version_included_items" ADD CONSTRAINT "_pg_svc_mkt_v_version_included_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_svc_mkt_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_mkt_v_version_benefits_items" ADD CONSTRAINT "_pg_svc_mkt_v_version_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_svc_mkt_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_mkt_v_version_approach_blocks_points" ADD CONSTRAINT "_pg_svc_mkt_v_version_approach_blocks_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_svc_mkt_v_version_approach_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_mkt_v_version_approach_blocks" ADD CONSTRAINT "_pg_svc_mkt_v_version_approach_blocks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_svc_mkt_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_mkt_v_version_why_it_works_paragraphs" ADD CONSTRAINT "_pg_svc_mkt_v_version_why_it_works_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_svc_mkt_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_mkt_v_version_why_it_works_points" ADD CONSTRAINT "_pg_svc_mkt_v_version_why_it_works_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_svc_mkt_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_mkt_v_version_meta_keywords" ADD CONSTRAINT "_pg_svc_mkt_v_version_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_svc_mkt_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_mkt_v" ADD CONSTRAINT "_pg_svc_mkt_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pg_svc_chat_included_items" ADD CONSTRAINT "pg_svc_chat_included_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_svc_chat"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_chat_benefits_items" ADD CONSTRAINT "pg_svc_chat_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_svc_chat"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_chat_approach_blocks_points" ADD CONSTRAINT "pg_svc_chat_approach_blocks_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_svc_chat_approach_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_chat_approach_blocks" ADD CONSTRAINT "pg_svc_chat_approach_blocks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_svc_chat"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_chat_why_it_works_paragraphs" ADD CONSTRAINT "pg_svc_chat_why_it_works_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_svc_chat"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_chat_why_it_works_points" ADD CONSTRAINT "pg_svc_chat_why_it_works_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_svc_chat"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_chat_meta_keywords" ADD CONSTRAINT "pg_svc_chat_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_svc_chat"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_svc_chat" ADD CONSTRAINT "pg_svc_chat_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pg_svc_chat_v_version_included_items" ADD CONSTRAINT "_pg_svc_chat_v_version_included_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_svc_chat_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_chat_v_version_benefits_items" ADD CONSTRAINT "_pg_svc_chat_v_version_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_svc_chat_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_chat_v_version_approach_blocks_points" ADD CONSTRAINT "_pg_svc_chat_v_version_approach_blocks_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_svc_chat_v_version_approach_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_chat_v_version_approach_blocks" ADD CONSTRAINT "_pg_svc_chat_v_version_approach_blocks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_svc_chat_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_chat_v_version_why_it_works_paragraphs" ADD CONSTRAINT "_pg_svc_chat_v_version_why_it_works_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_svc_chat_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_chat_v_version_why_it_works_points" ADD CONSTRAINT "_pg_svc_chat_v_version_why_it_works_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_svc_chat_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_chat_v_version_meta_keywords" ADD CONSTRAINT "_pg_svc_chat_v_version_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_svc_chat_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_svc_chat_v" ADD CONSTRAINT "_pg_svc_chat_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pg_faq_general_items" ADD CONSTRAINT "pg_faq_general_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_faq_policy_items" ADD CONSTRAINT "pg_faq_policy_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_faq_meta_keywords" ADD CONSTRAINT "pg_faq_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_faq" ADD CONSTRAINT "pg_faq_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pg_faq_v_version_general_items" ADD CONSTRAINT "_pg_faq_v_version_general_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_faq_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_faq_v_version_policy_items" ADD CONSTRAINT "_pg_faq_v_version_policy_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_faq_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_faq_v_version_meta_keywords" ADD CONSTRAINT "_pg_faq_v_version_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_faq_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_faq_v" ADD CONSTRAINT "_pg_faq_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pg_contact_meta_keywords" ADD CONSTRAINT "pg_contact_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_contact" ADD CONSTRAINT "pg_contact_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pg_contact_v_version_meta_keywords" ADD CONSTRAINT "_pg_contact_v_version_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_contact_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_contact_v" ADD CONSTRAINT "_pg_contact_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pg_blog_meta_keywords" ADD CONSTRAINT "pg_blog_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_blog"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_blog" ADD CONSTRAINT "pg_blog_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pg_blog_v_version_meta_keywords" ADD CONSTRAINT "_pg_blog_v_version_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_blog_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_blog_v" ADD CONSTRAINT "_pg_blog_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pg_not_found_popular" ADD CONSTRAINT "pg_not_found_popular_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_not_found"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_not_found_v_version_popular" ADD CONSTRAINT "_pg_not_found_v_version_popular_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_not_found_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_privacy_sections_paragraphs" ADD CONSTRAINT "pg_privacy_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_privacy_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_privacy_sections_list" ADD CONSTRAINT "pg_privacy_sections_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_privacy_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_privacy_sections_closing" ADD CONSTRAINT "pg_privacy_sections_closing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_privacy_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_privacy_sections" ADD CONSTRAINT "pg_privacy_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_privacy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_privacy_related" ADD CONSTRAINT "pg_privacy_related_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_privacy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_privacy_meta_keywords" ADD CONSTRAINT "pg_privacy_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_privacy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_privacy" ADD CONSTRAINT "pg_privacy_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pg_privacy_v_version_sections_paragraphs" ADD CONSTRAINT "_pg_privacy_v_version_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_privacy_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_privacy_v_version_sections_list" ADD CONSTRAINT "_pg_privacy_v_version_sections_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_privacy_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_privacy_v_version_sections_closing" ADD CONSTRAINT "_pg_privacy_v_version_sections_closing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_privacy_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_privacy_v_version_sections" ADD CONSTRAINT "_pg_privacy_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_privacy_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_privacy_v_version_related" ADD CONSTRAINT "_pg_privacy_v_version_related_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_privacy_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_privacy_v_version_meta_keywords" ADD CONSTRAINT "_pg_privacy_v_version_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_privacy_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_privacy_v" ADD CONSTRAINT "_pg_privacy_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pg_terms_sections_paragraphs" ADD CONSTRAINT "pg_terms_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_terms_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_terms_sections_list" ADD CONSTRAINT "pg_terms_sections_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_terms_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_terms_sections_closing" ADD CONSTRAINT "pg_terms_sections_closing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_terms_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_terms_sections" ADD CONSTRAINT "pg_terms_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_terms_related" ADD CONSTRAINT "pg_terms_related_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_terms_meta_keywords" ADD CONSTRAINT "pg_terms_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_terms" ADD CONSTRAINT "pg_terms_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pg_terms_v_version_sections_paragraphs" ADD CONSTRAINT "_pg_terms_v_version_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_terms_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_terms_v_version_sections_list" ADD CONSTRAINT "_pg_terms_v_version_sections_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_terms_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_terms_v_version_sections_closing" ADD CONSTRAINT "_pg_terms_v_version_sections_closing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_terms_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_terms_v_version_sections" ADD CONSTRAINT "_pg_terms_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_terms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_terms_v_version_related" ADD CONSTRAINT "_pg_terms_v_version_related_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_terms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_terms_v_version_meta_keywords" ADD CONSTRAINT "_pg_terms_v_version_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_terms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_terms_v" ADD CONSTRAINT "_pg_terms_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pg_cookies_sections_paragraphs" ADD CONSTRAINT "pg_cookies_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_cookies_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_cookies_sections_list" ADD CONSTRAINT "pg_cookies_sections_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_cookies_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_cookies_sections_closing" ADD CONSTRAINT "pg_cookies_sections_closing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_cookies_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_cookies_sections" ADD CONSTRAINT "pg_cookies_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_cookies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_cookies_related" ADD CONSTRAINT "pg_cookies_related_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_cookies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_cookies_meta_keywords" ADD CONSTRAINT "pg_cookies_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pg_cookies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pg_cookies" ADD CONSTRAINT "pg_cookies_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pg_cookies_v_version_sections_paragraphs" ADD CONSTRAINT "_pg_cookies_v_version_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_cookies_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_cookies_v_version_sections_list" ADD CONSTRAINT "_pg_cookies_v_version_sections_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_cookies_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_cookies_v_version_sections_closing" ADD CONSTRAINT "_pg_cookies_v_version_sections_closing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_cookies_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_cookies_v_version_sections" ADD CONSTRAINT "_pg_cookies_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_cookies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_cookies_v_version_related" ADD CONSTRAINT "_pg_cookies_v_version_related_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_cookies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_cookies_v_version_meta_keywords" ADD CONSTRAINT "_pg_cookies_v_version_meta_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pg_cookies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pg_cookies_v" ADD CONSTRAINT "_pg_cookies_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pg_home_hero_highlights_order_idx" ON "pg_home_hero_highlights" USING btree ("_order");
  CREATE INDEX "pg_home_hero_highlights_parent_id_idx" ON "pg_home_hero_highlights" USING btree ("_parent_id");
  CREATE INDEX "pg_home_about_paragraphs_order_idx" ON "pg_home_about_paragraphs" USING btree ("_order");
  CREATE INDEX "pg_home_about_paragraphs_parent_id_idx" ON "pg_home_about_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "pg_home_services_cards_order_idx" ON "pg_home_services_cards" USING btree ("_order");
  CREATE INDEX "pg_home_services_cards_parent_id_idx" ON "pg_home_services_cards" USING btree ("_parent_id");
  CREATE INDEX "pg_home_results_testimonials_order_idx" ON "pg_home_results_testimonials" USING btree ("_order");
  CREATE INDEX "pg_home_results_testimonials_parent_id_idx" ON "pg_home_results_testimonials" USING btree ("_parent_id");
  CREATE INDEX "pg_home_why_choose_items_order_idx" ON "pg_home_why_choose_items" USING btree ("_order");
  CREATE INDEX "pg_home_why_choose_items_parent_id_idx" ON "pg_home_why_choose_items" USING btree ("_parent_id");
  CREATE INDEX "pg_home_faq_teaser_items_order_idx" ON "pg_home_faq_teaser_items" USING btree ("_order");
  CREATE INDEX "pg_home_faq_teaser_items_parent_id_idx" ON "pg_home_faq_teaser_items" USING btree ("_parent_id");
  CREATE INDEX "pg_home_meta_keywords_order_idx" ON "pg_home_meta_keywords" USING btree ("_order");
  CREATE INDEX "pg_home_meta_keywords_parent_id_idx" ON "pg_home_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "pg_home_meta_meta_image_idx" ON "pg_home" USING btree ("meta_image_id");
  CREATE INDEX "pg_home__status_idx" ON "pg_home" USING btree ("_status");
  CREATE INDEX "_pg_home_v_version_hero_highlights_order_idx" ON "_pg_home_v_version_hero_highlights" USING btree ("_order");
  CREATE INDEX "_pg_home_v_version_hero_highlights_parent_id_idx" ON "_pg_home_v_version_hero_highlights" USING btree ("_parent_id");
  CREATE INDEX "_pg_home_v_version_about_paragraphs_order_idx" ON "_pg_home_v_version_about_paragraphs" USING btree ("_order");
  CREATE INDEX "_pg_home_v_version_about_paragraphs_parent_id_idx" ON "_pg_home_v_version_about_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_pg_home_v_version_services_cards_order_idx" ON "_pg_home_v_version_services_cards" USING btree ("_order");
  CREATE INDEX "_pg_home_v_version_services_cards_parent_id_idx" ON "_pg_home_v_version_services_cards" USING btree ("_parent_id");
  CREATE INDEX "_pg_home_v_version_results_testimonials_order_idx" ON "_pg_home_v_version_results_testimonials" USING btree ("_order");
  CREATE INDEX "_pg_home_v_version_results_testimonials_parent_id_idx" ON "_pg_home_v_version_results_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_pg_home_v_version_why_choose_items_order_idx" ON "_pg_home_v_version_why_choose_items" USING btree ("_order");
  CREATE INDEX "_pg_home_v_version_why_choose_items_parent_id_idx" ON "_pg_home_v_version_why_choose_items" USING btree ("_parent_id");
  CREATE INDEX "_pg_home_v_version_faq_teaser_items_order_idx" ON "_pg_home_v_version_faq_teaser_items" USING btree ("_order");
  CREATE INDEX "_pg_home_v_version_faq_teaser_items_parent_id_idx" ON "_pg_home_v_version_faq_teaser_items" USING btree ("_parent_id");
  CREATE INDEX "_pg_home_v_version_meta_keywords_order_idx" ON "_pg_home_v_version_meta_keywords" USING btree ("_order");
  CREATE INDEX "_pg_home_v_version_meta_keywords_parent_id_idx" ON "_pg_home_v_version_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "_pg_home_v_version_meta_version_meta_image_idx" ON "_pg_home_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pg_home_v_version_version__status_idx" ON "_pg_home_v" USING btree ("version__status");
  CREATE INDEX "_pg_home_v_created_at_idx" ON "_pg_home_v" USING btree ("created_at");
  CREATE INDEX "_pg_home_v_updated_at_idx" ON "_pg_home_v" USING btree ("updated_at");
  CREATE INDEX "_pg_home_v_latest_idx" ON "_pg_home_v" USING btree ("latest");
  CREATE INDEX "_pg_home_v_autosave_idx" ON "_pg_home_v" USING btree ("autosave");
  CREATE INDEX "pg_about_story_paragraphs_order_idx" ON "pg_about_story_paragraphs" USING btree ("_order");
  CREATE INDEX "pg_about_story_paragraphs_parent_id_idx" ON "pg_about_story_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "pg_about_mission_paragraphs_order_idx" ON "pg_about_mission_paragraphs" USING btree ("_order");
  CREATE INDEX "pg_about_mission_paragraphs_parent_id_idx" ON "pg_about_mission_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "pg_about_approach_items_order_idx" ON "pg_about_approach_items" USING btree ("_order");
  CREATE INDEX "pg_about_approach_items_parent_id_idx" ON "pg_about_approach_items" USING btree ("_parent_id");
  CREATE INDEX "pg_about_team_paragraphs_order_idx" ON "pg_about_team_paragraphs" USING btree ("_order");
  CREATE INDEX "pg_about_team_paragraphs_parent_id_idx" ON "pg_about_team_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "pg_about_team_roles_order_idx" ON "pg_about_team_roles" USING btree ("_order");
  CREATE INDEX "pg_about_team_roles_parent_id_idx" ON "pg_about_team_roles" USING btree ("_parent_id");
  CREATE INDEX "pg_about_values_items_order_idx" ON "pg_about_values_items" USING btree ("_order");
  CREATE INDEX "pg_about_values_items_parent_id_idx" ON "pg_about_values_items" USING btree ("_parent_id");
  CREATE INDEX "pg_about_meta_keywords_order_idx" ON "pg_about_meta_keywords" USING btree ("_order");
  CREATE INDEX "pg_about_meta_keywords_parent_id_idx" ON "pg_about_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "pg_about_meta_meta_image_idx" ON "pg_about" USING btree ("meta_image_id");
  CREATE INDEX "pg_about__status_idx" ON "pg_about" USING btree ("_status");
  CREATE INDEX "_pg_about_v_version_story_paragraphs_order_idx" ON "_pg_about_v_version_story_paragraphs" USING btree ("_order");
  CREATE INDEX "_pg_about_v_version_story_paragraphs_parent_id_idx" ON "_pg_about_v_version_story_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_pg_about_v_version_mission_paragraphs_order_idx" ON "_pg_about_v_version_mission_paragraphs" USING btree ("_order");
  CREATE INDEX "_pg_about_v_version_mission_paragraphs_parent_id_idx" ON "_pg_about_v_version_mission_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_pg_about_v_version_approach_items_order_idx" ON "_pg_about_v_version_approach_items" USING btree ("_order");
  CREATE INDEX "_pg_about_v_version_approach_items_parent_id_idx" ON "_pg_about_v_version_approach_items" USING btree ("_parent_id");
  CREATE INDEX "_pg_about_v_version_team_paragraphs_order_idx" ON "_pg_about_v_version_team_paragraphs" USING btree ("_order");
  CREATE INDEX "_pg_about_v_version_team_paragraphs_parent_id_idx" ON "_pg_about_v_version_team_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_pg_about_v_version_team_roles_order_idx" ON "_pg_about_v_version_team_roles" USING btree ("_order");
  CREATE INDEX "_pg_about_v_version_team_roles_parent_id_idx" ON "_pg_about_v_version_team_roles" USING btree ("_parent_id");
  CREATE INDEX "_pg_about_v_version_values_items_order_idx" ON "_pg_about_v_version_values_items" USING btree ("_order");
  CREATE INDEX "_pg_about_v_version_values_items_parent_id_idx" ON "_pg_about_v_version_values_items" USING btree ("_parent_id");
  CREATE INDEX "_pg_about_v_version_meta_keywords_order_idx" ON "_pg_about_v_version_meta_keywords" USING btree ("_order");
  CREATE INDEX "_pg_about_v_version_meta_keywords_parent_id_idx" ON "_pg_about_v_version_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "_pg_about_v_version_meta_version_meta_image_idx" ON "_pg_about_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pg_about_v_version_version__status_idx" ON "_pg_about_v" USING btree ("version__status");
  CREATE INDEX "_pg_about_v_created_at_idx" ON "_pg_about_v" USING btree ("created_at");
  CREATE INDEX "_pg_about_v_updated_at_idx" ON "_pg_about_v" USING btree ("updated_at");
  CREATE INDEX "_pg_about_v_latest_idx" ON "_pg_about_v" USING btree ("latest");
  CREATE INDEX "_pg_about_v_autosave_idx" ON "_pg_about_v" USING btree ("autosave");
  CREATE INDEX "pg_services_cards_order_idx" ON "pg_services_cards" USING btree ("_order");
  CREATE INDEX "pg_services_cards_parent_id_idx" ON "pg_services_cards" USING btree ("_parent_id");
  CREATE INDEX "pg_services_process_steps_order_idx" ON "pg_services_process_steps" USING btree ("_order");
  CREATE INDEX "pg_services_process_steps_parent_id_idx" ON "pg_services_process_steps" USING btree ("_parent_id");
  CREATE INDEX "pg_services_highlights_items_order_idx" ON "pg_services_highlights_items" USING btree ("_order");
  CREATE INDEX "pg_services_highlights_items_parent_id_idx" ON "pg_services_highlights_items" USING btree ("_parent_id");
  CREATE INDEX "pg_services_meta_keywords_order_idx" ON "pg_services_meta_keywords" USING btree ("_order");
  CREATE INDEX "pg_services_meta_keywords_parent_id_idx" ON "pg_services_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "pg_services_meta_meta_image_idx" ON "pg_services" USING btree ("meta_image_id");
  CREATE INDEX "pg_services__status_idx" ON "pg_services" USING btree ("_status");
  CREATE INDEX "_pg_services_v_version_cards_order_idx" ON "_pg_services_v_version_cards" USING btree ("_order");
  CREATE INDEX "_pg_services_v_version_cards_parent_id_idx" ON "_pg_services_v_version_cards" USING btree ("_parent_id");
  CREATE INDEX "_pg_services_v_version_process_steps_order_idx" ON "_pg_services_v_version_process_steps" USING btree ("_order");
  CREATE INDEX "_pg_services_v_version_process_steps_parent_id_idx" ON "_pg_services_v_version_process_steps" USING btree ("_parent_id");
  CREATE INDEX "_pg_services_v_version_highlights_items_order_idx" ON "_pg_services_v_version_highlights_items" USING btree ("_order");
  CREATE INDEX "_pg_services_v_version_highlights_items_parent_id_idx" ON "_pg_services_v_version_highlights_items" USING btree ("_parent_id");
  CREATE INDEX "_pg_services_v_version_meta_keywords_order_idx" ON "_pg_services_v_version_meta_keywords" USING btree ("_order");
  CREATE INDEX "_pg_services_v_version_meta_keywords_parent_id_idx" ON "_pg_services_v_version_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "_pg_services_v_version_meta_version_meta_image_idx" ON "_pg_services_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pg_services_v_version_version__status_idx" ON "_pg_services_v" USING btree ("version__status");
  CREATE INDEX "_pg_services_v_created_at_idx" ON "_pg_services_v" USING btree ("created_at");
  CREATE INDEX "_pg_services_v_updated_at_idx" ON "_pg_services_v" USING btree ("updated_at");
  CREATE INDEX "_pg_services_v_latest_idx" ON "_pg_services_v" USING btree ("latest");
  CREATE INDEX "_pg_services_v_autosave_idx" ON "_pg_services_v" USING btree ("autosave");
  CREATE INDEX "pg_svc_acct_included_items_order_idx" ON "pg_svc_acct_included_items" USING btree ("_order");
  CREATE INDEX "pg_svc_acct_included_items_parent_id_idx" ON "pg_svc_acct_included_items" USING btree ("_parent_id");
  CREATE INDEX "pg_svc_acct_benefits_items_order_idx" ON "pg_svc_acct_benefits_items" USING btree ("_order");
  CREATE INDEX "pg_svc_acct_benefits_items_parent_id_idx" ON "pg_svc_acct_benefits_items" USING btree ("_parent_id");
  CREATE INDEX "pg_svc_acct_approach_blocks_points_order_idx" ON "pg_svc_acct_approach_blocks_points" USING btree ("_order");
  CREATE INDEX "pg_svc_acct_approach_blocks_points_parent_id_idx" ON "pg_svc_acct_approach_blocks_points" USING btree ("_parent_id");
  CREATE INDEX "pg_svc_acct_approach_blocks_order_idx" ON "pg_svc_acct_approach_blocks" USING btree ("_order");
  CREATE INDEX "pg_svc_acct_approach_blocks_parent_id_idx" ON "pg_svc_acct_approach_blocks" USING btree ("_parent_id");
  CREATE INDEX "pg_svc_acct_why_it_works_paragraphs_order_idx" ON "pg_svc_acct_why_it_works_paragraphs" USING btree ("_order");
  CREATE INDEX "pg_svc_acct_why_it_works_paragraphs_parent_id_idx" ON "pg_svc_acct_why_it_works_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "pg_svc_acct_why_it_works_points_order_idx" ON "pg_svc_acct_why_it_works_points" USING btree ("_order");
  CREATE INDEX "pg_svc_acct_why_it_works_points_parent_id_idx" ON "pg_svc_acct_why_it_works_points" USING btree ("_parent_id");
  CREATE INDEX "pg_svc_acct_meta_keywords_order_idx" ON "pg_svc_acct_meta_keywords" USING btree ("_order");
  CREATE INDEX "pg_svc_acct_meta_keywords_parent_id_idx" ON "pg_svc_acct_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "pg_svc_acct_meta_meta_image_idx" ON "pg_svc_acct" USING btree ("meta_image_id");
  CREATE INDEX "pg_svc_acct__status_idx" ON "pg_svc_acct" USING btree ("_status");
  CREATE INDEX "_pg_svc_acct_v_version_included_items_order_idx" ON "_pg_svc_acct_v_version_included_items" USING btree ("_order");
  CREATE INDEX "_pg_svc_acct_v_version_included_items_parent_id_idx" ON "_pg_svc_acct_v_version_included_items" USING btree ("_parent_id");
  CREATE INDEX "_pg_svc_acct_v_version_benefits_items_order_idx" ON "_pg_svc_acct_v_version_benefits_items" USING btree ("_order");
  CREATE INDEX "_pg_svc_acct_v_version_benefits_items_parent_id_idx" ON "_pg_svc_acct_v_version_benefits_items" USING btree ("_parent_id");
  CREATE INDEX "_pg_svc_acct_v_version_approach_blocks_points_order_idx" ON "_pg_svc_acct_v_version_approach_blocks_points" USING btree ("_order");
  CREATE INDEX "_pg_svc_acct_v_version_approach_blocks_points_parent_id_idx" ON "_pg_svc_acct_v_version_approach_blocks_points" USING btree ("_parent_id");
  CREATE INDEX "_pg_svc_acct_v_version_approach_blocks_order_idx" ON "_pg_svc_acct_v_version_approach_blocks" USING btree ("_order");
  CREATE INDEX "_pg_svc_acct_v_version_approach_blocks_parent_id_idx" ON "_pg_svc_acct_v_version_approach_blocks" USING btree ("_parent_id");
  CREATE INDEX "_pg_svc_acct_v_version_why_it_works_paragraphs_order_idx" ON "_pg_svc_acct_v_version_why_it_works_paragraphs" USING btree ("_order");
  CREATE INDEX "_pg_svc_acct_v_version_why_it_works_paragraphs_parent_id_idx" ON "_pg_svc_acct_v_version_why_it_works_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_pg_svc_acct_v_version_why_it_works_points_order_idx" ON "_pg_svc_acct_v_version_why_it_works_points" USING btree ("_order");
  CREATE INDEX "_pg_svc_acct_v_version_why_it_works_points_parent_id_idx" ON "_pg_svc_acct_v_version_why_it_works_points" USING btree ("_parent_id");
  CREATE INDEX "_pg_svc_acct_v_version_meta_keywords_order_idx" ON "_pg_svc_acct_v_version_meta_keywords" USING btree ("_order");
  CREATE INDEX "_pg_svc_acct_v_version_meta_keywords_parent_id_idx" ON "_pg_svc_acct_v_version_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "_pg_svc_acct_v_version_meta_version_meta_image_idx" ON "_pg_svc_acct_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pg_svc_acct_v_version_version__status_idx" ON "_pg_svc_acct_v" USING btree ("version__status");
  CREATE INDEX "_pg_svc_acct_v_created_at_idx" ON "_pg_svc_acct_v" USING btree ("created_at");
  CREATE INDEX "_pg_svc_acct_v_updated_at_idx" ON "_pg_svc_acct_v" USING btree ("updated_at");
  CREATE INDEX "_pg_svc_acct_v_latest_idx" ON "_pg_svc_acct_v" USING btree ("latest");
  CREATE INDEX "_pg_svc_acct_v_autosave_idx" ON "_pg_svc_acct_v" USING btree ("autosave");
  CREATE INDEX "pg_svc_mkt_included_items_order_idx" ON "pg_svc_mkt_included_items" USING btree ("_order");
  CREATE INDEX "pg_svc_mkt_included_items_parent_id_idx" ON "pg_svc_mkt_included_items" USING btree ("_parent_id");
  CREATE INDEX "pg_svc_mkt_benefits_items_order_idx" ON "pg_svc_mkt_benefits_items" USING btree ("_order");
  CREATE INDEX "pg_svc_mkt_benefits_items_parent_id_idx" ON "pg_svc_mkt_benefits_items" USING btree ("_parent_id");
  CREATE INDEX "pg_svc_mkt_approach_blocks_points_order_idx" ON "pg_svc_mkt_approach_blocks_points" USING btree ("_order");
  CREATE INDEX "pg_svc_mkt_approach_blocks_points_parent_id_idx" ON "pg_svc_mkt_approach_blocks_points" USING btree ("_parent_id");
  CREATE INDEX "pg_svc_mkt_approach_blocks_order_idx" ON "pg_svc_mkt_approach_blocks" USING btree ("_order");
  CREATE INDEX "pg_svc_mkt_approach_blocks_parent_id_idx" ON "pg_svc_mkt_approach_blocks" USING btree ("_parent_id");
  CREATE INDEX "pg_svc_mkt_why_it_works_paragraphs_order_idx" ON "pg_svc_mkt_why_it_works_paragraphs" USING btree ("_order");
  CREATE INDEX "pg_svc_mkt_why_it_works_paragraphs_parent_id_idx" ON "pg_svc_mkt_why_it_works_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "pg_svc_mkt_why_it_works_points_order_idx" ON "pg_svc_mkt_why_it_works_points" USING btree ("_order");
  CREATE INDEX "pg_svc_mkt_why_it_works_points_parent_id_idx" ON "pg_svc_mkt_why_it_works_points" USING btree ("_parent_id");
  CREATE INDEX "pg_svc_mkt_meta_keywords_order_idx" ON "pg_svc_mkt_meta_keywords" USING btree ("_order");
  CREATE INDEX "pg_svc_mkt_meta_keywords_parent_id_idx" ON "pg_svc_mkt_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "pg_svc_mkt_meta_meta_image_idx" ON "pg_svc_mkt" USING btree ("meta_image_id");
  CREATE INDEX "pg_svc_mkt__status_idx" ON "pg_svc_mkt" USING btree ("_status");
  CREATE INDEX "_pg_svc_mkt_v_version_included_items_order_idx" ON "_pg_svc_mkt_v_version_included_items" USING btree ("_order");
  CREATE INDEX "_pg_svc_mkt_v_version_included_items_parent_id_idx" ON "_pg_svc_mkt_v_version_included_items" USING btree ("_parent_id");
  CREATE INDEX "_pg_svc_mkt_v_version_benefits_items_order_idx" ON "_pg_svc_mkt_v_version_benefits_items" USING btree ("_order");
  CREATE INDEX "_pg_svc_mkt_v_version_benefits_items_parent_id_idx" ON "_pg_svc_mkt_v_version_benefits_items" USING btree ("_parent_id");
  CREATE INDEX "_pg_svc_mkt_v_version_approach_blocks_points_order_idx" ON "_pg_svc_mkt_v_version_approach_blocks_points" USING btree ("_order");
  CREATE INDEX "_pg_svc_mkt_v_version_approach_blocks_points_parent_id_idx" ON "_pg_svc_mkt_v_version_approach_blocks_points" USING btree ("_parent_id");
  CREATE INDEX "_pg_svc_mkt_v_version_approach_blocks_order_idx" ON "_pg_svc_mkt_v_version_approach_blocks" USING btree ("_order");
  CREATE INDEX "_pg_svc_mkt_v_version_approach_blocks_parent_id_idx" ON "_pg_svc_mkt_v_version_approach_blocks" USING btree ("_parent_id");
  CREATE INDEX "_pg_svc_mkt_v_version_why_it_works_paragraphs_order_idx" ON "_pg_svc_mkt_v_version_why_it_works_paragraphs" USING btree ("_order");
  CREATE INDEX "_pg_svc_mkt_v_version_why_it_works_paragraphs_parent_id_idx" ON "_pg_svc_mkt_v_version_why_it_works_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_pg_svc_mkt_v_version_why_it_works_points_order_idx" ON "_pg_svc_mkt_v_version_why_it_works_points" USING btree ("_order");
  CREATE INDEX "_pg_svc_mkt_v_version_why_it_works_points_parent_id_idx" ON "_pg_svc_mkt_v_version_why_it_works_points" USING btree ("_parent_id");
  CREATE INDEX "_pg_svc_mkt_v_version_meta_keywords_order_idx" ON "_pg_svc_mkt_v_version_meta_keywords" USING btree ("_order");
  CREATE INDEX "_pg_svc_mkt_v_version_meta_keywords_parent_id_idx" ON "_pg_svc_mkt_v_version_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "_pg_svc_mkt_v_version_meta_version_meta_image_idx" ON "_pg_svc_mkt_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pg_svc_mkt_v_version_version__status_idx" ON "_pg_svc_mkt_v" USING btree ("version__status");
  CREATE INDEX "_pg_svc_mkt_v_created_at_idx" ON "_pg_svc_mkt_v" USING btree ("created_at");
  CREATE INDEX "_pg_svc_mkt_v_updated_at_idx" ON "_pg_svc_mkt_v" USING btree ("updated_at");
  CREATE INDEX "_pg_svc_mkt_v_latest_idx" ON "_pg_svc_mkt_v" USING btree ("latest");
  CREATE INDEX "_pg_svc_mkt_v_autosave_idx" ON "_pg_svc_mkt_v" USING btree ("autosave");
  CREATE INDEX "pg_svc_chat_included_items_order_idx" ON "pg_svc_chat_included_items" USING btree ("_order");
  CREATE INDEX "pg_svc_chat_included_items_parent_id_idx" ON "pg_svc_chat_included_items" USING btree ("_parent_id");
  CREATE INDEX "pg_svc_chat_benefits_items_order_idx" ON "pg_svc_chat_benefits_items" USING btree ("_order");
  CREATE INDEX "pg_svc_chat_benefits_items_parent_id_idx" ON "pg_svc_chat_benefits_items" USING btree ("_parent_id");
  CREATE INDEX "pg_svc_chat_approach_blocks_points_order_idx" ON "pg_svc_chat_approach_blocks_points" USING btree ("_order");
  CREATE INDEX "pg_svc_chat_approach_blocks_points_parent_id_idx" ON "pg_svc_chat_approach_blocks_points" USING btree ("_parent_id");
  CREATE INDEX "pg_svc_chat_approach_blocks_order_idx" ON "pg_svc_chat_approach_blocks" USING btree ("_order");
  CREATE INDEX "pg_svc_chat_approach_blocks_parent_id_idx" ON "pg_svc_chat_approach_blocks" USING btree ("_parent_id");
  CREATE INDEX "pg_svc_chat_why_it_works_paragraphs_order_idx" ON "pg_svc_chat_why_it_works_paragraphs" USING btree ("_order");
  CREATE INDEX "pg_svc_chat_why_it_works_paragraphs_parent_id_idx" ON "pg_svc_chat_why_it_works_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "pg_svc_chat_why_it_works_points_order_idx" ON "pg_svc_chat_why_it_works_points" USING btree ("_order");
  CREATE INDEX "pg_svc_chat_why_it_works_points_parent_id_idx" ON "pg_svc_chat_why_it_works_points" USING btree ("_parent_id");
  CREATE INDEX "pg_svc_chat_meta_keywords_order_idx" ON "pg_svc_chat_meta_keywords" USING btree ("_order");
  CREATE INDEX "pg_svc_chat_meta_keywords_parent_id_idx" ON "pg_svc_chat_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "pg_svc_chat_meta_meta_image_idx" ON "pg_svc_chat" USING btree ("meta_image_id");
  CREATE INDEX "pg_svc_chat__status_idx" ON "pg_svc_chat" USING btree ("_status");
  CREATE INDEX "_pg_svc_chat_v_version_included_items_order_idx" ON "_pg_svc_chat_v_version_included_items" USING btree ("_order");
  CREATE INDEX "_pg_svc_chat_v_version_included_items_parent_id_idx" ON "_pg_svc_chat_v_version_included_items" USING btree ("_parent_id");
  CREATE INDEX "_pg_svc_chat_v_version_benefits_items_order_idx" ON "_pg_svc_chat_v_version_benefits_items" USING btree ("_order");
  CREATE INDEX "_pg_svc_chat_v_version_benefits_items_parent_id_idx" ON "_pg_svc_chat_v_version_benefits_items" USING btree ("_parent_id");
  CREATE INDEX "_pg_svc_chat_v_version_approach_blocks_points_order_idx" ON "_pg_svc_chat_v_version_approach_blocks_points" USING btree ("_order");
  CREATE INDEX "_pg_svc_chat_v_version_approach_blocks_points_parent_id_idx" ON "_pg_svc_chat_v_version_approach_blocks_points" USING btree ("_parent_id");
  CREATE INDEX "_pg_svc_chat_v_version_approach_blocks_order_idx" ON "_pg_svc_chat_v_version_approach_blocks" USING btree ("_order");
  CREATE INDEX "_pg_svc_chat_v_version_approach_blocks_parent_id_idx" ON "_pg_svc_chat_v_version_approach_blocks" USING btree ("_parent_id");
  CREATE INDEX "_pg_svc_chat_v_version_why_it_works_paragraphs_order_idx" ON "_pg_svc_chat_v_version_why_it_works_paragraphs" USING btree ("_order");
  CREATE INDEX "_pg_svc_chat_v_version_why_it_works_paragraphs_parent_id_idx" ON "_pg_svc_chat_v_version_why_it_works_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_pg_svc_chat_v_version_why_it_works_points_order_idx" ON "_pg_svc_chat_v_version_why_it_works_points" USING btree ("_order");
  CREATE INDEX "_pg_svc_chat_v_version_why_it_works_points_parent_id_idx" ON "_pg_svc_chat_v_version_why_it_works_points" USING btree ("_parent_id");
  CREATE INDEX "_pg_svc_chat_v_version_meta_keywords_order_idx" ON "_pg_svc_chat_v_version_meta_keywords" USING btree ("_order");
  CREATE INDEX "_pg_svc_chat_v_version_meta_keywords_parent_id_idx" ON "_pg_svc_chat_v_version_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "_pg_svc_chat_v_version_meta_version_meta_image_idx" ON "_pg_svc_chat_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pg_svc_chat_v_version_version__status_idx" ON "_pg_svc_chat_v" USING btree ("version__status");
  CREATE INDEX "_pg_svc_chat_v_created_at_idx" ON "_pg_svc_chat_v" USING btree ("created_at");
  CREATE INDEX "_pg_svc_chat_v_updated_at_idx" ON "_pg_svc_chat_v" USING btree ("updated_at");
  CREATE INDEX "_pg_svc_chat_v_latest_idx" ON "_pg_svc_chat_v" USING btree ("latest");
  CREATE INDEX "_pg_svc_chat_v_autosave_idx" ON "_pg_svc_chat_v" USING btree ("autosave");
  CREATE INDEX "pg_faq_general_items_order_idx" ON "pg_faq_general_items" USING btree ("_order");
  CREATE INDEX "pg_faq_general_items_parent_id_idx" ON "pg_faq_general_items" USING btree ("_parent_id");
  CREATE INDEX "pg_faq_policy_items_order_idx" ON "pg_faq_policy_items" USING btree ("_order");
  CREATE INDEX "pg_faq_policy_items_parent_id_idx" ON "pg_faq_policy_items" USING btree ("_parent_id");
  CREATE INDEX "pg_faq_meta_keywords_order_idx" ON "pg_faq_meta_keywords" USING btree ("_order");
  CREATE INDEX "pg_faq_meta_keywords_parent_id_idx" ON "pg_faq_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "pg_faq_meta_meta_image_idx" ON "pg_faq" USING btree ("meta_image_id");
  CREATE INDEX "pg_faq__status_idx" ON "pg_faq" USING btree ("_status");
  CREATE INDEX "_pg_faq_v_version_general_items_order_idx" ON "_pg_faq_v_version_general_items" USING btree ("_order");
  CREATE INDEX "_pg_faq_v_version_general_items_parent_id_idx" ON "_pg_faq_v_version_general_items" USING btree ("_parent_id");
  CREATE INDEX "_pg_faq_v_version_policy_items_order_idx" ON "_pg_faq_v_version_policy_items" USING btree ("_order");
  CREATE INDEX "_pg_faq_v_version_policy_items_parent_id_idx" ON "_pg_faq_v_version_policy_items" USING btree ("_parent_id");
  CREATE INDEX "_pg_faq_v_version_meta_keywords_order_idx" ON "_pg_faq_v_version_meta_keywords" USING btree ("_order");
  CREATE INDEX "_pg_faq_v_version_meta_keywords_parent_id_idx" ON "_pg_faq_v_version_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "_pg_faq_v_version_meta_version_meta_image_idx" ON "_pg_faq_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pg_faq_v_version_version__status_idx" ON "_pg_faq_v" USING btree ("version__status");
  CREATE INDEX "_pg_faq_v_created_at_idx" ON "_pg_faq_v" USING btree ("created_at");
  CREATE INDEX "_pg_faq_v_updated_at_idx" ON "_pg_faq_v" USING btree ("updated_at");
  CREATE INDEX "_pg_faq_v_latest_idx" ON "_pg_faq_v" USING btree ("latest");
  CREATE INDEX "_pg_faq_v_autosave_idx" ON "_pg_faq_v" USING btree ("autosave");
  CREATE INDEX "pg_contact_meta_keywords_order_idx" ON "pg_contact_meta_keywords" USING btree ("_order");
  CREATE INDEX "pg_contact_meta_keywords_parent_id_idx" ON "pg_contact_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "pg_contact_meta_meta_image_idx" ON "pg_contact" USING btree ("meta_image_id");
  CREATE INDEX "pg_contact__status_idx" ON "pg_contact" USING btree ("_status");
  CREATE INDEX "_pg_contact_v_version_meta_keywords_order_idx" ON "_pg_contact_v_version_meta_keywords" USING btree ("_order");
  CREATE INDEX "_pg_contact_v_version_meta_keywords_parent_id_idx" ON "_pg_contact_v_version_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "_pg_contact_v_version_meta_version_meta_image_idx" ON "_pg_contact_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pg_contact_v_version_version__status_idx" ON "_pg_contact_v" USING btree ("version__status");
  CREATE INDEX "_pg_contact_v_created_at_idx" ON "_pg_contact_v" USING btree ("created_at");
  CREATE INDEX "_pg_contact_v_updated_at_idx" ON "_pg_contact_v" USING btree ("updated_at");
  CREATE INDEX "_pg_contact_v_latest_idx" ON "_pg_contact_v" USING btree ("latest");
  CREATE INDEX "_pg_contact_v_autosave_idx" ON "_pg_contact_v" USING btree ("autosave");
  CREATE INDEX "pg_blog_meta_keywords_order_idx" ON "pg_blog_meta_keywords" USING btree ("_order");
  CREATE INDEX "pg_blog_meta_keywords_parent_id_idx" ON "pg_blog_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "pg_blog_meta_meta_image_idx" ON "pg_blog" USING btree ("meta_image_id");
  CREATE INDEX "pg_blog__status_idx" ON "pg_blog" USING btree ("_status");
  CREATE INDEX "_pg_blog_v_version_meta_keywords_order_idx" ON "_pg_blog_v_version_meta_keywords" USING btree ("_order");
  CREATE INDEX "_pg_blog_v_version_meta_keywords_parent_id_idx" ON "_pg_blog_v_version_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "_pg_blog_v_version_meta_version_meta_image_idx" ON "_pg_blog_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pg_blog_v_version_version__status_idx" ON "_pg_blog_v" USING btree ("version__status");
  CREATE INDEX "_pg_blog_v_created_at_idx" ON "_pg_blog_v" USING btree ("created_at");
  CREATE INDEX "_pg_blog_v_updated_at_idx" ON "_pg_blog_v" USING btree ("updated_at");
  CREATE INDEX "_pg_blog_v_latest_idx" ON "_pg_blog_v" USING btree ("latest");
  CREATE INDEX "_pg_blog_v_autosave_idx" ON "_pg_blog_v" USING btree ("autosave");
  CREATE INDEX "pg_not_found_popular_order_idx" ON "pg_not_found_popular" USING btree ("_order");
  CREATE INDEX "pg_not_found_popular_parent_id_idx" ON "pg_not_found_popular" USING btree ("_parent_id");
  CREATE INDEX "pg_not_found__status_idx" ON "pg_not_found" USING btree ("_status");
  CREATE INDEX "_pg_not_found_v_version_popular_order_idx" ON "_pg_not_found_v_version_popular" USING btree ("_order");
  CREATE INDEX "_pg_not_found_v_version_popular_parent_id_idx" ON "_pg_not_found_v_version_popular" USING btree ("_parent_id");
  CREATE INDEX "_pg_not_found_v_version_version__status_idx" ON "_pg_not_found_v" USING btree ("version__status");
  CREATE INDEX "_pg_not_found_v_created_at_idx" ON "_pg_not_found_v" USING btree ("created_at");
  CREATE INDEX "_pg_not_found_v_updated_at_idx" ON "_pg_not_found_v" USING btree ("updated_at");
  CREATE INDEX "_pg_not_found_v_latest_idx" ON "_pg_not_found_v" USING btree ("latest");
  CREATE INDEX "_pg_not_found_v_autosave_idx" ON "_pg_not_found_v" USING btree ("autosave");
  CREATE INDEX "pg_server_error__status_idx" ON "pg_server_error" USING btree ("_status");
  CREATE INDEX "_pg_server_error_v_version_version__status_idx" ON "_pg_server_error_v" USING btree ("version__status");
  CREATE INDEX "_pg_server_error_v_created_at_idx" ON "_pg_server_error_v" USING btree ("created_at");
  CREATE INDEX "_pg_server_error_v_updated_at_idx" ON "_pg_server_error_v" USING btree ("updated_at");
  CREATE INDEX "_pg_server_error_v_latest_idx" ON "_pg_server_error_v" USING btree ("latest");
  CREATE INDEX "_pg_server_error_v_autosave_idx" ON "_pg_server_error_v" USING btree ("autosave");
  CREATE INDEX "pg_privacy_sections_paragraphs_order_idx" ON "pg_privacy_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "pg_privacy_sections_paragraphs_parent_id_idx" ON "pg_privacy_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "pg_privacy_sections_list_order_idx" ON "pg_privacy_sections_list" USING btree ("_order");
  CREATE INDEX "pg_privacy_sections_list_parent_id_idx" ON "pg_privacy_sections_list" USING btree ("_parent_id");
  CREATE INDEX "pg_privacy_sections_closing_order_idx" ON "pg_privacy_sections_closing" USING btree ("_order");
  CREATE INDEX "pg_privacy_sections_closing_parent_id_idx" ON "pg_privacy_sections_closing" USING btree ("_parent_id");
  CREATE INDEX "pg_privacy_sections_order_idx" ON "pg_privacy_sections" USING btree ("_order");
  CREATE INDEX "pg_privacy_sections_parent_id_idx" ON "pg_privacy_sections" USING btree ("_parent_id");
  CREATE INDEX "pg_privacy_related_order_idx" ON "pg_privacy_related" USING btree ("_order");
  CREATE INDEX "pg_privacy_related_parent_id_idx" ON "pg_privacy_related" USING btree ("_parent_id");
  CREATE INDEX "pg_privacy_meta_keywords_order_idx" ON "pg_privacy_meta_keywords" USING btree ("_order");
  CREATE INDEX "pg_privacy_meta_keywords_parent_id_idx" ON "pg_privacy_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "pg_privacy_meta_meta_image_idx" ON "pg_privacy" USING btree ("meta_image_id");
  CREATE INDEX "pg_privacy__status_idx" ON "pg_privacy" USING btree ("_status");
  CREATE INDEX "_pg_privacy_v_version_sections_paragraphs_order_idx" ON "_pg_privacy_v_version_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "_pg_privacy_v_version_sections_paragraphs_parent_id_idx" ON "_pg_privacy_v_version_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_pg_privacy_v_version_sections_list_order_idx" ON "_pg_privacy_v_version_sections_list" USING btree ("_order");
  CREATE INDEX "_pg_privacy_v_version_sections_list_parent_id_idx" ON "_pg_privacy_v_version_sections_list" USING btree ("_parent_id");
  CREATE INDEX "_pg_privacy_v_version_sections_closing_order_idx" ON "_pg_privacy_v_version_sections_closing" USING btree ("_order");
  CREATE INDEX "_pg_privacy_v_version_sections_closing_parent_id_idx" ON "_pg_privacy_v_version_sections_closing" USING btree ("_parent_id");
  CREATE INDEX "_pg_privacy_v_version_sections_order_idx" ON "_pg_privacy_v_version_sections" USING btree ("_order");
  CREATE INDEX "_pg_privacy_v_version_sections_parent_id_idx" ON "_pg_privacy_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_pg_privacy_v_version_related_order_idx" ON "_pg_privacy_v_version_related" USING btree ("_order");
  CREATE INDEX "_pg_privacy_v_version_related_parent_id_idx" ON "_pg_privacy_v_version_related" USING btree ("_parent_id");
  CREATE INDEX "_pg_privacy_v_version_meta_keywords_order_idx" ON "_pg_privacy_v_version_meta_keywords" USING btree ("_order");
  CREATE INDEX "_pg_privacy_v_version_meta_keywords_parent_id_idx" ON "_pg_privacy_v_version_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "_pg_privacy_v_version_meta_version_meta_image_idx" ON "_pg_privacy_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pg_privacy_v_version_version__status_idx" ON "_pg_privacy_v" USING btree ("version__status");
  CREATE INDEX "_pg_privacy_v_created_at_idx" ON "_pg_privacy_v" USING btree ("created_at");
  CREATE INDEX "_pg_privacy_v_updated_at_idx" ON "_pg_privacy_v" USING btree ("updated_at");
  CREATE INDEX "_pg_privacy_v_latest_idx" ON "_pg_privacy_v" USING btree ("latest");
  CREATE INDEX "_pg_privacy_v_autosave_idx" ON "_pg_privacy_v" USING btree ("autosave");
  CREATE INDEX "pg_terms_sections_paragraphs_order_idx" ON "pg_terms_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "pg_terms_sections_paragraphs_parent_id_idx" ON "pg_terms_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "pg_terms_sections_list_order_idx" ON "pg_terms_sections_list" USING btree ("_order");
  CREATE INDEX "pg_terms_sections_list_parent_id_idx" ON "pg_terms_sections_list" USING btree ("_parent_id");
  CREATE INDEX "pg_terms_sections_closing_order_idx" ON "pg_terms_sections_closing" USING btree ("_order");
  CREATE INDEX "pg_terms_sections_closing_parent_id_idx" ON "pg_terms_sections_closing" USING btree ("_parent_id");
  CREATE INDEX "pg_terms_sections_order_idx" ON "pg_terms_sections" USING btree ("_order");
  CREATE INDEX "pg_terms_sections_parent_id_idx" ON "pg_terms_sections" USING btree ("_parent_id");
  CREATE INDEX "pg_terms_related_order_idx" ON "pg_terms_related" USING btree ("_order");
  CREATE INDEX "pg_terms_related_parent_id_idx" ON "pg_terms_related" USING btree ("_parent_id");
  CREATE INDEX "pg_terms_meta_keywords_order_idx" ON "pg_terms_meta_keywords" USING btree ("_order");
  CREATE INDEX "pg_terms_meta_keywords_parent_id_idx" ON "pg_terms_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "pg_terms_meta_meta_image_idx" ON "pg_terms" USING btree ("meta_image_id");
  CREATE INDEX "pg_terms__status_idx" ON "pg_terms" USING btree ("_status");
  CREATE INDEX "_pg_terms_v_version_sections_paragraphs_order_idx" ON "_pg_terms_v_version_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "_pg_terms_v_version_sections_paragraphs_parent_id_idx" ON "_pg_terms_v_version_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_pg_terms_v_version_sections_list_order_idx" ON "_pg_terms_v_version_sections_list" USING btree ("_order");
  CREATE INDEX "_pg_terms_v_version_sections_list_parent_id_idx" ON "_pg_terms_v_version_sections_list" USING btree ("_parent_id");
  CREATE INDEX "_pg_terms_v_version_sections_closing_order_idx" ON "_pg_terms_v_version_sections_closing" USING btree ("_order");
  CREATE INDEX "_pg_terms_v_version_sections_closing_parent_id_idx" ON "_pg_terms_v_version_sections_closing" USING btree ("_parent_id");
  CREATE INDEX "_pg_terms_v_version_sections_order_idx" ON "_pg_terms_v_version_sections" USING btree ("_order");
  CREATE INDEX "_pg_terms_v_version_sections_parent_id_idx" ON "_pg_terms_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_pg_terms_v_version_related_order_idx" ON "_pg_terms_v_version_related" USING btree ("_order");
  CREATE INDEX "_pg_terms_v_version_related_parent_id_idx" ON "_pg_terms_v_version_related" USING btree ("_parent_id");
  CREATE INDEX "_pg_terms_v_version_meta_keywords_order_idx" ON "_pg_terms_v_version_meta_keywords" USING btree ("_order");
  CREATE INDEX "_pg_terms_v_version_meta_keywords_parent_id_idx" ON "_pg_terms_v_version_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "_pg_terms_v_version_meta_version_meta_image_idx" ON "_pg_terms_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pg_terms_v_version_version__status_idx" ON "_pg_terms_v" USING btree ("version__status");
  CREATE INDEX "_pg_terms_v_created_at_idx" ON "_pg_terms_v" USING btree ("created_at");
  CREATE INDEX "_pg_terms_v_updated_at_idx" ON "_pg_terms_v" USING btree ("updated_at");
  CREATE INDEX "_pg_terms_v_latest_idx" ON "_pg_terms_v" USING btree ("latest");
  CREATE INDEX "_pg_terms_v_autosave_idx" ON "_pg_terms_v" USING btree ("autosave");
  CREATE INDEX "pg_cookies_sections_paragraphs_order_idx" ON "pg_cookies_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "pg_cookies_sections_paragraphs_parent_id_idx" ON "pg_cookies_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "pg_cookies_sections_list_order_idx" ON "pg_cookies_sections_list" USING btree ("_order");
  CREATE INDEX "pg_cookies_sections_list_parent_id_idx" ON "pg_cookies_sections_list" USING btree ("_parent_id");
  CREATE INDEX "pg_cookies_sections_closing_order_idx" ON "pg_cookies_sections_closing" USING btree ("_order");
  CREATE INDEX "pg_cookies_sections_closing_parent_id_idx" ON "pg_cookies_sections_closing" USING btree ("_parent_id");
  CREATE INDEX "pg_cookies_sections_order_idx" ON "pg_cookies_sections" USING btree ("_order");
  CREATE INDEX "pg_cookies_sections_parent_id_idx" ON "pg_cookies_sections" USING btree ("_parent_id");
  CREATE INDEX "pg_cookies_related_order_idx" ON "pg_cookies_related" USING btree ("_order");
  CREATE INDEX "pg_cookies_related_parent_id_idx" ON "pg_cookies_related" USING btree ("_parent_id");
  CREATE INDEX "pg_cookies_meta_keywords_order_idx" ON "pg_cookies_meta_keywords" USING btree ("_order");
  CREATE INDEX "pg_cookies_meta_keywords_parent_id_idx" ON "pg_cookies_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "pg_cookies_meta_meta_image_idx" ON "pg_cookies" USING btree ("meta_image_id");
  CREATE INDEX "pg_cookies__status_idx" ON "pg_cookies" USING btree ("_status");
  CREATE INDEX "_pg_cookies_v_version_sections_paragraphs_order_idx" ON "_pg_cookies_v_version_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "_pg_cookies_v_version_sections_paragraphs_parent_id_idx" ON "_pg_cookies_v_version_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_pg_cookies_v_version_sections_list_order_idx" ON "_pg_cookies_v_version_sections_list" USING btree ("_order");
  CREATE INDEX "_pg_cookies_v_version_sections_list_parent_id_idx" ON "_pg_cookies_v_version_sections_list" USING btree ("_parent_id");
  CREATE INDEX "_pg_cookies_v_version_sections_closing_order_idx" ON "_pg_cookies_v_version_sections_closing" USING btree ("_order");
  CREATE INDEX "_pg_cookies_v_version_sections_closing_parent_id_idx" ON "_pg_cookies_v_version_sections_closing" USING btree ("_parent_id");
  CREATE INDEX "_pg_cookies_v_version_sections_order_idx" ON "_pg_cookies_v_version_sections" USING btree ("_order");
  CREATE INDEX "_pg_cookies_v_version_sections_parent_id_idx" ON "_pg_cookies_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_pg_cookies_v_version_related_order_idx" ON "_pg_cookies_v_version_related" USING btree ("_order");
  CREATE INDEX "_pg_cookies_v_version_related_parent_id_idx" ON "_pg_cookies_v_version_related" USING btree ("_parent_id");
  CREATE INDEX "_pg_cookies_v_version_meta_keywords_order_idx" ON "_pg_cookies_v_version_meta_keywords" USING btree ("_order");
  CREATE INDEX "_pg_cookies_v_version_meta_keywords_parent_id_idx" ON "_pg_cookies_v_version_meta_keywords" USING btree ("_parent_id");
  CREATE INDEX "_pg_cookies_v_version_meta_version_meta_image_idx" ON "_pg_cookies_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pg_cookies_v_version_version__status_idx" ON "_pg_cookies_v" USING btree ("version__status");
  CREATE INDEX "_pg_cookies_v_created_at_idx" ON "_pg_cookies_v" USING btree ("created_at");
  CREATE INDEX "_pg_cookies_v_updated_at_idx" ON "_pg_cookies_v" USING btree ("updated_at");
  CREATE INDEX "_pg_cookies_v_latest_idx" ON "_pg_cookies_v" USING btree ("latest");
  CREATE INDEX "_pg_cookies_v_autosave_idx" ON "_pg_cookies_v" USING btree ("autosave");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pg_home_hero_highlights" CASCADE;
  DROP TABLE "pg_home_about_paragraphs" CASCADE;
  DROP TABLE "pg_home_services_cards" CASCADE;
  DROP TABLE "pg_home_results_testimonials" CASCADE;
  DROP TABLE "pg_home_why_choose_items" CASCADE;
  DROP TABLE "pg_home_faq_teaser_items" CASCADE;
  DROP TABLE "pg_home_meta_keywords" CASCADE;
  DROP TABLE "pg_home" CASCADE;
  DROP TABLE "_pg_home_v_version_hero_highlights" CASCADE;
  DROP TABLE "_pg_home_v_version_about_paragraphs" CASCADE;
  DROP TABLE "_pg_home_v_version_services_cards" CASCADE;
  DROP TABLE "_pg_home_v_version_results_testimonials" CASCADE;
  DROP TABLE "_pg_home_v_version_why_choose_items" CASCADE;
  DROP TABLE "_pg_home_v_version_faq_teaser_items" CASCADE;
  DROP TABLE "_pg_home_v_version_meta_keywords" CASCADE;
  DROP TABLE "_pg_home_v" CASCADE;
  DROP TABLE "pg_about_story_paragraphs" CASCADE;
  DROP TABLE "pg_about_mission_paragraphs" CASCADE;
  DROP TABLE "pg_about_approach_items" CASCADE;
  DROP TABLE "pg_about_team_paragraphs" CASCADE;
  DROP TABLE "pg_about_team_roles" CASCADE;
  DROP TABLE "pg_about_values_items" CASCADE;
  DROP TABLE "pg_about_meta_keywords" CASCADE;
  DROP TABLE "pg_about" CASCADE;
  DROP TABLE "_pg_about_v_version_story_paragraphs" CASCADE;
  DROP TABLE "_pg_about_v_version_mission_paragraphs" CASCADE;
  DROP TABLE "_pg_about_v_version_approach_items" CASCADE;
  DROP TABLE "_pg_about_v_version_team_paragraphs" CASCADE;
  DROP TABLE "_pg_about_v_version_team_roles" CASCADE;
  DROP TABLE "_pg_about_v_version_values_items" CASCADE;
  DROP TABLE "_pg_about_v_version_meta_keywords" CASCADE;
  DROP TABLE "_pg_about_v" CASCADE;
  DROP TABLE "pg_services_cards" CASCADE;
  DROP TABLE "pg_services_process_steps" CASCADE;
  DROP TABLE "pg_services_highlights_items" CASCADE;
  DROP TABLE "pg_services_meta_keywords" CASCADE;
  DROP TABLE "pg_services" CASCADE;
  DROP TABLE "_pg_services_v_version_cards" CASCADE;
  DROP TABLE "_pg_services_v_version_process_steps" CASCADE;
  DROP TABLE "_pg_services_v_version_highlights_items" CASCADE;
  DROP TABLE "_pg_services_v_version_meta_keywords" CASCADE;
  DROP TABLE "_pg_services_v" CASCADE;
  DROP TABLE "pg_svc_acct_included_items" CASCADE;
  DROP TABLE "pg_svc_acct_benefits_items" CASCADE;
  DROP TABLE "pg_svc_acct_approach_blocks_points" CASCADE;
  DROP TABLE "pg_svc_acct_approach_blocks" CASCADE;
  DROP TABLE "pg_svc_acct_why_it_works_paragraphs" CASCADE;
  DROP TABLE "pg_svc_acct_why_it_works_points" CASCADE;
  DROP TABLE "pg_svc_acct_meta_keywords" CASCADE;
  DROP TABLE "pg_svc_acct" CASCADE;
  DROP TABLE "_pg_svc_acct_v_version_included_items" CASCADE;
  DROP TABLE "_pg_svc_acct_v_version_benefits_items" CASCADE;
  DROP TABLE "_pg_svc_acct_v_version_approach_blocks_points" CASCADE;
  DROP TABLE "_pg_svc_acct_v_version_approach_blocks" CASCADE;
  DROP TABLE "_pg_svc_acct_v_version_why_it_works_paragraphs" CASCADE;
  DROP TABLE "_pg_svc_acct_v_version_why_it_works_points" CASCADE;
  DROP TABLE "_pg_svc_acct_v_version_meta_keywords" CASCADE;
  DROP TABLE "_pg_svc_acct_v" CASCADE;
  DROP TABLE "pg_svc_mkt_included_items" CASCADE;
  DROP TABLE "pg_svc_mkt_benefits_items" CASCADE;
  DROP TABLE "pg_svc_mkt_approach_blocks_points" CASCADE;
  DROP TABLE "pg_svc_mkt_approach_blocks" CASCADE;
  DROP TABLE "pg_svc_mkt_why_it_works_paragraphs" CASCADE;
  DROP TABLE "pg_svc_mkt_why_it_works_points" CASCADE;
  DROP TABLE "pg_svc_mkt_meta_keywords" CASCADE;
  DROP TABLE "pg_svc_mkt" CASCADE;
  DROP TABLE "_pg_svc_mkt_v_version_included_items" CASCADE;
  DROP TABLE "_pg_svc_mkt_v_version_benefits_items" CASCADE;
  DROP TABLE "_pg_svc_mkt_v_version_approach_blocks_points" CASCADE;
  DROP TABLE "_pg_svc_mkt_v_version_approach_blocks" CASCADE;
  DROP TABLE "_pg_svc_mkt_v_version_why_it_works_paragraphs" CASCADE;
  DROP TABLE "_pg_svc_mkt_v_version_why_it_works_points" CASCADE;
  DROP TABLE "_pg_svc_mkt_v_version_meta_keywords" CASCADE;
  DROP TABLE "_pg_svc_mkt_v" CASCADE;
  DROP TABLE "pg_svc_chat_included_items" CASCADE;
  DROP TABLE "pg_svc_chat_benefits_items" CASCADE;
  DROP TABLE "pg_svc_chat_approach_blocks_points" CASCADE;
  DROP TABLE "pg_svc_chat_approach_blocks" CASCADE;
  DROP TABLE "pg_svc_chat_why_it_works_paragraphs" CASCADE;
  DROP TABLE "pg_svc_chat_why_it_works_points" CASCADE;
  DROP TABLE "pg_svc_chat_meta_keywords" CASCADE;
  DROP TABLE "pg_svc_chat" CASCADE;
  DROP TABLE "_pg_svc_chat_v_version_included_items" CASCADE;
  DROP TABLE "_pg_svc_chat_v_version_benefits_items" CASCADE;
  DROP TABLE "_pg_svc_chat_v_version_approach_blocks_points" CASCADE;
  DROP TABLE "_pg_svc_chat_v_version_approach_blocks" CASCADE;
  DROP TABLE "_pg_svc_chat_v_version_why_it_works_paragraphs" CASCADE;
  DROP TABLE "_pg_svc_chat_v_version_why_it_works_points" CASCADE;
  DROP TABLE "_pg_svc_chat_v_version_meta_keywords" CASCADE;
  DROP TABLE "_pg_svc_chat_v" CASCADE;
  DROP TABLE "pg_faq_general_items" CASCADE;
  DROP TABLE "pg_faq_policy_items" CASCADE;
  DROP TABLE "pg_faq_meta_keywords" CASCADE;
  DROP TABLE "pg_faq" CASCADE;
  DROP TABLE "_pg_faq_v_version_general_items" CASCADE;
  DROP TABLE "_pg_faq_v_version_policy_items" CASCADE;
  DROP TABLE "_pg_faq_v_version_meta_keywords" CASCADE;
  DROP TABLE "_pg_faq_v" CASCADE;
  DROP TABLE "pg_contact_meta_keywords" CASCADE;
  DROP TABLE "pg_contact" CASCADE;
  DROP TABLE "_pg_contact_v_version_meta_keywords" CASCADE;
  DROP TABLE "_pg_contact_v" CASCADE;
  DROP TABLE "pg_blog_meta_keywords" CASCADE;
  DROP TABLE "pg_blog" CASCADE;
  DROP TABLE "_pg_blog_v_version_meta_keywords" CASCADE;
  DROP TABLE "_pg_blog_v" CASCADE;
  DROP TABLE "pg_not_found_popular" CASCADE;
  DROP TABLE "pg_not_found" CASCADE;
  DROP TABLE "_pg_not_found_v_version_popular" CASCADE;
  DROP TABLE "_pg_not_found_v" CASCADE;
  DROP TABLE "pg_server_error" CASCADE;
  DROP TABLE "_pg_server_error_v" CASCADE;
  DROP TABLE "pg_privacy_sections_paragraphs" CASCADE;
  DROP TABLE "pg_privacy_sections_list" CASCADE;
  DROP TABLE "pg_privacy_sections_closing" CASCADE;
  DROP TABLE "pg_privacy_sections" CASCADE;
  DROP TABLE "pg_privacy_related" CASCADE;
  DROP TABLE "pg_privacy_meta_keywords" CASCADE;
  DROP TABLE "pg_privacy" CASCADE;
  DROP TABLE "_pg_privacy_v_version_sections_paragraphs" CASCADE;
  DROP TABLE "_pg_privacy_v_version_sections_list" CASCADE;
  DROP TABLE "_pg_privacy_v_version_sections_closing" CASCADE;
  DROP TABLE "_pg_privacy_v_version_sections" CASCADE;
  DROP TABLE "_pg_privacy_v_version_related" CASCADE;
  DROP TABLE "_pg_privacy_v_version_meta_keywords" CASCADE;
  DROP TABLE "_pg_privacy_v" CASCADE;
  DROP TABLE "pg_terms_sections_paragraphs" CASCADE;
  DROP TABLE "pg_terms_sections_list" CASCADE;
  DROP TABLE "pg_terms_sections_closing" CASCADE;
  DROP TABLE "pg_terms_sections" CASCADE;
  DROP TABLE "pg_terms_related" CASCADE;
  DROP TABLE "pg_terms_meta_keywords" CASCADE;
  DROP TABLE "pg_terms" CASCADE;
  DROP TABLE "_pg_terms_v_version_sections_paragraphs" CASCADE;
  DROP TABLE "_pg_terms_v_version_sections_list" CASCADE;
  DROP TABLE "_pg_terms_v_version_sections_closing" CASCADE;
  DROP TABLE "_pg_terms_v_version_sections" CASCADE;
  DROP TABLE "_pg_terms_v_version_related" CASCADE;
  DROP TABLE "_pg_terms_v_version_meta_keywords" CASCADE;
  DROP TABLE "_pg_terms_v" CASCADE;
  DROP TABLE "pg_cookies_sections_paragraphs" CASCADE;
  DROP TABLE "pg_cookies_sections_list" CASCADE;
  DROP TABLE "pg_cookies_sections_closing" CASCADE;
  DROP TABLE "pg_cookies_sections" CASCADE;
  DROP TABLE "pg_cookies_related" CASCADE;
  DROP TABLE "pg_cookies_meta_keywords" CASCADE;
  DROP TABLE "pg_cookies" CASCADE;
  DROP TABLE "_pg_cookies_v_version_sections_paragraphs" CASCADE;
  DROP TABLE "_pg_cookies_v_version_sections_list" CASCADE;
  DROP TABLE "_pg_cookies_v_version_sections_closing" CASCADE;
  DROP TABLE "_pg_cookies_v_version_sections" CASCADE;
  DROP TABLE "_pg_cookies_v_version_related" CASCADE;
  DROP TABLE "_pg_cookies_v_version_meta_keywords" CASCADE;
  DROP TABLE "_pg_cookies_v" CASCADE;
  DROP TYPE "public"."enum_pg_home_hero_highlights_icon";
  DROP TYPE "public"."enum_pg_home_services_cards_icon";
  DROP TYPE "public"."enum_pg_home_why_choose_items_icon";
  DROP TYPE "public"."enum_pg_home_status";
  DROP TYPE "public"."enum__pg_home_v_version_hero_highlights_icon";
  DROP TYPE "public"."enum__pg_home_v_version_services_cards_icon";
  DROP TYPE "public"."enum__pg_home_v_version_why_choose_items_icon";
  DROP TYPE "public"."enum__pg_home_v_version_status";
  DROP TYPE "public"."enum_pg_about_team_roles_icon";
  DROP TYPE "public"."enum_pg_about_values_items_icon";
  DROP TYPE "public"."enum_pg_about_status";
  DROP TYPE "public"."enum__pg_about_v_version_team_roles_icon";
  DROP TYPE "public"."enum__pg_about_v_version_values_items_icon";
  DROP TYPE "public"."enum__pg_about_v_version_status";
  DROP TYPE "public"."enum_pg_services_cards_icon";
  DROP TYPE "public"."enum_pg_services_highlights_items_icon";
  DROP TYPE "public"."enum_pg_services_status";
  DROP TYPE "public"."enum__pg_services_v_version_cards_icon";
  DROP TYPE "public"."enum__pg_services_v_version_highlights_items_icon";
  DROP TYPE "public"."enum__pg_services_v_version_status";
  DROP TYPE "public"."enum_pg_svc_acct_included_items_icon";
  DROP TYPE "public"."enum_pg_svc_acct_benefits_items_icon";
  DROP TYPE "public"."enum_pg_svc_acct_approach_blocks_icon";
  DROP TYPE "public"."enum_pg_svc_acct_status";
  DROP TYPE "public"."enum__pg_svc_acct_v_version_included_items_icon";
  DROP TYPE "public"."enum__pg_svc_acct_v_version_benefits_items_icon";
  DROP TYPE "public"."enum__pg_svc_acct_v_version_approach_blocks_icon";
  DROP TYPE "public"."enum__pg_svc_acct_v_version_status";
  DROP TYPE "public"."enum_pg_svc_mkt_included_items_icon";
  DROP TYPE "public"."enum_pg_svc_mkt_benefits_items_icon";
  DROP TYPE "public"."enum_pg_svc_mkt_approach_blocks_icon";
  DROP TYPE "public"."enum_pg_svc_mkt_status";
  DROP TYPE "public"."enum__pg_svc_mkt_v_version_included_items_icon";
  DROP TYPE "public"."enum__pg_svc_mkt_v_version_benefits_items_icon";
  DROP TYPE "public"."enum__pg_svc_mkt_v_version_approach_blocks_icon";
  DROP TYPE "public"."enum__pg_svc_mkt_v_version_status";
  DROP TYPE "public"."enum_pg_svc_chat_included_items_icon";
  DROP TYPE "public"."enum_pg_svc_chat_benefits_items_icon";
  DROP TYPE "public"."enum_pg_svc_chat_approach_blocks_icon";
  DROP TYPE "public"."enum_pg_svc_chat_status";
  DROP TYPE "public"."enum__pg_svc_chat_v_version_included_items_icon";
  DROP TYPE "public"."enum__pg_svc_chat_v_version_benefits_items_icon";
  DROP TYPE "public"."enum__pg_svc_chat_v_version_approach_blocks_icon";
  DROP TYPE "public"."enum__pg_svc_chat_v_version_status";
  DROP TYPE "public"."enum_pg_faq_status";
  DROP TYPE "public"."enum__pg_faq_v_version_status";
  DROP TYPE "public"."enum_pg_contact_status";
  DROP TYPE "public"."enum__pg_contact_v_version_status";
  DROP TYPE "public"."enum_pg_blog_status";
  DROP TYPE "public"."enum__pg_blog_v_version_status";
  DROP TYPE "public"."enum_pg_not_found_status";
  DROP TYPE "public"."enum__pg_not_found_v_version_status";
  DROP TYPE "public"."enum_pg_server_error_status";
  DROP TYPE "public"."enum__pg_server_error_v_version_status";
  DROP TYPE "public"."enum_pg_privacy_status";
  DROP TYPE "public"."enum__pg_privacy_v_version_status";
  DROP TYPE "public"."enum_pg_terms_status";
  DROP TYPE "public"."enum__pg_terms_v_version_status";
  DROP TYPE "public"."enum_pg_cookies_status";
  DROP TYPE "public"."enum__pg_cookies_v_version_status";`)
}
