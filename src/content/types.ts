/**
 * Shapes of the site's marketing copy. Each page's own copy is edited in /cms (src/lib/pages, seeded from
 * src/seed/pages); the shared copy lives in ./site-content.ts.
 */

import type { LegalBody } from '@/lib/pages/legal-body'

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

/** `title` is followed by " | {agency}" in the document title; `image` replaces the default social image. */
export type PageSeo = { title: string; description: string; keywords: string[]; image?: { url: string; width?: number; height?: number; alt?: string } }
export type NavItem = { href: string; label: string }
export type Link = { href: string; label: string }
export type ServiceCard = { icon: IconName; title: string; description: string; link: string; secondaryLink?: Link }
/** `rating`: whole stars, 1 to 5. */
export type Testimonial = { quote: string; name: string; rating: number }
export type FeatureItem = { icon: IconName; title: string; description: string }
export type ProcessStep = { number: string; title: string; description: string }
export type FaqItem = { question: string; answer: string }
export type Cta = { heading: string; text: string; buttonLabel: string }
export type Hero = { eyebrow: string; heading: string; text: string }

export type ServicePageContent = {
  slug: 'account-management' | 'marketing' | 'chat-management'
  /** Breadcrumb and card label, e.g. "Account Management". */
  label: string
  /** schema.org Service.serviceType */
  serviceType: string
  seo: PageSeo
  hero: Hero & { ctaLabel: string }
  /** Grid of included items / solutions / features: exactly 8. */
  included: { heading: string; intro: string; items: FeatureItem[] }
  /** Three cards: "why it matters" / "why it works" / benefits. */
  benefits: { heading: string; intro: string; items: FeatureItem[] }
  /** Optional three-block approach section (marketing). */
  approach?: { heading: string; intro: string; blocks: { icon: IconName; title: string; text: string; points: string[] }[] }
  /** Optional prose section (chat management's "why it works"). */
  whyItWorks?: { heading: string; paragraphs: string[]; points: string[] }
  closing: Cta
}

export type LegalPageContent = {
  seo: PageSeo
  /** Breadcrumb label, e.g. "Privacy Policy". */
  label: string
  heading: string
  intro: string
  /** The line above the sections; `{date}` is replaced with the page's date where the page shows one. */
  updated: string
  /** Rich text; each Heading 2 opens a numbered section. */
  body: LegalBody
  /** Links to related pages below the sections. */
  related: Link[]
  /** Closing line; `{year}` is replaced with the current year. */
  footnote?: string
}

export type ServerErrorCopy = { heading: string; text: string; retryLabel: string; homeLabel: string; supportLabel: string; supportSubject: string }

export type SiteContent = {
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
  home: {
    seo: PageSeo
    hero: {
      eyebrow: string
      heading: string
      tagline: string
      aboutLinkLabel: string
      bookLabel: string
      highlights: { icon: IconName; value: string; label: string }[]
    }
    about: { heading: string; paragraphs: string[]; servicesLinkLabel: string; bookLinkLabel: string; blogLinkLabel: string }
    services: { eyebrow: string; heading: string; intro: string; cards: ServiceCard[] }
    results: { eyebrow: string; heading: string; intro: string; testimonials: Testimonial[] }
    whyChoose: { eyebrow: string; heading: string; intro: string; items: FeatureItem[] }
    faqTeaser: { eyebrow: string; heading: string; intro: string; items: FaqItem[]; viewAllLabel: string }
    bookCall: { heading: string; text: string; spotsNotice: string; buttonLabel: string }
  }
  about: {
    seo: PageSeo
    hero: Hero
    story: { heading: string; paragraphs: string[] }
    mission: { heading: string; paragraphs: string[] }
    approach: { heading: string; intro: string; items: string[] }
    team: { heading: string; paragraphs: string[]; roles: FeatureItem[] }
    values: { heading: string; items: FeatureItem[] }
    cta: Cta
  }
  services: {
    seo: PageSeo
    hero: Hero
    cards: ServiceCard[]
    process: { heading: string; intro: string; steps: ProcessStep[] }
    highlights: { heading: string; items: FeatureItem[] }
    cta: Cta & { secondaryLabel: string }
  }
  servicePages: Record<ServicePageContent['slug'], ServicePageContent>
  faq: {
    seo: PageSeo
    hero: Hero
    general: { heading: string; items: FaqItem[] }
    policy: { heading: string; items: FaqItem[] }
    stillHaveQuestions: Cta
  }
  contact: {
    seo: PageSeo
    hero: Hero
    form: { heading: string; intro: string }
    bookingCard: { heading: string; text: string; buttonLabel: string }
    directCard: { heading: string; text: string }
    serviceAreas: { heading: string; text: string }
  }
  blog: {
    seo: PageSeo
    hero: { badge: string; heading: string; text: string }
    listHeading: string
    endText: string
    errorText: string
    /** The button that asks for the next page again after it failed to load. */
    retryLabel: string
    loadingMore: string
    shown: string
    cta: Cta
    article: {
      backLabel: string
      shareLabel: string
      linkCopied: string
      shareFailed: string
      relatedHeading: string
      cta: Cta
      byline: string
      /** Added to every article's category as its SEO keywords. */
      keyword: string
    }
  }
  notFound: { heading: string; text: string; homeLabel: string; backLabel: string; popularHeading: string; popular: Link[]; bookLabel: string }
  serverError: ServerErrorCopy
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
  alertsOff: string
  alertsOn: string
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
  conversionHeading: string
  /** `{followed}` of `{started}` conversations, `{percent}`. */
  conversionText: string
  conversionNone: string
  perDayHeading: string
  perWeekHeading: string
  byPageHeading: string
  /** `{days}`: the window of the pages table. */
  byPageCaption: string
  day: string
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

/** The funnel on /admin/reports (admins). */
export type StaffFunnelCopy = {
  heading: string
  intro: string
  from: string
  to: string
  show: string
  downloadCsv: string
  /** `{from}`, `{to}`, `{days}` (a count and `day` or `days`). */
  rangeText: string
  day: string
  days: string
  /** `{reason}`: why the chosen dates were refused. */
  invalid: string
  steps: { visitors: string; conversations: string; clicks: string; booked: string; cancelled: string }
  /** `{rate}` of the step before. */
  ofPrevious: string
  /** `{rate}` of visitors. */
  ofVisitors: string
  weeksHeading: string
  week: string
  rate: string
  chartTitle: string
  /** `{weeks}`. */
  chartDescription: string
  breakdownsHeading: string
  /** `{count}`. */
  breakdownsIntro: string
  dimensions: { landing_page: string; referrer_host: string; utm_campaign: string; utm_source: string; utm_medium: string; link_source: string }
  bookedPerVisitor: string
  bookedPerClick: string
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
  heading: string
  intro: string
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

/** The parts of SiteContent edited page by page in /cms (src/lib/pages); the rest is every page's shared copy. */
export type PageCopyKey = 'home' | 'about' | 'services' | 'servicePages' | 'faq' | 'contact' | 'blog' | 'notFound' | 'serverError'
export type SiteChrome = Omit<SiteContent, PageCopyKey>

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
  failed: string
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
  /** `{count}`: devices an alert reached. */
  recipients: string
  /** By alert status (sent, failed, skipped…); an unknown status is shown as it is. */
  statuses: Record<string, string>
}
