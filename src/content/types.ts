/**
 * Names for the copy every page shares and for the staff pages' copy. The copy itself, in
 * ./site-content.ts, is the only definition of its shape: each type here is read off it, and the
 * comments on what a string is for and what its `{…}` placeholders stand for sit on its properties there.
 * Each public page's own copy is shaped by its fields in /cms: src/lib/pages/copy.ts derives its types from them.
 */
import type { getSiteContent } from './site-content'

export type { ContentSite } from './content-site'

export const ICON_NAMES = [
  'award',
  'bar-chart',
  'calendar',
  'check',
  'clock',
  'dollar-sign',
  'eye',
  'globe',
  'graduation-cap',
  'handshake',
  'heart',
  'lightbulb',
  'lock',
  'megaphone',
  'message-circle',
  'rocket',
  'shield',
  'sparkles',
  'star',
  'target',
  'trending-up',
  'users',
  'zap',
] as const

export type IconName = (typeof ICON_NAMES)[number]

/** The copy every page shares (navigation, footer, controls, banners, widgets) and the staff pages' copy. */
export type SiteChrome = ReturnType<typeof getSiteContent>

export type NavItem = SiteChrome['nav'][number]
export type Link = SiteChrome['footer']['companyLinks'][number]

/** The visitor's live-chat widget. */
export type ChatWidgetCopy = SiteChrome['chatWidget']
/** The staff pages: /admin/login and /admin/chat. */
export type StaffChatCopy = SiteChrome['staffChat']
/** Push alerts on staff devices (src/components/staff/PushAlertsPanel.tsx). */
export type PushAlertsCopy = StaffChatCopy['pushAlerts']
/** /admin/reports: what turns into bookings. */
export type StaffReportsCopy = SiteChrome['staffReports']
/** The funnel's tables on /admin/reports (admins). */
export type StaffFunnelCopy = StaffReportsCopy['funnel']
/** /monitoring: the site's health reports. */
export type MonitoringCopy = SiteChrome['monitoring']
/** The uptime section of /monitoring (src/components/monitoring/UptimeView.tsx). */
export type UptimeCopy = MonitoringCopy['uptime']
/** The /cms admin's own additions: login branding, dashboard links, password help. */
export type CmsCopy = SiteChrome['cms']
