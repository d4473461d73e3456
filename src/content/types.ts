/**
 * Shapes of the copy every page shares and of the staff pages' copy (./site-content.ts). Each public
 * page's own copy is shaped by its fields in /cms: src/lib/pages/copy.ts derives its types from them.
 */

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

/** Values the copy is written against; the running site fills them from its configuration. */
export type ContentSite = {
  agencyName: string
  contactEmail: string
  /** Where strategy calls are booked (BOOKING_URL); the legal pages name its host. */
  bookingUrl: string
  platform: string
  secondPlatform: string
}

export type NavItem = { href: string; label: string }
export type Link = { href: string; label: string }
/** The copy every page shares (navigation, footer, controls, banners, widgets) and the staff pages' copy. */
export type SiteChrome = {
  /** The phrase that, inside any FAQ answer, becomes a link to /contact. Must occur verbatim in answers. */
  bookingPhrase: string
  nav: NavItem[]
  footer: {
    tagline: string
    servicesHeading: string
    companyHeading: string
    legalHeading: string
    contactHeading: string
    mailSubject: string
    companyLinks: Link[]
    bookingLabel: string
    legalLinks: Link[]
    copyright: string
  }
  /** Labels of shared controls. */
  ui: {
    bookCall: string
    learnMore: string
    openMenu: string
    closeMenu: string
    menuTitle: string
    copied: string
    copyEmail: string
    opensInNewTab: string
    related: string
    /** The skip link at the top of every site and staff page. */
    skipToContent: string
  }
  /** The breadcrumb trail of the inner pages. */
  breadcrumbs: {
    /** aria-label of the breadcrumb navigation. */
    navLabel: string
    home: string
    about: string
    services: string
    faq: string
    contact: string
    blog: string
  }
  /** The blog's category pages (/blog/category/<slug>) and its feed link. */
  blogCategories: {
    /** Each category's page, keyed by the category's name (BLOG_CATEGORIES in src/lib/blog/constants.ts). */
    pages: Record<string, { title: string; description: string; keywords: string[] }>
    eyebrow: string
    /** `{category}`: the category's name. */
    emptyText: string
    allPostsLabel: string
    feedLabel: string
  }
  cookieBanner: {
    heading: string
    text: string
    policyLinkLabel: string
    acceptAll: string
    /** Beside Accept All and as prominent: essential cookies only. */
    rejectAll: string
    managePreferences: string
    dialogTitle: string
    dialogText: string
    essential: { label: string; description: string; alwaysOn: string }
    categories: { key: 'performance' | 'functional' | 'marketing'; label: string; description: string }[]
    cancel: string
    save: string
  }
  chatWidget: ChatWidgetCopy
  staffChat: StaffChatCopy
  monitoring: MonitoringCopy
  staffReports: StaffReportsCopy
  cms: CmsCopy
  contactForm: {
    labels: { name: string; email: string; subject: string; message: string }
    submit: string
    sending: string
    successTitle: string
    successText: string
    /** The panel that replaces the form once the message is sent. */
    thanksHeading: string
    /** `{senderEmail}`: the address the visitor gave. */
    thanksNext: string
    thanksReplyTime: string
    thanksBook: string
    thanksBookLabel: string
    sendAnother: string
    failureTitle: string
    /** Shown when the server gave no message; names the agency e-mail. */
    failureFallback: string
  }
}

/** The visitor's live-chat widget. */
export type ChatWidgetCopy = {
  teaser: string
  dismissTeaser: string
  openLabel: string
  closeLabel: string
  title: string
  subtitle: string
  intro: string
  labels: { name: string; email: string; phone: string; message: string }
  placeholders: { name: string; email: string; phone: string; message: string }
  contactHint: string
  send: string
  sending: string
  retrying: string
  you: string
  closedNotice: string
  offline: string
  errorTitle: string
  startFailed: string
  sendFailed: string
  /** `{count}` is replaced with the number of unread replies. */
  unread: string
  teamOnline: string
  teamAway: string
  awayNotice: string
  /** Outside office hours: `{time}` is when the team is back, in the visitor's time. */
  outOfHoursNotice: string
  outOfHoursNoTime: string
  bookNow: string
  /** `{time}`: the measured typical first reply, e.g. "about 5 minutes". */
  typicalReply: string
  /** The reply-time promise while the team is online and no typical reply time is measured yet. */
  replySoon: string
  /** A booking link written in a message, drawn as a button. */
  bookCall: string
  opensInNewTab: string
  /** Names the widget's toast region, apart from any other on the page. */
  notificationsLabel: string
  staffTyping: string
}

