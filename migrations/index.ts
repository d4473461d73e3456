import * as migration_20261122_081606_initial from './20261122_081606_initial';
import * as migration_20261122_092631_contact_messages_and_jobs from './20261122_092631_contact_messages_and_jobs';
import * as migration_20261122_093914_blog_posts from './20261122_093914_blog_posts';
import * as migration_20261122_151722_chat_and_monitoring from './20261122_151722_chat_and_monitoring';
import * as migration_20261123_115521_chat_read_receipts from './20261123_115521_chat_read_receipts';
import * as migration_20261123_120023_chat_reply_email from './20261123_120023_chat_reply_email';
import * as migration_20261125_055045_audit_log from './20261125_055045_audit_log';
import * as migration_20261125_062218_blog_read_time_override from './20261125_062218_blog_read_time_override';
import * as migration_20261125_120920_site_settings from './20261125_120920_site_settings';
import * as migration_20261125_123129_redirects from './20261125_123129_redirects';
import * as migration_20261125_204851_pages from './20261125_204851_pages';
import * as migration_20261125_234226_legal_rich_text_post_autosave from './20261125_234226_legal_rich_text_post_autosave';
import * as migration_20261126_024233_chat_notes_assignment_canned_replies from './20261126_024233_chat_notes_assignment_canned_replies';
import * as migration_20261126_025734_chat_visitor_context from './20261126_025734_chat_visitor_context';
import * as migration_20261126_030847_booking_clicks from './20261126_030847_booking_clicks';
import * as migration_20261126_032619_chat_outcomes_blocking from './20261126_032619_chat_outcomes_blocking';
import * as migration_20261126_034149_chat_office_hours from './20261126_034149_chat_office_hours';
import * as migration_20261126_040831_chat_webhook from './20261126_040831_chat_webhook';
import * as migration_20261127_003216_bookings from './20261127_003216_bookings';
import * as migration_20261127_024122_attribution from './20261127_024122_attribution';
import * as migration_20261127_062500_funnel_daily from './20261127_062500_funnel_daily';
import * as migration_20261127_063000_alerts_uptime from './20261127_063000_alerts_uptime';
import * as migration_20261127_063500_uptime_jobs from './20261127_063500_uptime_jobs';
import * as migration_20261127_092709_page_copy_columns from './20261127_092709_page_copy_columns';
import * as migration_20261127_124646_trash_and_scheduled_publish from './20261127_124646_trash_and_scheduled_publish';
import * as migration_20261129_002150_booking_event_order from './20261129_002150_booking_event_order';
import * as migration_20261129_013000_booking_tracking_kept from './20261129_013000_booking_tracking_kept';
import * as migration_20261201_185652_site_profiles from './20261201_185652_site_profiles';
import * as migration_20261201_224134_experiments from './20261201_224134_experiments';

