/**
 * The copy every page shares (navigation, footer, controls, cookie banner, chat widget) and the staff
 * pages' copy. Each public page's own copy is edited in /cms (src/lib/pages, seeded from src/seed/pages).
 *
 * The agency name, contact e-mail and platform names are configuration: they always come from the
 * `ContentSite` argument and are never written into the copy directly.
 */
import type { ContentSite } from './content-site'

/** Inside any FAQ answer this exact phrase is rendered as a link to /contact. */
const BOOKING_PHRASE = 'book a free strategy call'

/** A blog category's page: its title, meta description and keywords. */
type CategoryPage = { title: string; description: string; keywords: string[] }

/** The category pages by name, typed so that a lookup by any name (one read from the address) may find none. */
function categoryPages(pages: Record<string, CategoryPage>): Record<string, CategoryPage> {
  return pages
}

/** The cookie categories a visitor can switch: the keys of `ConsentChoices` in src/lib/consent/consent.ts. */
type CookieCategoryKey = 'performance' | 'functional' | 'marketing'

/** Types a cookie category's key as any of them, so every category of the banner has the one shape. */
function consentKey(key: CookieCategoryKey): CookieCategoryKey {
  return key
}

/**
 * The copy every page shares (navigation, footer, controls, banners, widgets) and the staff pages' copy.
 * Its return type is the copy's only definition: ./types.ts names it `SiteChrome` and names its parts.
 */