/** The staff pages: /admin/login and /admin/chat. */
/** The /cms admin's own additions: login branding, dashboard links, password help. */
export type CmsCopy = {
  /** The agency's name, above the /cms sign-in form. */
  loginHeading: string
  loginIntro: string
  forgotPasswordTitle: string
  forgotPasswordText: string
  backToLogin: string
  staffToolsHeading: string
  chatConsole: { label: string; description: string }
  monitoring: { label: string; description: string }
}

export type StaffChatCopy = {
  loginTitle: string
  loginIntro: string
  /** The login's intro when it leads to /monitoring. */
  monitoringLoginIntro: string
  /** A signed-in user whose role does not open the page: `{username}` and `{role}`. */
  signedInAs: string
  /** `{roles}` lists the roles the page is for, e.g. "Admin and Support". */
  chatIsFor: string
  monitoringIsFor: string
  goToCms: string
  otherAccount: string
  username: string
  password: string
  signIn: string
  signingIn: string
  loginSuccess: string
  loginFailedPrefix: string
  invalidCredentials: string
  /** Throttled sign-in (HTTP 429); `{minutes}` is the wait the server asks for. */
  tooManyAttempts: string
  noChatAccess: string
  noMonitoringAccess: string
  unexpectedError: string
  consoleTitle: string
  conversations: string
  loadingConversations: string
  noConversations: string
  showOlder: string
  loadingOlder: string
  messages: string
  selectConversation: string
  closeChat: string
  closed: string
  open: string
  replyLabel: string
  replyPlaceholder: string
  send: string
  sending: string
  retrying: string
  signOut: string
  errorTitle: string
  sendFailed: string
  closeFailed: string
  noContact: string
  connecting: string
  closedConversation: string
  filterLabel: string
  filters: { all: string; open: string; closed: string }
  searchLabel: string
  searchPlaceholder: string
  noMatches: string
  searchFailed: string
  /** `{count}`: unread visitor messages of one conversation. */
  unreadCount: string
  /** `{name}`: the visitor's name. */
  visitorTyping: string
  /** The console's chime and tab notifications, on or off (the button's pressed state says which). */
  soundInTab: string
  alertsHint: string
  /** Push alerts on staff devices (src/components/staff/PushAlertsPanel.tsx). */
  pushAlerts: PushAlertsCopy
  newConversationAlert: string
  newMessageAlert: string
  exportJson: string
  exportText: string
  deleteVisitor: string
  deleteTitle: string
  deleteText: string
  deleteConfirm: string
  deleting: string
  cancel: string
  deleted: string
  deleteFailed: string
  closeTitle: string
  /** `{name}`: the visitor's name. */
  closeText: string
  closeConfirm: string
  closing: string
  reopen: string
  reopened: string
  reopenFailed: string
  backToList: string
  /** `{text}`: the start of the team's last reply, in the list's preview line. */
  previewFromTeam: string
  noMessagesYet: string
  moreActions: string
  /** `{name}`: the name visitors see on this staff member's replies. */
  replyingAs: string
  /** Where a staff member sets the display name their replies carry. */
  changeDisplayName: string
  assigneeFilterLabel: string
  assigneeFilters: { all: string; mine: string; unassigned: string }
  assignedTo: string
  unassigned: string
  you: string
  take: string
  assignFailed: string
  composerMode: string
  replyMode: string
  noteMode: string
  noteLabel: string
  notePlaceholder: string
  addNote: string
  savingNote: string
  noteFailed: string
  /** Above each note in the thread: `{name}` is its author. */
  noteBy: string
  noteHint: string
  cannedHint: string
  cannedTitle: string
  cannedNone: string
  cannedNoMatch: string
  /** `{count}`: canned replies matching, announced to screen readers. */
  cannedCount: string
  shortcutsButton: string
  shortcutsTitle: string
  shortcutsIntro: string
  shortcuts: { keys: string; action: string }[]
  closeDialog: string
  visitorDetails: string
  /** `{page}`: the path the visitor has open now. */
  nowOn: string
  /** `{page}`: the last page of a visitor whose widget is no longer connected. */
  leftSite: string
  /** `{source}`: the referrer, or `direct`. */
  cameFromLine: string
  /** `{time}`: the visitor's local time. */
  localTime: string
  noContext: string
  cameFrom: string
  direct: string
  landingPage: string
  campaign: string
  device: string
  deviceNames: { mobile: string; tablet: string; desktop: string }
  pagesThisVisit: string
  earlierConversations: string
  /** `{count}`: the visitor's other conversations. */
  earlierCount: string
  /** `{page}` where the visitor clicked a booking link, at `{time}`. */
  clickedBooking: string
  bookingClicks: string
  /** A call booked from this conversation, by its state; `{date}`: its time in the agent's own. */
  bookingStates: { booked: string; rescheduled: string; moved: string; cancelled: string }
  bookedCalls: string
  /** The booking link's `{source}` (ref) and the `{page}` it was clicked on. */
  bookingFrom: string
  reportsLink: string
  outcomeLabel: string
  noOutcome: string
  outcomeFailed: string
  blockVisitor: string
  blockTitle: string
  /** `{name}`: the visitor. */
  blockText: string
  blocking: string
  blockedNotice: string
  unblockVisitor: string
  blockFailed: string
}