export const migrations = [
  {
    up: migration_20261122_081606_initial.up,
    down: migration_20261122_081606_initial.down,
    name: '20261122_081606_initial',
  },
  {
    up: migration_20261122_092631_contact_messages_and_jobs.up,
    down: migration_20261122_092631_contact_messages_and_jobs.down,
    name: '20261122_092631_contact_messages_and_jobs',
  },
  {
    up: migration_20261122_093914_blog_posts.up,
    down: migration_20261122_093914_blog_posts.down,
    name: '20261122_093914_blog_posts',
  },
  {
    up: migration_20261122_151722_chat_and_monitoring.up,
    down: migration_20261122_151722_chat_and_monitoring.down,
    name: '20261122_151722_chat_and_monitoring',
  },
  {
    up: migration_20261123_115521_chat_read_receipts.up,
    down: migration_20261123_115521_chat_read_receipts.down,
    name: '20261123_115521_chat_read_receipts',
  },
  {
    up: migration_20261123_120023_chat_reply_email.up,
    down: migration_20261123_120023_chat_reply_email.down,
    name: '20261123_120023_chat_reply_email',
  },
  {
    up: migration_20261125_055045_audit_log.up,
    down: migration_20261125_055045_audit_log.down,
    name: '20261125_055045_audit_log',
  },
  {
    up: migration_20261125_062218_blog_read_time_override.up,
    down: migration_20261125_062218_blog_read_time_override.down,
    name: '20261125_062218_blog_read_time_override',
  },
  {
    up: migration_20261125_120920_site_settings.up,
    down: migration_20261125_120920_site_settings.down,
    name: '20261125_120920_site_settings',
  },
  {
    up: migration_20261125_123129_redirects.up,
    down: migration_20261125_123129_redirects.down,
    name: '20261125_123129_redirects',
  },
  {
    up: migration_20261125_204851_pages.up,
    down: migration_20261125_204851_pages.down,
    name: '20261125_204851_pages',
  },
  {
    up: migration_20261125_234226_legal_rich_text_post_autosave.up,
    down: migration_20261125_234226_legal_rich_text_post_autosave.down,
    name: '20261125_234226_legal_rich_text_post_autosave',
  },
  {
    up: migration_20261126_024233_chat_notes_assignment_canned_replies.up,
    down: migration_20261126_024233_chat_notes_assignment_canned_replies.down,
    name: '20261126_024233_chat_notes_assignment_canned_replies',
  },
  {
    up: migration_20261126_025734_chat_visitor_context.up,
    down: migration_20261126_025734_chat_visitor_context.down,
    name: '20261126_025734_chat_visitor_context',
  },
  {
    up: migration_20261126_030847_booking_clicks.up,
    down: migration_20261126_030847_booking_clicks.down,
    name: '20261126_030847_booking_clicks',
  },
  {
    up: migration_20261126_032619_chat_outcomes_blocking.up,
    down: migration_20261126_032619_chat_outcomes_blocking.down,
    name: '20261126_032619_chat_outcomes_blocking',
  },
  {
    up: migration_20261126_034149_chat_office_hours.up,
    down: migration_20261126_034149_chat_office_hours.down,
    name: '20261126_034149_chat_office_hours',
  },
  {
    up: migration_20261126_040831_chat_webhook.up,
    down: migration_20261126_040831_chat_webhook.down,
    name: '20261126_040831_chat_webhook',
  },
  {
    up: migration_20261127_003216_bookings.up,
    down: migration_20261127_003216_bookings.down,
    name: '20261127_003216_bookings',
  },
  {
    up: migration_20261127_024122_attribution.up,
    down: migration_20261127_024122_attribution.down,
    name: '20261127_024122_attribution',
  },
  {
    up: migration_20261127_062500_funnel_daily.up,
    down: migration_20261127_062500_funnel_daily.down,
    name: '20261127_062500_funnel_daily',
  },
  {
    up: migration_20261127_063000_alerts_uptime.up,
    down: migration_20261127_063000_alerts_uptime.down,
    name: '20261127_063000_alerts_uptime',
  },
  {
    up: migration_20261127_063500_uptime_jobs.up,
    down: migration_20261127_063500_uptime_jobs.down,
    name: '20261127_063500_uptime_jobs',
  },
  {
    up: migration_20261127_092709_page_copy_columns.up,
    down: migration_20261127_092709_page_copy_columns.down,
    name: '20261127_092709_page_copy_columns',
  },
  {
    up: migration_20261127_124646_trash_and_scheduled_publish.up,
    down: migration_20261127_124646_trash_and_scheduled_publish.down,
    name: '20261127_124646_trash_and_scheduled_publish',
  },
  {
    up: migration_20261129_002150_booking_event_order.up,
    down: migration_20261129_002150_booking_event_order.down,
    name: '20261129_002150_booking_event_order',
  },
  {
    up: migration_20261129_013000_booking_tracking_kept.up,
    down: migration_20261129_013000_booking_tracking_kept.down,
    name: '20261129_013000_booking_tracking_kept',
  },
  {
    up: migration_20261201_185652_site_profiles.up,
    down: migration_20261201_185652_site_profiles.down,
    name: '20261201_185652_site_profiles',
  },
  {
    up: migration_20261201_224134_experiments.up,
    down: migration_20261201_224134_experiments.down,
    name: '20261201_224134_experiments'
  },
];