export function getSiteContent(site: ContentSite) {
  const { agencyName, platform, secondPlatform } = site

  return {
    /** The phrase that, inside any FAQ answer, becomes a link to /contact. Must occur verbatim in answers. */
    bookingPhrase: BOOKING_PHRASE,

    nav: [
      { href: '/', label: 'Home' },
      { href: '/about', label: 'About' },
      { href: '/services', label: 'Services' },
      { href: '/blog', label: 'Blog' },
      { href: '/faq', label: 'FAQ' },
      { href: '/contact', label: 'Contact' },
    ],

    footer: {
      tagline: `Discreet, performance-based management for ${platform} creators who want to grow their income and reclaim their time.`,
      servicesHeading: 'Services',
      companyHeading: 'Company',
      legalHeading: 'Legal',
      contactHeading: 'Contact',
      mailSubject: 'Strategy Call Inquiry',
      companyLinks: [
        { href: '/services', label: 'Services' },
        { href: '/about', label: 'About' },
      ],
      bookingLabel: 'Book a Strategy Call',
      legalLinks: [
        { href: '/privacy-policy', label: 'Privacy Policy' },
        { href: '/terms-of-service', label: 'Terms of Service' },
        { href: '/cookie-policy', label: 'Cookie Policy' },
      ],
      copyright: `© 2025 ${agencyName}. All rights reserved.`,
    },

    /** Labels of shared controls. */
    ui: {
      bookCall: 'Book Call',
      learnMore: 'Learn more',
      openMenu: 'Open menu',
      closeMenu: 'Close menu',
      menuTitle: 'Menu',
      copied: 'Copied!',
      copyEmail: 'Copy email address to clipboard',
      opensInNewTab: '(opens in a new tab)',
      related: 'Related',
      /** The skip link at the top of every site and staff page. */
      skipToContent: 'Skip to main content',
    },

    /** The blog's category pages (/blog/category/<slug>) and its feed link. */
    blogCategories: {
      /** Each category's page, keyed by the category's name (BLOG_CATEGORIES in src/lib/blog/constants.ts). */
      pages: categoryPages({
        Marketing: {
          title: `Marketing Tips for ${platform} Creators`,
          description: `How creators win paying subscribers: social media funnels, collaborations, promotions and launch plans that grow a ${platform} page week after week.`,
          keywords: [`${platform} marketing`, 'creator promotion', 'grow subscribers'],
        },
        Revenue: {
          title: `Earnings and Pricing Guides for ${platform} Creators`,
          description:
            'Raise your monthly earnings without burning out: subscription pricing, pay-per-view, tips, bundles and keeping the fans who already pay.',
          keywords: [`${platform} earnings`, 'PPV pricing', 'creator income'],
        },
        Management: {
          title: `Account and Chat Management for ${platform} Creators`,
          description:
            'Run your page like a business: chat management, posting schedules, working with a team and the daily routines that keep fans coming back.',
          keywords: ['chat management', 'creator account management', 'fan engagement'],
        },
        Platforms: {
          title: `${platform}, ${secondPlatform} and Other Creator Platforms Compared`,
          description: `Straight comparisons of ${platform}, ${secondPlatform} and other subscription platforms: fees, payouts, features and where your audience is most willing to pay.`,
          keywords: [`${platform} vs ${secondPlatform}`, 'creator platforms', 'platform fees'],
        },
        Branding: {
          title: 'Personal Branding for Subscription Creators',
          description:
            'Build a brand fans remember and pay for: positioning, content style, boundaries and privacy for creators who want a career, not a moment.',
          keywords: ['creator personal brand', 'content style', 'creator privacy'],
        },
      }),
      eyebrow: 'Blog category',
      /** `{category}`: the category's name. */
      emptyText:
        'No {category} articles yet. New guides are on the way; in the meantime, the rest of the blog is worth a read.',
      allPostsLabel: 'Browse all articles',
      feedLabel: 'RSS feed',
    },

    /** The breadcrumb trail of the inner pages. */
    breadcrumbs: {
      /** aria-label of the breadcrumb navigation. */
      navLabel: 'Breadcrumb',
      home: 'Home',
      about: 'About',
      services: 'Services',
      faq: 'FAQ',
      contact: 'Contact',
      blog: 'Blog',
    },

    cookieBanner: {
      heading: 'We value your privacy',
      text: 'We use essential cookies to run this site and, with your permission, cookies for analytics, features and marketing. Read our',
      policyLinkLabel: 'Cookie Policy',
      acceptAll: 'Accept All',
      /** Beside Accept All and as prominent: essential cookies only. */
      rejectAll: 'Reject All',
      managePreferences: 'Manage Preferences',
      dialogTitle: 'Cookie Preferences',
      dialogText: 'Choose which cookies we may use. Essential cookies are always on because the site needs them.',
      essential: {
        label: 'Essential',
        description: 'Needed for the site to work, such as remembering this choice.',
        alwaysOn: '(always on)',
      },
      categories: [
        {
          key: consentKey('performance'),
          label: 'Performance',
          description:
            'Anonymous analytics that show us which pages help visitors, and a cookie that keeps the version of a page you see.',
        },
        {
          key: consentKey('functional'),
          label: 'Functional',
          description: 'Remember choices such as your chat details to make the site easier to use.',
        },
        {
          key: consentKey('marketing'),
          label: 'Marketing',
          description: 'Measure our advertising so we can show relevant messages elsewhere.',
        },
      ],
      cancel: 'Cancel',
      save: 'Save Preferences',
    },

    /** The visitor's live-chat widget. */
    chatWidget: {
      teaser: 'Chat with a team member',
      dismissTeaser: 'Dismiss chat invitation',
      openLabel: 'Open live chat',
      closeLabel: 'Minimise chat',
      title: 'Chat with our team',
      subtitle: 'A real person from our team answers.',
      intro: 'Tell us a little about yourself and ask anything about growing your account.',
      labels: { name: 'Name', email: 'Email', phone: 'Phone', message: 'Message' },
      placeholders: {
        name: 'Your name',
        email: 'you@example.com',
        phone: '+1 555 010 0000',
        message: 'Type your message…',
      },
      contactHint: 'At least one of email or phone is required, so we can reach you if you leave.',
      send: 'Send',
      sending: 'Sending…',
      retrying: 'Not delivered yet, retrying…',
      you: 'You',
      closedNotice: 'Our team has closed this conversation. Send a new message any time to start another one.',
      offline: 'Connection lost. Your messages will be sent when you are back online.',
      errorTitle: 'Error',
      startFailed: 'Failed to start chat. Please try again.',
      sendFailed: 'Failed to send message. Please try again.',
      /** `{count}` is replaced with the number of unread replies. */
      unread: '{count} unread',
      teamOnline: 'Our team is online',
      teamAway: 'Our team is away',
      awayNotice: 'We’re away right now. Leave a message and we’ll reply here or by email.',
      /** Outside office hours: `{time}` is when the team is back, in the visitor's time. */
      outOfHoursNotice: 'We’re back {time} (your time). Leave us a message.',
      outOfHoursNoTime: 'We’re out of the office. Leave us a message.',
      bookNow: 'Book a free call',
      /** `{time}`: the measured typical first reply, e.g. "about 5 minutes". */
      typicalReply: 'Usually replies in {time}',
      /** The reply-time promise while the team is online and no typical reply time is measured yet. */
      replySoon: 'Usually replies within minutes',
      /** A booking link written in a message, drawn as a button. */
      bookCall: 'Book a call',
      opensInNewTab: '(opens in a new tab)',
      /** Names the widget's toast region, apart from any other on the page. */
      notificationsLabel: 'Chat notifications',
      staffTyping: 'Support Team is typing…',
    },

    /** The staff pages: /admin/login and /admin/chat. */
    staffChat: {
      loginTitle: 'Admin Login',
      loginIntro: 'Sign in to answer visitor chats.',
      /** The login's intro when it leads to /monitoring. */
      monitoringLoginIntro: 'Sign in to see the site’s health reports and run a check.',
      /** A signed-in user whose role does not open the page: `{username}` and `{role}`. */
      signedInAs: 'You are signed in as {username} ({role}).',
      /** `{roles}` lists the roles the page is for, e.g. "Admin and Support". */
      chatIsFor: 'The chat console is for support staff: {roles} accounts.',
      monitoringIsFor: 'Site monitoring is for {roles} accounts.',
      goToCms: 'Go to the CMS',
      otherAccount: 'Or sign in with another account:',
      username: 'Username',
      password: 'Password',
      signIn: 'Sign in',
      signingIn: 'Signing in...',
      loginSuccess: 'Login successful!',
      loginFailedPrefix: 'Login failed: ',
      invalidCredentials: 'Invalid username or password',
      /** Throttled sign-in (HTTP 429); `{minutes}` is the wait the server asks for. */
      tooManyAttempts: 'Too many sign-in attempts. Please wait {minutes} min and try again.',
      noChatAccess: 'This account has no access to the chat console',
      noMonitoringAccess: 'This account has no access to site monitoring',
      unexpectedError: 'An unexpected error occurred',
      consoleTitle: 'Live chat',
      conversations: 'Conversations',
      loadingConversations: 'Loading conversations...',
      noConversations: 'No conversations yet. New chats appear here as soon as a visitor writes.',
      showOlder: 'Show older conversations',
      loadingOlder: 'Loading...',
      messages: 'Messages',
      selectConversation: 'Select a conversation to view messages.',
      closeChat: 'Close Chat',
      closed: 'Closed',
      open: 'Open',
      replyLabel: 'Reply',
      replyPlaceholder: 'Type your reply…',
      send: 'Send',
      sending: 'Sending…',
      retrying: 'Not delivered yet, retrying…',
      signOut: 'Sign Out',
      errorTitle: 'Error',
      sendFailed: 'Failed to send message',
      closeFailed: 'Failed to close conversation',
      noContact: 'No contact details',
      connecting: 'Connecting…',
      closedConversation: 'This conversation is closed.',
      filterLabel: 'Status',
      filters: { all: 'All', open: 'Open', closed: 'Closed' },
      searchLabel: 'Search conversations',
      searchPlaceholder: 'Search name, email or message…',
      noMatches: 'No conversations match.',
      searchFailed: 'Search failed. Please try again.',
      /** `{count}`: unread visitor messages of one conversation. */
      unreadCount: '{count} unread',
      /** `{name}`: the visitor's name. */
      visitorTyping: '{name} is typing…',
      /** The console's chime and tab notifications, on or off (the button's pressed state says which). */
      soundInTab: 'Sound in this tab',
      alertsHint: 'Plays a sound and shows a notification for new chats while this tab is in the background.',
      /** Push alerts on staff devices (src/components/staff/PushAlertsPanel.tsx). */
      pushAlerts: {
        /** The console header's button that opens the panel. */
        summary: 'Notifications on this device',
        heading: 'Notifications on your devices',
        intro:
          'Get a notification on this device when a visitor starts a chat or waits for a reply, even with the console closed. Alerts carry the visitor’s first name, the page and the wait, never their message.',
        turnOn: 'Turn on alerts on this device',
        turningOn: 'Turning on…',
        onHere: 'Alerts are on for this browser.',
        unsupported:
          'This browser cannot receive push alerts. Try Chrome, Edge or Firefox, or Safari on a Mac or on an iPhone added to the home screen.',
        denied:
          'Notifications are blocked for this site. Private and incognito windows always block them; in a normal window, allow them in the browser’s site settings, then try again.',
        /** Why turning alerts on failed (src/lib/alerts/push-failure.ts). */
        failures: {
          'blocked-here':
            'This browser blocks notifications here: private and incognito windows always do. Open the console in a normal window, then try again.',
          'push-service':
            'This browser’s push service could not be reached (a network or firewall may block it). Please try again later.',
          'stale-registration':
            'This browser holds an older alerts registration for the site. Clear this site’s data in the browser, then try again.',
          'site-refused': 'The site did not accept this device. Sign in again, then try again.',
          unknown: 'Alerts could not be turned on. Please try again.',
        },
        devices: 'Your devices',
        noDevices: 'No device has alerts on yet.',
        thisBrowser: 'this browser',
        /** `{date}`: when the device was added. */
        added: 'added {date}',
        /** `{device}`: the device's label. */
        remove: 'Remove {device}',
        removeFailed: 'The device could not be removed. Please try again.',
        recent: 'Recent alerts',
        noAlerts: 'No alerts sent yet.',
        refresh: 'Refresh',
        loading: 'Loading…',
        loadFailed: 'Could not load. Please try again.',
        /** What each channel did with an alert, by its status; `{count}`: the devices or addresses it reached. */
        channelStatus: {
          email: {
            queued: 'E-mail waiting to send',
            sent: 'E-mailed',
            failed: 'E-mail failed',
            skipped: 'Not e-mailed',
          },
          push: {
            queued: 'Push waiting to send',
            sent: 'Pushed to {count} device(s)',
            failed: 'Push failed',
            skipped: 'No device to push to',
          },
        },
      },
      newConversationAlert: 'New chat from {name}',
      newMessageAlert: 'New message from {name}',
      exportJson: 'Export JSON',
      exportText: 'Export text',
      deleteVisitor: 'Delete visitor data',
      deleteTitle: 'Delete this visitor’s conversations?',
      deleteText: 'Every conversation and message of {name} is deleted for good. Use this to answer a privacy request.',
      deleteConfirm: 'Delete for good',
      deleting: 'Deleting…',
      cancel: 'Cancel',
      deleted: 'The visitor’s conversations were deleted.',
      deleteFailed: 'Failed to delete conversations',
      closeTitle: 'Close this conversation?',
      /** `{name}`: the visitor's name. */
      closeText: '{name} sees that the chat is closed and cannot write in it any more. You can reopen it later.',
      closeConfirm: 'Close conversation',
      closing: 'Closing…',
      reopen: 'Reopen',
      reopened: 'The conversation is open again.',
      reopenFailed: 'Failed to reopen conversation',
      backToList: 'Back to conversations',
      /** `{text}`: the start of the team's last reply, in the list's preview line. */
      previewFromTeam: 'You: {text}',
      noMessagesYet: 'No messages yet',
      moreActions: 'More',
      /** `{name}`: the name visitors see on this staff member's replies. */
      replyingAs: 'Visitors see your replies from “{name}”.',
      /** Where a staff member sets the display name their replies carry. */
      changeDisplayName: 'Change',
      assigneeFilterLabel: 'Assigned',
      assigneeFilters: { all: 'All', mine: 'Mine', unassigned: 'Unassigned' },
      assignedTo: 'Assigned to',
      unassigned: 'Unassigned',
      you: 'You',
      take: 'Take it',
      assignFailed: 'Failed to assign conversation',
      composerMode: 'Write',
      replyMode: 'Reply',
      noteMode: 'Note',
      noteLabel: 'Internal note',
      notePlaceholder: 'Write a note only staff can see…',
      addNote: 'Add note',
      savingNote: 'Saving…',
      noteFailed: 'Failed to save note',
      /** Above each note in the thread: `{name}` is its author. */
      noteBy: 'Note by {name}',
      noteHint: 'Only staff see notes.',
      cannedHint: 'Type / for canned replies.',
      cannedTitle: 'Canned replies',
      cannedNone: 'No canned replies yet. Admins add them in the CMS.',
      cannedNoMatch: 'No canned reply matches.',
      /** `{count}`: canned replies matching, announced to screen readers. */
      cannedCount: '{count} canned replies',
      shortcutsButton: 'Shortcuts',
      shortcutsTitle: 'Keyboard shortcuts',
      shortcutsIntro: 'They work anywhere in the console, the reply box included. On a Mac, Alt is the Option key (⌥).',
      shortcuts: [
        { keys: 'Alt + ↓  or  Alt + J', action: 'Next conversation' },
        { keys: 'Alt + ↑  or  Alt + K', action: 'Previous conversation' },
        { keys: 'Alt + R', action: 'Write a reply' },
        { keys: 'Alt + N', action: 'Write an internal note' },
        { keys: 'Alt + C', action: 'Close the conversation' },
        {
          keys: '/  (at the start of a reply)',
          action: 'Pick a canned reply: ↑ ↓ choose, Enter inserts, Esc closes the list',
        },
        { keys: 'Enter  ·  Shift + Enter', action: 'Send  ·  New line' },
        { keys: 'Esc', action: 'Leave the reply box' },
        { keys: 'Alt + /', action: 'Show these shortcuts' },
      ],
      closeDialog: 'Close',
      visitorDetails: 'Visitor details',
      /** `{page}`: the path the visitor has open now. */
      nowOn: 'Now on {page}',
      /** `{page}`: the last page of a visitor whose widget is no longer connected. */
      leftSite: 'Left the site · last on {page}',
      /** `{source}`: the referrer, or `direct`. */
      cameFromLine: 'From {source}',
      /** `{time}`: the visitor's local time. */
      localTime: '{time} their time',
      noContext: 'No page details for this visitor yet.',
      cameFrom: 'Came from',
      direct: 'Direct or unknown',
      landingPage: 'Landing page',
      campaign: 'Campaign',
      device: 'Device',
      deviceNames: { mobile: 'Phone', tablet: 'Tablet', desktop: 'Computer' },
      pagesThisVisit: 'Pages this visit',
      earlierConversations: 'Earlier conversations',
      /** `{count}`: the visitor's other conversations. */
      earlierCount: '{count} earlier',
      /** `{page}` where the visitor clicked a booking link, at `{time}`. */
      clickedBooking: 'Clicked Book a Call on {page} at {time}',
      bookingClicks: 'Booking links clicked',
      /** A call booked from this conversation, by its state; `{date}`: its time in the agent's own. */
      bookingStates: {
        booked: 'Booked a call for {date}',
        rescheduled: 'Call rescheduled to {date}',
        moved: 'Call for {date} moved to another time',
        cancelled: 'Call for {date} cancelled',
      },
      bookedCalls: 'Calls booked',
      /** The booking link's `{source}` (ref) and the `{page}` it was clicked on. */
      bookingFrom: 'from {source} on {page}',
      reportsLink: 'Reports',
      outcomeLabel: 'Outcome',
      noOutcome: 'Not labelled',
      outcomeFailed: 'Failed to label the conversation',
      blockVisitor: 'Block visitor',
      blockTitle: 'Block this visitor?',
      /** `{name}`: the visitor. */
      blockText:
        '{name} can no longer send chat messages: they are told politely, and nothing they send is stored. Their open chat is closed. You can unblock them later.',
      blocking: 'Blocking…',
      blockedNotice: 'This visitor is blocked.',
      unblockVisitor: 'Unblock',
      blockFailed: 'Failed to change the block',
    },

    /** /admin/reports: what turns into bookings. */
    staffReports: {
      title: 'Reports',
      intro:
        'How visitors become booked calls, and how the team answers chats. Whole days in UTC; nothing here identifies a visitor.',
      backToChat: 'Back to live chat',
      /** The one date range every section follows. */
      range: {
        label: 'Date range',
        /** The ranges one click away (src/lib/reports/funnel-range.ts). */
        quick: {
          '7d': 'Last 7 days',
          '30d': 'Last 30 days',
          month: 'This month',
          'last-month': 'Last month',
          '12m': 'Last 12 months',
        },
        custom: 'Custom range',
        from: 'From',
        to: 'To',
        show: 'Show',
        downloadCsv: 'Download CSV',
        /** `{from}`, `{to}`, `{days}` (a count and `day` or `days`). */
        rangeText: '{from} to {to} ({days})',
        /** `{from}`, `{to}`: the days the headline figures are compared with. */
        comparedWith: 'Compared with {from} to {to}',
        day: 'day',
        days: 'days',
        /** `{reason}`: why the chosen dates were refused. */
        invalid: 'Those dates could not be used ({reason}). Showing the last 30 days instead.',
      },
      /** The headline figures, each with its change from the same number of days before (`{days}`, `{previous}`, `{percent}`). */
      headline: {
        heading: 'At a glance',
        visitors: 'Visitors',
        conversations: 'Conversations',
        clicks: 'Booking clicks',
        booked: 'Booked calls',
        /** `{count}` of the booked calls since cancelled. */
        cancelled: '{count} more booked, since cancelled',
        up: '{percent}% more than the {days} before ({previous})',
        down: '{percent}% fewer than the {days} before ({previous})',
        same: 'As many as the {days} before ({previous})',
        new: 'None in the {days} before',
        none: 'None in the {days} before either',
      },
      chart: {
        /** `{unit}`: day or week. */
        title: 'Visitors and booked calls per {unit}',
        /** `{count}` and `{unit}`s, `{visitors}` and `{booked}` the largest figures. */
        description:
          '{count} {unit}s, oldest first: visitors in the upper lane (at most {visitors}), booked calls in the lower lane (at most {booked}).',
        day: 'day',
        week: 'week',
        /** `{value}`: the largest figure of a lane. */
        most: 'most {value}',
        visitorsLegend: 'Visitors',
        bookedLegend: 'Booked calls',
      },
      /** What the chats of the range went on to do: shares of the same chats. */
      chatPath: {
        heading: 'What the chats led to',
        /** `{count}` of `{started}` chats, `{percent}`. */
        followedByClick: '{count} of {started} chats were followed by a booking click ({percent}).',
        followedByBooking: '{count} of {started} chats were followed by a booked call ({percent}).',
        /** `{count}`. */
        cancelled: '{count} more by a call since cancelled.',
        none: 'No chats were started in these days.',
        perVisitorHeading: 'Per 100 visitors',
        perVisitor: { conversations: 'Chats', clicks: 'Booking clicks', booked: 'Booked calls' },
        /** Said where a rate is left out because more events than visitors were counted. */
        undercounted:
          '“–”: more were counted than visitors. Visitors are counted without cookies and miss browsers that block the count, so a rate there would mislead.',
      },
      experiments: {
        heading: 'Experiments',
        intro:
          'Each experiment counts from its start to its end, whatever the range above. Visitors are counted once a day each, without cookies; booked calls are those the scheduler confirmed.',
        none: 'No experiment has run yet. Start one in the CMS under Content → Experiments.',
        arm: { original: 'Original', variant: 'Variant' },
        columns: {
          arm: 'Version',
          visitors: 'Visitors',
          conversations: 'Chats',
          bookingClicks: 'Booking clicks',
          bookedCalls: 'Booked calls',
          contactMessages: 'Contact messages',
        },
        /** `{rate}`, `{low}`, `{high}`: a step's share of visitors with its 95 % interval. */
        rate: '{rate} ({low}–{high})',
        cancelled: '{count} cancelled',
        status: { running: 'Running', paused: 'Paused', ended: 'Ended' },
        /** `{page}`, `{share}` (the variant's share), `{since}`. */
        meta: 'On {page} · the variant shown to {share}% of visitors · since {since}',
        ended: 'Ended {day}',
        winner: { original: 'The original was kept.', variant: 'The variant was published.' },
        /** `{percent}`, `{step}`. */
        beats: 'Chance the variant brings more {step}: {percent}',
        steps: { bookedCalls: 'booked calls', bookingClicks: 'booking clicks' },
        noBeats: 'Not enough visitors in each version yet to compare {step}.',
        /** `{count}`: visitors per version. */
        needed: 'To tell this difference in {step} apart from chance: about {count} more visitors per version.',
        neededOne: 'To tell this difference in {step} apart from chance: about 1 more visitor per version.',
        enough: 'Enough visitors to tell the difference in {step} seen now.',
        sameRates: 'No difference in {step} yet.',
        /** `{expected}` and `{observed}` (the variant's share of visitors), `{p}`. */
        sampleRatio:
          'The visitors did not split as chosen: {observed}% saw the variant where {expected}% should have (p = {p}). Something is sending one version more visitors than the other (a cache, a redirect, a bot); its figures cannot be trusted until that is found.',
        interval: 'Rates are per visitor, with their 95 % interval in brackets.',
        decide: 'Decide this experiment',
        publishVariant: 'Publish the variant',
        keepOriginal: 'Keep the original',
        decideHelp:
          'Publishing the variant puts its words on the page for everyone and ends the experiment; keeping the original ends it and changes nothing.',
        decision: {
          published: 'The variant was published and the experiment ended.',
          kept: 'The original was kept and the experiment ended.',
          'not-found': 'That experiment no longer exists.',
          ended: 'That experiment had ended already.',
          forbidden: 'Deciding an experiment is for editors and admins.',
          invalid: 'The variant could not be published: open the page in the CMS and check its fields.',
        },
      },
      breakdownsHeading: 'Details',
      perWeekHeading: 'Booking clicks by link, week by week',
      byPageHeading: 'Booking clicks by page',
      weekOf: 'Week of',
      total: 'Total',
      page: 'Page',
      clicks: 'Clicks',
      other: 'Other',
      noClicks: 'No booking clicks in these days.',
      conversationsHeading: 'Chats: first replies and outcomes',
      chats: 'Chats',
      firstReply: 'First reply (median · 90th percentile)',
      timeToClose: 'Time to close (median)',
      unlabelled: 'Unlabelled',
      /** The funnel's tables on /admin/reports (admins). */
      funnel: {
        steps: {
          visitors: 'Visitors',
          conversations: 'Chats started',
          clicks: 'Booking clicks',
          booked: 'Calls booked',
          cancelled: 'Cancelled',
        },
        weeksHeading: 'Week by week',
        week: 'Week',
        sourcesHeading: 'Where visitors came from',
        campaignsHeading: 'Campaigns',
        landingHeading: 'Landing pages',
        linksHeading: 'Booking links',
        /** `{count}`. */
        breakdownsIntro:
          'By the visit’s first touch: where it landed, the site that sent it and its campaign tags; and by the booking link that was clicked. The {count} values with the most bookings, then clicks.',
        dimensions: {
          landing_page: 'Landing page',
          referrer_host: 'Referrer',
          utm_campaign: 'Campaign',
          utm_source: 'UTM source',
          utm_medium: 'UTM medium',
          link_source: 'Booking link',
        },
        bookedPerHundred: 'Booked per 100 visitors',
        articlesHeading: 'Blog articles that bring bookings',
        articlesIntro: 'Clicks and calls booked on an article, or by a visit that landed on it; visitors who read it.',
        article: 'Article',
        nothing: 'Nothing in these days.',
      },
    },

    monitoring: {
      title: 'Site Monitoring',
      intro:
        'Every public page, blog article, the sitemap and robots.txt: answer times, status codes, broken links and search essentials.',
      runCheck: 'Run Check Now',
      running: 'Running...',
      loading: 'Loading the latest report…',
      emptyTitle: 'No monitoring reports available yet.',
      emptyText: 'Run your first check to get started.',
      latestReport: 'Latest report',
      checkedOn: 'Checked on',
      metrics: {
        averageResponseTime: 'Average response time',
        pagesChecked: 'Pages checked',
        issuesFound: 'Issues found',
      },
      pagesHeading: 'Pages',
      pageColumn: 'Page',
      responseTimeColumn: 'Response time',
      statusColumn: 'Status',
      chartHeading: 'Response time per page',
      trendHeading: 'Trend',
      trendIntro: 'Average response time and status of the last 12 reports, oldest first.',
      issuesHeading: 'Issues',
      noIssues: 'No issues found in this check.',
      completeTitle: 'Monitoring Complete',
      errorTitle: 'Error',
      fetchFailed: 'Failed to fetch monitoring report',
      runFailed: 'Failed to run monitoring check',
      loadFailed: 'The latest report could not be loaded.',
      retry: 'Try again',
      scheduleNote: 'Automated checks run on the 1st of each month at 2 AM UTC.',
      consoleLink: 'Live chat console',
      cmsLink: 'Back to the CMS',
      signOut: 'Sign Out',
      checksColumn: 'Checks',
      /** `{count}`: problems found on one page. */
      pageProblems: '{count} to fix',
      pageClean: 'All checks passed',
      /** What the check read on a page (src/lib/site-audit/presentation.ts fills each string's `{…}` placeholders). */
      checks: {
        title: 'Title',
        description: 'Meta description',
        canonical: 'Canonical link',
        jsonLd: 'Structured data (JSON-LD)',
        links: 'Links followed',
        images: 'Image alt text',
        missing: 'Missing',
        titleCount: '{count} title elements; a page needs exactly one',
        jsonLdBlocks: '{count} block(s), all parse',
        jsonLdInvalid: '{invalid} of {count} block(s) do not parse',
        linksAllFine: '{count} same-site link(s), all answered 200',
        linksBroken: '{count} same-site link(s); {broken} broken: {targets}',
        imagesFine: 'Every image has alt text',
        imagesMissingAlt: '{count} image(s) without alt text',
        sitemap: 'Lists {count} URL(s); each was requested',
        notRead: 'Not read: the page did not answer 200',
        notHtml: 'Not a web page: status and response time only',
        pageIssues: 'Issues on this page',
      },
      issueTrendHeading: 'Issues per report',
      issueTrendIntro: 'High, medium and low issues of the last 12 reports, oldest first.',
      historyHeading: 'Report history',
      historyIntro: 'Every report is kept; the last 12 are listed here.',
      dateColumn: 'Date',
      issuesColumn: 'Issues',
      viewReport: 'View',
      viewing: 'Shown',
      /** `{date}`: the report's date. */
      reportOf: 'Report of {date}',
      backToLatest: 'Back to the latest report',
      /** The uptime section of /monitoring (src/components/monitoring/UptimeView.tsx). */
      uptime: {
        /** The overall state at the top of /monitoring. */
        stateHeading: 'Site status',
        /** The site's states (src/lib/uptime/status.ts takes its state names from these keys). */
        states: { operational: 'Operational', degraded: 'Degraded', down: 'Down', unknown: 'Unknown' },
        /** `{minutes}`: the Site settings' probe interval. */
        interval: 'Probed every {minutes} min (Site settings).',
        heading: 'Uptime',
        intro:
          'Between the monthly checks, a light probe asks the home page, the health check, the newest article and the TLS certificate, and the booking provider apart. Two failures in a row open an incident and alert staff by e-mail.',
        /** `{counts}`: the heartbeatCounts that are not 0, `{count}`: how many probes a bar shows. */
        heartbeatSummary: '{counts} in the last {count} probes',
        /** `{n}`: how many marks of a heartbeat bar are up, down or without a result. */
        heartbeatCounts: { up: '{n} up', down: '{n} down', none: '{n} without a result' },
        /** `{from}`, `{to}`: the first and last probe a heartbeat bar shows. */
        heartbeatSpan: '{from} to {to}',
        heartbeatHeading: 'Last 90 probes per target',
        externalHeading: 'External services',
        externalIntro:
          'Run by others and probed like the site, but never counted in its status or whole-site uptime: an outage here is the provider’s, not the site’s.',
        /** An external service's states (the names src/lib/uptime/status.ts uses). */
        serviceStates: { up: 'Up', slow: 'Slow', down: 'Down', unknown: 'Unknown' },
        /** After an external target's name in the incident tables. */
        externalSuffix: ' (external)',
        /** `{time}`: the newest probe's time. */
        lastProbe: 'Last probe: {time}.',
        noProbes: 'No probes yet: the first runs within a few minutes of the server starting.',
        targetColumn: 'Target',
        windows: { '24h': 'Last 24 hours', '7d': 'Last 7 days', '30d': 'Last 30 days' },
        overall: 'Whole site (every own target up)',
        /** `{passed}`, `{total}`: probes that passed and probes made. */
        probeCount: '{passed} of {total} probes',
        openHeading: 'Open incidents',
        noOpen: 'No open incidents on the site’s own targets.',
        pastHeading: 'Past incidents',
        noPast: 'No incidents yet.',
        openedColumn: 'Opened',
        closedColumn: 'Closed',
        durationColumn: 'Duration',
        causeColumn: 'Cause',
        /** `{duration}`: how long an open incident has lasted so far. */
        ongoing: 'Ongoing ({duration} so far)',
        chartHeading: 'Response time, last 24 hours',
        chartTitle: 'Hourly average response time per target over the last 24 hours',
        /** `{targets}`, `{max}`: the lines drawn and the axis maximum in ms. */
        chartDescription:
          'One line each for {targets}; the scale runs from 0 to {max} ms. Every figure is in the table below the chart.',
        chartEmpty: 'No answered probes in the last 24 hours.',
        chartTable: 'Response times as a table',
        hourColumn: 'Hour (UTC)',
      },
    },

    contactForm: {
      labels: { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' },
      submit: 'Send Message',
      sending: 'Sending...',
      successTitle: 'Message sent!',
      successText: "Thank you for contacting us. We'll get back to you soon.",
      /** The panel that replaces the form once the message is sent. */
      thanksHeading: 'Thank you, your message is with us',
      /** `{senderEmail}`: the address the visitor gave. */
      thanksNext: 'A member of our creator team reads every message personally and replies to {senderEmail}.',
      thanksReplyTime: 'We usually reply within one business day.',
      thanksBook: 'Rather talk it through now? Book your free 30-minute strategy call.',
      thanksBookLabel: 'Book a Free Call',
      sendAnother: 'Send another message',
      failureTitle: 'Failed to send message',
      /** Shown when the server gave no message; names the agency e-mail. */
      failureFallback: `Please try again later or contact us directly at ${site.contactEmail}`,
    },

    /** The /cms admin's own additions: login branding, dashboard links, password help. */
    cms: {
      /** The agency's name, above the /cms sign-in form. */
      loginHeading: agencyName,
      loginIntro: 'Staff sign-in: blog, chats, contact messages and accounts.',
      forgotPasswordTitle: 'Forgot your password?',
      forgotPasswordText:
        'Staff accounts have no e-mail address, so passwords are not reset by e-mail. Ask an admin: they set a new password for you in /cms → Users, and you can change it afterwards under your account.',
      backToLogin: 'Back to sign-in',
      staffToolsHeading: 'Staff tools',
      chatConsole: { label: 'Chat console', description: 'Answer visitor chats live.' },
      monitoring: { label: 'Site monitoring', description: 'Health reports of every public page; run a check.' },
    },
  }
}