/** /admin/reports: what turns into bookings. */
export type StaffReportsCopy = {
  title: string
  intro: string
  backToChat: string
  /** The one date range every section follows. */
  range: {
    label: string
    /** The ranges one click away (src/lib/reports/funnel-range.ts). */
    quick: { '7d': string; '30d': string; month: string; 'last-month': string; '12m': string }
    custom: string
    from: string
    to: string
    show: string
    downloadCsv: string
    /** `{from}`, `{to}`, `{days}` (a count and `day` or `days`). */
    rangeText: string
    /** `{from}`, `{to}`: the days the headline figures are compared with. */
    comparedWith: string
    day: string
    days: string
    /** `{reason}`: why the chosen dates were refused. */
    invalid: string
  }
  /** The headline figures, each with its change from the same number of days before (`{days}`, `{previous}`, `{percent}`). */
  headline: {
    heading: string
    visitors: string
    conversations: string
    clicks: string
    booked: string
    /** `{count}` of the booked calls since cancelled. */
    cancelled: string
    up: string
    down: string
    same: string
    new: string
    none: string
  }
  chart: {
    /** `{unit}`: day or week. */
    title: string
    /** `{count}` and `{unit}`s, `{visitors}` and `{booked}` the largest figures. */
    description: string
    day: string
    week: string
    /** `{value}`: the largest figure of a lane. */
    most: string
    visitorsLegend: string
    bookedLegend: string
  }
  /** What the chats of the range went on to do: shares of the same chats. */
  chatPath: {
    heading: string
    /** `{count}` of `{started}` chats, `{percent}`. */
    followedByClick: string
    followedByBooking: string
    /** `{count}`. */
    cancelled: string
    none: string
    perVisitorHeading: string
    perVisitor: { conversations: string; clicks: string; booked: string }
    /** Said where a rate is left out because more events than visitors were counted. */
    undercounted: string
  }
  experiments: {
    heading: string
    intro: string
    none: string
    arm: Record<'original' | 'variant', string>
    columns: Record<'arm' | 'visitors' | 'conversations' | 'bookingClicks' | 'bookedCalls' | 'contactMessages', string>
    rate: string
    cancelled: string
    status: Record<'running' | 'paused' | 'ended', string>
    meta: string
    ended: string
    winner: Record<'original' | 'variant', string>
    beats: string
    steps: Record<'bookedCalls' | 'bookingClicks', string>
    noBeats: string
    needed: string
    neededOne: string
    enough: string
    sameRates: string
    sampleRatio: string
    interval: string
    decide: string
    publishVariant: string
    keepOriginal: string
    decideHelp: string
    decision: Record<'published' | 'kept' | 'not-found' | 'ended' | 'forbidden' | 'invalid', string>
  }
  breakdownsHeading: string
  perWeekHeading: string
  byPageHeading: string
  weekOf: string
  total: string
  page: string
  clicks: string
  other: string
  noClicks: string
  conversationsHeading: string
  chats: string
  firstReply: string
  timeToClose: string
  unlabelled: string
  funnel: StaffFunnelCopy
}

/** The funnel's tables on /admin/reports (admins). */
export type StaffFunnelCopy = {
  steps: { visitors: string; conversations: string; clicks: string; booked: string; cancelled: string }
  weeksHeading: string
  week: string
  sourcesHeading: string
  campaignsHeading: string
  landingHeading: string
  linksHeading: string
  /** `{count}`. */
  breakdownsIntro: string
  dimensions: {
    landing_page: string
    referrer_host: string
    utm_campaign: string
    utm_source: string
    utm_medium: string
    link_source: string
  }
  bookedPerHundred: string
  articlesHeading: string
  articlesIntro: string
  article: string
  nothing: string
}

export type MonitoringCopy = {
  title: string
  intro: string
  runCheck: string
  running: string
  loading: string
  emptyTitle: string
  emptyText: string
  latestReport: string
  checkedOn: string
  metrics: { averageResponseTime: string; pagesChecked: string; issuesFound: string }
  pagesHeading: string
  pageColumn: string
  responseTimeColumn: string
  statusColumn: string
  chartHeading: string
  trendHeading: string
  trendIntro: string
  issuesHeading: string
  noIssues: string
  completeTitle: string
  errorTitle: string
  fetchFailed: string
  runFailed: string
  loadFailed: string
  retry: string
  scheduleNote: string
  consoleLink: string
  cmsLink: string
  signOut: string
  checksColumn: string
  /** `{count}`: problems found on one page. */
  pageProblems: string
  pageClean: string
  /** What the check read on a page; `{…}` placeholders are named in site-content.ts. */
  checks: {
    title: string
    description: string
    canonical: string
    jsonLd: string
    links: string
    images: string
    missing: string
    titleCount: string
    jsonLdBlocks: string
    jsonLdInvalid: string
    linksAllFine: string
    linksBroken: string
    imagesFine: string
    imagesMissingAlt: string
    sitemap: string
    notRead: string
    notHtml: string
    pageIssues: string
  }
  issueTrendHeading: string
  issueTrendIntro: string
  historyHeading: string
  historyIntro: string
  dateColumn: string
  issuesColumn: string
  viewReport: string
  viewing: string
  /** `{date}`: the report's date. */
  reportOf: string
  backToLatest: string
  uptime: UptimeCopy
}

/** The uptime section of /monitoring (src/components/monitoring/UptimeView.tsx). */
export type UptimeCopy = {
  /** The overall state at the top of /monitoring. */
  stateHeading: string
  /** The site's states (src/lib/uptime/status.ts takes its state names from these keys). */
  states: Record<'operational' | 'degraded' | 'down' | 'unknown', string>
  /** `{minutes}`: the Site settings' probe interval. */
  interval: string
  heading: string
  intro: string
  /** `{counts}`: the heartbeatCounts that are not 0, `{count}`: how many probes a bar shows. */
  heartbeatSummary: string
  /** `{n}`: how many marks of a heartbeat bar are up, down or without a result. */
  heartbeatCounts: Record<'up' | 'down' | 'none', string>
  /** `{from}`, `{to}`: the first and last probe a heartbeat bar shows. */
  heartbeatSpan: string
  heartbeatHeading: string
  externalHeading: string
  externalIntro: string
  /** An external service's states (the names src/lib/uptime/status.ts uses). */
  serviceStates: Record<'up' | 'slow' | 'down' | 'unknown', string>
  /** After an external target's name in the incident tables. */
  externalSuffix: string
  /** `{time}`: the newest probe's time. */
  lastProbe: string
  noProbes: string
  targetColumn: string
  windows: { '24h': string; '7d': string; '30d': string }
  overall: string
  /** `{passed}`, `{total}`: probes that passed and probes made. */
  probeCount: string
  openHeading: string
  noOpen: string
  pastHeading: string
  noPast: string
  openedColumn: string
  closedColumn: string
  durationColumn: string
  causeColumn: string
  /** `{duration}`: how long an open incident has lasted so far. */
  ongoing: string
  chartHeading: string
  chartTitle: string
  /** `{targets}`, `{max}`: the lines drawn and the axis maximum in ms. */
  chartDescription: string
  chartEmpty: string
  chartTable: string
  hourColumn: string
}

export type PushAlertsCopy = {
  /** The console header's button that opens the panel. */
  summary: string
  heading: string
  intro: string
  turnOn: string
  turningOn: string
  onHere: string
  unsupported: string
  denied: string
  /** Why turning alerts on failed (src/lib/alerts/push-failure.ts). */
  failures: {
    'blocked-here': string
    'push-service': string
    'stale-registration': string
    'site-refused': string
    unknown: string
  }
  devices: string
  noDevices: string
  thisBrowser: string
  /** `{date}`: when the device was added. */
  added: string
  /** `{device}`: the device's label. */
  remove: string
  removeFailed: string
  recent: string
  noAlerts: string
  refresh: string
  loading: string
  loadFailed: string
  /** What each channel did with an alert, by its status; `{count}`: the devices or addresses it reached. */
  channelStatus: Record<'email' | 'push', Record<'queued' | 'sent' | 'failed' | 'skipped', string>>
}
