/**
 * Marketing copy for every public page of the site.
 *
 * The agency name, contact e-mail and platform names are configuration: they always come from the
 * `ContentSite` argument and are never written into the copy directly.
 */
import type { ContentSite, FaqItem, ServerErrorCopy, SiteContent } from './types'

/** Also shown by the client-side error boundary, which has no site configuration. */
export const SERVER_ERROR_COPY: ServerErrorCopy = {
  heading: 'Server Error',
  text: "We're experiencing technical difficulties. Our team has been notified and is working to resolve the issue.",
  retryLabel: 'Try Again',
  homeLabel: 'Go Home',
  supportLabel: 'Contact Support',
  supportSubject: 'Website Support',
}

/** Inside any FAQ answer this exact phrase is rendered as a link to /contact. */
const BOOKING_PHRASE = 'book a free strategy call'

export function getSiteContent(site: ContentSite): SiteContent {
  const { agencyName, platform, secondPlatform } = site

  const homeFaq: FaqItem[] = [
    {
      question: 'How much does it cost to work with you?',
      answer: `Our pricing is performance-based, so we only do well when you do. The exact terms depend on your account and your goals, which is why every partnership starts with a free call. The best first step is to ${BOOKING_PHRASE} with our team.`,
    },
    {
      question: 'Do I keep ownership of my content?',
      answer:
        'Always. You keep 100% ownership of everything you create. We manage, schedule and promote your content on your behalf, but it stays yours, during our partnership and after it.',
    },
    {
      question: 'How quickly will I see results?',
      answer: `Most creators see clear progress within the first 30-60 days, and many of the accounts we manage grow to 5-6 figures monthly. To find out what is realistic for your account, ${BOOKING_PHRASE} and we will walk you through it.`,
    },
    {
      question: 'Is my privacy protected?',
      answer:
        'Completely. Discretion is at the heart of what we do. Every partnership is backed by an NDA, access to your account is limited to your dedicated team, and we never share your details with anyone.',
    },
  ]

  const generalFaq: FaqItem[] = [
    {
      question: 'What does your agency do?',
      answer: `${agencyName} manages and grows creator accounts on ${platform} and similar subscription platforms. We handle 24/7 chat management, marketing, content strategy, brand building and revenue optimization, so you can focus on creating while we run the business side.`,
    },
    {
      question: 'Who do you work with?',
      answer:
        'We work with creators at every stage, from women just starting out to established accounts ready to scale. Our team works internationally, so we partner with creators around the world, whatever their time zone.',
    },
    {
      question: 'How much does it cost?',
      answer: `Our pricing is performance-based: our success is tied directly to yours, so there are no large upfront fees to worry about. Because every account is different, every partnership starts with a free call. To get a clear picture for your situation, ${BOOKING_PHRASE} with our team.`,
    },
    {
      question: 'How quickly will I see results?',
      answer: `Most creators see meaningful growth within the first 30-60 days, and the accounts we manage regularly reach 5-6 figures monthly. Results depend on your starting point and goals; the easiest way to get a realistic estimate is to ${BOOKING_PHRASE}.`,
    },
    {
      question: 'Do you really offer 24/7 chat management?',
      answer:
        'Yes. Our chat team covers your inbox 24/7, in every time zone. Fans get timely, personal replies in your voice, even while you sleep, travel or take a well-earned day off.',
    },
    {
      question: 'Which platforms do you work with?',
      answer: `Our core focus is ${platform}. If you are also on ${secondPlatform}, or thinking about a multi-platform setup, we can plan that with you so your channels support each other instead of competing.`,
    },
    {
      question: 'How do I get started?',
      answer: `It's simple: ${BOOKING_PHRASE}. In 30 minutes we will look at your account, talk through your goals and show you what we would do differently. There is no cost and no obligation.`,
    },
  ]

  const policyFaq: FaqItem[] = [
    {
      question: 'Are your contracts binding?',
      answer:
        'No. Our contracts are non-binding. We believe creators should stay because they are seeing results, not because they are locked in. The notice terms are set out clearly in your agreement before you sign.',
    },
    {
      question: 'Who owns my content?',
      answer:
        'You do. You keep 100% ownership of your content at all times. We only use it to manage and promote your account with your approval, and that permission ends when our partnership ends.',
    },
    {
      question: 'Will I have a dedicated manager?',
      answer:
        'Yes. Every creator is assigned a dedicated manager who knows your account, your boundaries and your goals. They are your single point of contact and coordinate the chat, marketing and content specialists on your team.',
    },
    {
      question: 'How do we communicate?',
      answer:
        'However suits you best. Communication runs by email or messaging apps, and your manager keeps you updated with regular check-ins and clear performance reports.',
    },
    {
      question: 'How do you keep my information confidential?',
      answer:
        'Confidentiality is backed by an NDA signed at the start of every partnership. Account access is restricted to the team members who work on your account, and we never disclose who we work with.',
    },
    {
      question: 'Where is your team based?',
      answer:
        'Our team works internationally. That lets us provide 24/7 coverage across all time zones and understand fans from many different markets.',
    },
    {
      question: 'How are your fees structured?',
      answer: `Our fees are performance-based and calculated as a share of the revenue we help generate, so we are motivated to grow your income. The exact terms are agreed in your individual contract. To discuss what that would look like for you, ${BOOKING_PHRASE} and we will answer every question openly.`,
    },
  ]

  return {
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
      skipToContent: 'Skip to main content',
    },

    breadcrumbs: {
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
      managePreferences: 'Manage Preferences',
      dialogTitle: 'Cookie Preferences',
      dialogText: 'Choose which cookies we may use. Essential cookies are always on because the site needs them.',
      essential: { label: 'Essential', description: 'Needed for the site to work, such as remembering this choice.', alwaysOn: '(always on)' },
      categories: [
        { key: 'performance', label: 'Performance', description: 'Anonymous analytics that show us which pages help visitors.' },
        { key: 'functional', label: 'Functional', description: 'Remember choices such as your chat details to make the site easier to use.' },
        { key: 'marketing', label: 'Marketing', description: 'Measure our advertising so we can show relevant messages elsewhere.' },
      ],
      cancel: 'Cancel',
      save: 'Save Preferences',
    },

    chatWidget: {
      teaser: 'Chat with a team member',
      dismissTeaser: 'Dismiss chat invitation',
      openLabel: 'Open live chat',
      closeLabel: 'Minimise chat',
      title: 'Chat with our team',
      subtitle: 'A real person from our creator team answers, usually within minutes.',
      intro: 'Tell us a little about yourself and ask anything about growing your account.',
      labels: { name: 'Name', email: 'Email', phone: 'Phone', message: 'Message' },
      placeholders: { name: 'Your name', email: 'you@example.com', phone: '+1 555 010 0000', message: 'Type your message…' },
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
      unread: '{count} unread',
      teamOnline: 'Our team is online',
      teamAway: 'Our team is away',
      awayNotice: 'Our team is away right now, so replies may take a little longer. If you left your email, we will answer you there too.',
      notificationsLabel: 'Chat notifications',
      staffTyping: 'Support Team is typing…',
    },

    staffChat: {
      loginTitle: 'Admin Login',
      loginIntro: 'Sign in to answer visitor chats.',
      monitoringLoginIntro: 'Sign in to see the site’s health reports and run a check.',
      signedInAs: 'You are signed in as {username} ({role}).',
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
      filterLabel: 'Show conversations',
      filters: { all: 'All', open: 'Open', closed: 'Closed' },
      searchLabel: 'Search conversations',
      searchPlaceholder: 'Search name, email or message…',
      noMatches: 'No conversations match.',
      searchFailed: 'Search failed. Please try again.',
      unreadCount: '{count} unread',
      visitorTyping: '{name} is typing…',
      alertsOff: 'Turn on alerts',
      alertsOn: 'Alerts on',
      alertsHint: 'Plays a sound and shows a notification for new chats while this tab is in the background.',
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
      closeText: '{name} sees that the chat is closed and cannot write in it any more. You can reopen it later.',
      closeConfirm: 'Close conversation',
      closing: 'Closing…',
      reopen: 'Reopen',
      reopened: 'The conversation is open again.',
      reopenFailed: 'Failed to reopen conversation',
      backToList: 'Back to conversations',
      previewFromTeam: 'You: {text}',
      noMessagesYet: 'No messages yet',
      moreActions: 'More',
    },

    monitoring: {
      title: 'Site Monitoring',
      intro: 'Every public page, blog article, the sitemap and robots.txt: answer times, status codes, broken links and search essentials.',
      runCheck: 'Run Check Now',
      running: 'Running...',
      loading: 'Loading the latest report…',
      emptyTitle: 'No monitoring reports available yet.',
      emptyText: 'Run your first check to get started.',
      latestReport: 'Latest report',
      checkedOn: 'Checked on',
      metrics: { averageResponseTime: 'Average response time', pagesChecked: 'Pages checked', issuesFound: 'Issues found' },
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
      pageProblems: '{count} to fix',
      pageClean: 'All checks passed',
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
      reportOf: 'Report of {date}',
      backToLatest: 'Back to the latest report',
    },

    contactForm: {
      labels: { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' },
      submit: 'Send Message',
      sending: 'Sending...',
      successTitle: 'Message sent!',
      successText: "Thank you for contacting us. We'll get back to you soon.",
      failureTitle: 'Failed to send message',
      failureFallback: `Please try again later or contact us directly at ${site.contactEmail}`,
    },

    home: {
      seo: {
        title: `${platform} Management Agency for Creators`,
        description:
          'Grow your creator income with 24/7 chat management, marketing and content strategy from a discreet, female-focused team. Book a free strategy call.',
        keywords: [
          `${platform} management agency`,
          `${platform} agency`,
          'creator management',
          'chat management',
          'creator marketing',
          'subscription creator growth',
        ],
      },
      hero: {
        eyebrow: 'Creator Management Agency',
        heading: `Turn Your ${platform} Into a Business That Works for You`,
        tagline:
          'A discreet, female-focused team that runs your account, chats and marketing around the clock, so you can focus on creating while your income grows.',
        aboutLinkLabel: 'Learn More About Us',
        bookLabel: 'Book Your Free Strategy Call',
        highlights: [
          { icon: 'clock', value: '24/7', label: 'chat coverage' },
          { icon: 'trending-up', value: '30-60 days', label: 'to first results' },
          { icon: 'lock', value: '100%', label: 'content ownership' },
        ],
      },
      about: {
        heading: `About ${agencyName}`,
        paragraphs: [
          `${agencyName} is a full-service management agency for creators on ${platform}. We take care of the demanding parts of the business: chatting with fans, marketing, scheduling and pricing, so you have more time and more income.`,
          'Our approach is simple: proven systems, full transparency and a team that treats your account like its own. Your privacy is protected, your content stays yours, and you always know exactly how your account is performing.',
        ],
        servicesLinkLabel: 'Explore Our Services',
        bookLinkLabel: 'Book a Free Call',
        blogLinkLabel: 'Read Our Blog',
      },
      services: {
        eyebrow: 'What We Do',
        heading: 'Our Services',
        intro: 'Everything you need to grow, handled by specialists who know the subscription business inside out.',
        cards: [
          {
            icon: 'message-circle',
            title: 'Account & Chat Management',
            description:
              'We run your account day to day and keep your fans engaged 24/7 with personal, on-brand conversations.',
            link: '/services/account-management',
            secondaryLink: { href: '/services/chat-management', label: '24/7 chat management' },
          },
          {
            icon: 'trending-up',
            title: 'Marketing & Growth',
            description:
              'Social media, promotion and targeted campaigns that bring a steady stream of new subscribers to your page.',
            link: '/services/marketing',
          },
          {
            icon: 'calendar',
            title: 'Content Strategy',
            description:
              'A clear content plan and posting schedule built around what your fans respond to, so you never wonder what to post next.',
            link: '/#services',
          },
          {
            icon: 'sparkles',
            title: 'Brand Building',
            description: 'A distinctive, consistent brand that makes you memorable and keeps fans coming back.',
            link: '/#services',
          },
          {
            icon: 'dollar-sign',
            title: 'Revenue Maximization',
            description:
              'Smart pricing, PPV strategy and retention campaigns that increase what every fan is worth to your business.',
            link: '/#services',
          },
          {
            icon: 'bar-chart',
            title: 'Automation & Analytics',
            description:
              'Efficient workflows and clear reporting, so every decision about your account is based on real data.',
            link: '/#services',
          },
        ],
      },
      results: {
        eyebrow: 'Results',
        heading: 'Real Results From Real Creators',
        intro: 'Creators trust us with their business. Here is what a few of them have to say.',
        testimonials: [
          {
            quote:
              'Within two months I went from posting and hoping to a real, steady monthly income. They handle everything I used to stress about.',
            name: 'Jessica',
            rating: 5,
          },
          {
            quote:
              'I finally have my evenings back. The chat team sounds just like me, and my fans have never been more engaged.',
            name: 'Amber',
            rating: 5,
          },
          {
            quote:
              'Everything is private, transparent and professional. Signing with them was the best business decision I have made.',
            name: 'Sophie',
            rating: 5,
          },
        ],
      },
      whyChoose: {
        eyebrow: 'Why Us',
        heading: `Why Creators Choose ${agencyName}`,
        intro: 'We combine proven systems with genuine care for the creators we work with.',
        items: [
          {
            icon: 'heart',
            title: 'Female-Focused Team',
            description:
              'We understand the women we work with and create a safe, respectful space where your boundaries always come first.',
          },
          {
            icon: 'lock',
            title: 'Full Privacy & Discretion',
            description:
              'Every partnership is covered by an NDA. Your identity, your data and your account stay strictly confidential.',
          },
          {
            icon: 'trending-up',
            title: 'Performance-Based Growth',
            description: 'Our pricing is tied to your results, so we are only successful when your income grows.',
          },
          {
            icon: 'target',
            title: 'Proven Systems',
            description:
              'Tested processes for chatting, promotion and pricing that help accounts reach 5-6 figures monthly.',
          },
          {
            icon: 'handshake',
            title: 'Hands-On Support',
            description:
              'A dedicated manager who knows your account and is always reachable by email or messaging apps.',
          },
          {
            icon: 'rocket',
            title: 'Long-Term Vision',
            description:
              'We build a brand and a business that last, not quick wins that fade after a few weeks.',
          },
        ],
      },
      faqTeaser: {
        eyebrow: 'FAQ',
        heading: 'Frequently Asked Questions',
        intro: 'Quick answers to the questions creators ask us most.',
        items: homeFaq,
        viewAllLabel: 'View All FAQs',
      },
      bookCall: {
        heading: 'Ready to Grow Your Income?',
        text: "Book a free 30-minute strategy call. We'll review your account, talk through your goals and show you exactly how we would help you grow. No cost, no commitment.",
        spotsNotice:
          'Limited spots available this month. We take on only a few new creators at a time so every account gets our full attention.',
        buttonLabel: 'Book Your Free Strategy Call',
      },
    },

    about: {
      seo: {
        title: 'About Our Creator Management Team',
        description:
          'Meet the female-focused, international team behind our creator management agency: our story, mission, approach and the values that guide our work.',
        keywords: [
          'about us',
          'creator management agency',
          `${platform} management team`,
          'female-focused agency',
          'creator growth',
          'talent management',
        ],
      },
      hero: {
        eyebrow: 'About Us',
        heading: 'Your Partners in Creator Growth',
        text: `${agencyName} helps creators build profitable, sustainable businesses on ${platform} with expert management, complete discretion and a team that genuinely cares.`,
      },
      story: {
        heading: 'Our Story',
        paragraphs: [
          'We started with a simple observation: talented creators were burning out. They were posting, chatting, promoting and negotiating on their own, around the clock, and still leaving money on the table.',
          `So we built ${agencyName} to carry that load. We brought together chat specialists, marketers and strategists who understand the subscription business and who treat every creator with respect.`,
          'Today we manage accounts for creators around the world. Some are just starting out, others already earn well and want to scale. All of them get the same thing from us: proven systems, honest reporting and a team that is on their side.',
        ],
      },
      mission: {
        heading: 'Our Mission',
        paragraphs: [
          'Our mission is to help creators earn more while working less, and to do it in a way that protects their privacy, their content and their wellbeing.',
          'We measure our success by yours. That is why our pricing is performance-based, our contracts are non-binding and you keep 100% ownership of your content.',
        ],
      },
      approach: {
        heading: 'Our Approach',
        intro: 'Every creator is different, so every plan is tailored. Each partnership combines:',
        items: [
          '24/7 account and chat management',
          'Personalized marketing and growth plans',
          'Content strategy and scheduling',
          'Full brand development',
          'Revenue optimization and retention',
        ],
      },
      team: {
        heading: 'Our Team',
        paragraphs: [
          'Our team works internationally, which lets us cover your account 24/7 across all time zones. Every creator is assigned a dedicated manager who coordinates a small group of specialists around their account.',
          'Everyone on the team works under strict confidentiality, backed by an NDA. We keep teams small and focused, so the people handling your account actually know you and your brand.',
        ],
        roles: [
          {
            icon: 'handshake',
            title: 'Account Managers',
            description:
              'Your dedicated point of contact. They set the strategy, track performance and keep you informed every step of the way.',
          },
          {
            icon: 'message-circle',
            title: 'Chat Specialists',
            description:
              'Experienced writers who engage your fans 24/7 in your voice, build relationships and turn conversations into revenue.',
          },
          {
            icon: 'megaphone',
            title: 'Marketing Strategists',
            description:
              'Growth experts who run your social media, promotions and campaigns to bring new subscribers to your page.',
          },
          {
            icon: 'lightbulb',
            title: 'Content & Brand Strategists',
            description:
              'Creative planners who shape your content calendar and brand so your page stays fresh, consistent and recognizable.',
          },
        ],
      },
      values: {
        heading: 'Our Core Values',
        items: [
          {
            icon: 'shield',
            title: 'Integrity',
            description:
              'We are honest about what we can achieve, transparent in our reporting and protective of your privacy.',
          },
          {
            icon: 'lightbulb',
            title: 'Innovation',
            description: 'We keep testing new strategies and tools so your account stays ahead of a fast-moving market.',
          },
          {
            icon: 'heart',
            title: 'Empowerment',
            description: 'You stay in control of your content, your boundaries and your brand. We are here to support you.',
          },
          {
            icon: 'award',
            title: 'Excellence',
            description: 'We hold ourselves to high standards in every message we send and every campaign we run.',
          },
        ],
      },
      cta: {
        heading: 'Ready to Work With Us?',
        text: "Let's talk about your goals. Book a free 30-minute strategy call and find out how we can help you grow.",
        buttonLabel: 'Book Your Free Call',
      },
    },

    services: {
      seo: {
        title: `${platform} Management Services`,
        description:
          'Account and chat management, marketing, content strategy, brand building and revenue growth for subscription creators, all under one discreet team.',
        keywords: [
          `${platform} management services`,
          'account management',
          'chat management',
          'creator marketing',
          'content strategy',
          'brand building',
          'revenue maximization',
        ],
      },
      hero: {
        eyebrow: 'Our Services',
        heading: 'Everything You Need to Grow',
        text: 'From 24/7 chat management to marketing and brand building, we handle the business side of your account so you can focus on creating.',
      },
      cards: [
        {
          icon: 'users',
          title: 'Account Management',
          description:
            'Complete day-to-day management of your account, including 24/7 chat management, scheduling, pricing and fan retention.',
          link: '/services/account-management',
          secondaryLink: { href: '/services/chat-management', label: 'Chat management' },
        },
        {
          icon: 'trending-up',
          title: 'Marketing & Growth',
          description:
            'Social media, paid advertising and viral promotion strategies that bring new subscribers to your page every week.',
          link: '/services/marketing',
        },
        {
          icon: 'calendar',
          title: 'Content Strategy',
          description:
            'A tailored content plan and posting schedule based on what your audience engages with and pays for.',
          link: '/#services',
        },
        {
          icon: 'sparkles',
          title: 'Brand Building',
          description:
            'A clear, memorable personal brand across your profile and social channels that sets you apart from other creators.',
          link: '/#services',
        },
        {
          icon: 'dollar-sign',
          title: 'Revenue Maximization',
          description:
            'Pricing, PPV and upselling strategies that increase your earnings without overwhelming your fans.',
          link: '/#services',
        },
        {
          icon: 'graduation-cap',
          title: 'Talent Development',
          description:
            'Coaching and guidance that help you grow your confidence, skills and long-term career as a creator.',
          link: '/#services',
        },
      ],
      process: {
        heading: 'How It Works',
        intro: 'Getting started is simple. Three steps take you from first conversation to a fully managed account.',
        steps: [
          {
            number: '01',
            title: 'Strategy Call',
            description:
              'A free 30-minute call where we get to know you, review your account and discuss your goals.',
          },
          {
            number: '02',
            title: 'Game Plan',
            description:
              'We build a personalized growth plan covering content, marketing, chat and pricing, tailored to your boundaries.',
          },
          {
            number: '03',
            title: 'Execution',
            description:
              'Your dedicated team puts the plan into action, tracks results and keeps refining it as your account grows.',
          },
        ],
      },
      highlights: {
        heading: 'Why Work With Us',
        items: [
          {
            icon: 'award',
            title: 'Proven Results',
            description:
              'Our systems help creators reach 5-6 figures monthly, with clear progress typically within 30-60 days.',
          },
          {
            icon: 'eye',
            title: 'Full Transparency',
            description: 'Clear reporting on every part of your account, so you always know what we are doing and why.',
          },
          {
            icon: 'handshake',
            title: 'Dedicated Management',
            description: 'One dedicated manager who knows your account and is reachable by email or messaging apps.',
          },
          {
            icon: 'rocket',
            title: 'Strategic Brand Growth',
            description: 'We grow your brand with a long-term plan, not short-lived tactics that fade after a month.',
          },
        ],
      },
      cta: {
        heading: 'Ready to Get Started?',
        text: 'Book a free 30-minute strategy call and get a clear plan for growing your account. No cost, no commitment.',
        buttonLabel: 'Book Your Free Strategy Call',
        secondaryLabel: 'Contact Us',
      },
    },

    servicePages: {
      'account-management': {
        slug: 'account-management',
        label: 'Account Management',
        serviceType: 'Creator account management',
        seo: {
          title: `${platform} Account Management Services`,
          description:
            'Full-service creator account management: 24/7 chats, content scheduling, pricing and fan retention. Our creators typically see 40-60% more revenue.',
          keywords: [
            `${platform} account management`,
            'creator account management',
            'subscription account management',
            'fan retention',
            'content scheduling',
            'creator revenue growth',
          ],
        },
        hero: {
          eyebrow: 'Account Management',
          heading: `${platform} Account Management That Grows Your Income`,
          text: 'We run the day-to-day business of your account, from fan conversations to pricing and scheduling. Creators we manage typically see a 40-60% revenue increase.',
          ctaLabel: 'Book Your Free Strategy Call',
        },
        included: {
          heading: "What's Included",
          intro: 'Everything it takes to run a successful account, handled by one dedicated team.',
          items: [
            {
              icon: 'star',
              title: 'Profile Optimization',
              description: 'A bio, visuals and welcome flow that convert visitors into paying subscribers.',
            },
            {
              icon: 'calendar',
              title: 'Content Scheduling',
              description: 'A consistent posting calendar that keeps your page active and your fans engaged.',
            },
            {
              icon: 'message-circle',
              title: '24/7 Chat Management',
              description: 'Personal, on-brand conversations with your fans at any hour of the day or night.',
            },
            {
              icon: 'dollar-sign',
              title: 'Pricing Strategy',
              description: 'Subscription prices, bundles and promotions set to balance growth and income.',
            },
            {
              icon: 'zap',
              title: 'PPV & Mass Messaging',
              description: 'Well-timed paid messages and campaigns that turn engagement into revenue.',
            },
            {
              icon: 'heart',
              title: 'Fan Retention',
              description: 'Renewal reminders and re-engagement campaigns that keep subscribers for longer.',
            },
            {
              icon: 'bar-chart',
              title: 'Performance Reporting',
              description: 'Clear, regular reports on earnings, subscribers and what is working best.',
            },
            {
              icon: 'shield',
              title: 'Privacy & Account Security',
              description: 'Restricted access, NDA-backed confidentiality and careful handling of your account.',
            },
          ],
        },
        benefits: {
          heading: 'Why It Matters',
          intro: 'Professional management changes what your account can earn and how much of your time it takes.',
          items: [
            {
              icon: 'trending-up',
              title: 'More Revenue',
              description:
                'With expert chatting, pricing and retention, our creators typically see a 40-60% increase in revenue.',
            },
            {
              icon: 'clock',
              title: 'More Time for You',
              description:
                'Hand over the hours of messaging and admin, and spend your time creating or simply living your life.',
            },
            {
              icon: 'lock',
              title: 'Peace of Mind',
              description:
                'A discreet, NDA-backed team looks after your account, while you keep 100% ownership of your content.',
            },
          ],
        },
        closing: {
          heading: 'Ready to Hand Over the Hard Work?',
          text: 'Book a free 30-minute strategy call and find out how professional account management could grow your income.',
          buttonLabel: 'Book Your Free Strategy Call',
        },
      },

      marketing: {
        slug: 'marketing',
        label: 'Marketing & Growth',
        serviceType: 'Creator marketing and growth',
        seo: {
          title: `${platform} Marketing & Growth Services`,
          description:
            'Social media, paid advertising and viral promotion that bring new subscribers to your page. Marketing strategies that have tripled subscribers.',
          keywords: [
            `${platform} marketing`,
            `${platform} promotion`,
            'creator marketing',
            'subscriber growth',
            'social media marketing',
            'paid advertising',
          ],
        },
        hero: {
          eyebrow: 'Marketing & Growth',
          heading: 'Marketing That Brings the Right Fans to Your Page',
          text: 'Targeted social media, advertising and promotion strategies built around your brand. Our marketing has tripled subscribers for the creators we work with.',
          ctaLabel: 'Book Your Free Strategy Call',
        },
        included: {
          heading: 'Our Marketing Solutions',
          intro: 'A complete growth toolkit, combined into one plan for your account.',
          items: [
            {
              icon: 'megaphone',
              title: 'Social Media Management',
              description: 'Consistent, on-brand posting across the channels where your future fans spend their time.',
            },
            {
              icon: 'target',
              title: 'Paid Advertising',
              description: "Carefully targeted campaigns that reach new audiences within each network's rules.",
            },
            {
              icon: 'rocket',
              title: 'Content Promotion',
              description: 'Teasers and previews designed to drive traffic from social media to your page.',
            },
            {
              icon: 'zap',
              title: 'Viral Campaigns',
              description: 'Trend-led content ideas with real potential to reach far beyond your current audience.',
            },
            {
              icon: 'handshake',
              title: 'Collaborations & Shoutouts',
              description: 'Partnerships with other creators that introduce you to relevant, engaged audiences.',
            },
            {
              icon: 'globe',
              title: 'Cross-Platform Promotion',
              description: 'A connected presence across channels, so every profile sends fans toward your page.',
            },
            {
              icon: 'users',
              title: 'Audience Targeting',
              description: 'Research into who your ideal fans are and where to find them.',
            },
            {
              icon: 'bar-chart',
              title: 'Analytics & Reporting',
              description: 'Clear tracking of traffic, conversions and growth, so we invest in what works.',
            },
          ],
        },
        benefits: {
          heading: 'Why It Works',
          intro: 'Good marketing is not about being everywhere. It is about reaching the right people, consistently.',
          items: [
            {
              icon: 'users',
              title: 'Audience Growth',
              description: 'A steady flow of new subscribers who are genuinely interested in you and your content.',
            },
            {
              icon: 'target',
              title: 'Targeted Campaigns',
              description: 'Every campaign is aimed at the audience most likely to subscribe, so effort is never wasted.',
            },
            {
              icon: 'bar-chart',
              title: 'Performance Tracking',
              description: 'We measure every channel and campaign, then double down on what brings results.',
            },
          ],
        },
        approach: {
          heading: 'Our Marketing Approach',
          intro: 'Three channels, one strategy. Each part supports the others to keep your growth steady.',
          blocks: [
            {
              icon: 'megaphone',
              title: 'Social Media',
              text: 'Your social profiles are the front door to your page. We make sure they are active, appealing and pointing fans in the right direction.',
              points: [
                'Platform-specific content plans and posting schedules',
                'Profile and bio optimization for conversions',
                'Community engagement and growth tactics',
                'Safe, guideline-compliant promotion',
              ],
            },
            {
              icon: 'target',
              title: 'Paid Advertising',
              text: 'Where it makes sense for your brand, we use paid campaigns to reach new audiences quickly and measurably.',
              points: [
                'Audience research and precise targeting',
                'Creative testing to find what converts',
                'Budget management focused on return',
              ],
            },
            {
              icon: 'rocket',
              title: 'Content Promotion & Viral Strategy',
              text: 'We turn your best content into promotion that travels, using trends, collaborations and timing to extend your reach.',
              points: [
                'Trend monitoring and fast, on-brand execution',
                'Teasers and previews that drive traffic to your page',
                'Collaborations and shoutouts with other creators',
                'Promotion timed around your launches and campaigns',
              ],
            },
          ],
        },
        closing: {
          heading: 'Ready to Grow Your Audience?',
          text: 'Book a free 30-minute strategy call and get a marketing plan tailored to your brand and goals.',
          buttonLabel: 'Book Your Free Strategy Call',
        },
      },

      'chat-management': {
        slug: 'chat-management',
        label: 'Chat Management',
        serviceType: 'Creator chat management',
        seo: {
          title: `24/7 ${platform} Chat Management`,
          description:
            'Professional 24/7 chat management for creators: fan engagement, PPV upselling and retention in your voice. Typically 40-60% more revenue, fully private.',
          keywords: [
            `${platform} chat management`,
            `${platform} chatters`,
            '24/7 chat management',
            'fan engagement',
            'PPV upselling',
            'fan retention',
          ],
        },
        hero: {
          eyebrow: 'Chat Management',
          heading: 'Your Fans, Looked After Around the Clock',
          text: 'Our chat specialists engage your fans 24/7 in your voice, building real relationships that keep subscribers happy and increase your revenue.',
          ctaLabel: 'Book Your Free Strategy Call',
        },
        included: {
          heading: 'What We Handle',
          intro: 'Every part of your fan conversations, managed by a trained and discreet team.',
          items: [
            {
              icon: 'clock',
              title: '24/7 Chat Management',
              description: 'Your inbox is covered day and night, across every time zone.',
            },
            {
              icon: 'heart',
              title: 'Fan Engagement',
              description: 'Warm, personal conversations that make every fan feel noticed.',
            },
            {
              icon: 'zap',
              title: 'Response Optimization',
              description: 'Fast, well-crafted replies that keep conversations flowing naturally.',
            },
            {
              icon: 'dollar-sign',
              title: 'PPV Promotion & Upselling',
              description: 'Thoughtful offers at the right moment, never pushy or spammy.',
            },
            {
              icon: 'users',
              title: 'Retention',
              description: 'Ongoing attention that gives subscribers a reason to renew month after month.',
            },
            {
              icon: 'message-circle',
              title: 'Custom Content Requests',
              description: 'Requests handled professionally and priced fairly, always within your boundaries.',
            },
            {
              icon: 'star',
              title: 'VIP Fan Nurturing',
              description: 'Extra care for your most loyal, highest-spending fans.',
            },
            {
              icon: 'trending-up',
              title: 'Churn Prevention & Re-engagement',
              description: 'Timely outreach to fans who are drifting away or whose subscriptions have lapsed.',
            },
          ],
        },
        benefits: {
          heading: 'The Benefits',
          intro: 'Professional chat management pays off in revenue, time and peace of mind.',
          items: [
            {
              icon: 'clock',
              title: '24/7 Coverage',
              description: 'No missed messages and no lost sales, even while you sleep, travel or take time off.',
            },
            {
              icon: 'trending-up',
              title: 'Increased Revenue',
              description:
                'Consistent engagement and smart upselling lift earnings, typically 40-60% for the creators we work with.',
            },
            {
              icon: 'lock',
              title: 'Complete Privacy',
              description: 'Our chat team works under an NDA, and your identity and fan data are never shared.',
            },
          ],
        },
        whyItWorks: {
          heading: 'Why Our Chat Management Works',
          paragraphs: [
            "Fans subscribe for the content, but they stay for the connection. Most of a creator's income is built in conversation, and that takes time, consistency and skill that are hard to sustain alone.",
            'Our chat specialists learn your personality, tone and boundaries before they send a single message. They keep detailed notes on your fans, so every conversation feels personal, and they know when to simply chat and when an offer is welcome.',
            'Your dedicated manager reviews performance regularly and shares clear reports with you, so you always know how your inbox is doing.',
          ],
          points: [
            'Trained specialists who write in your voice',
            'Your boundaries respected in every conversation',
            'Detailed fan notes for truly personal replies',
            'Regular reporting on engagement and earnings',
          ],
        },
        closing: {
          heading: 'Ready to Never Miss a Message Again?',
          text: 'Book a free 30-minute strategy call and find out how 24/7 chat management could work for your account.',
          buttonLabel: 'Book Your Free Strategy Call',
        },
      },
    },

    faq: {
      seo: {
        title: 'Frequently Asked Questions',
        description:
          'Answers about pricing, contracts, content ownership, privacy, communication and results. Everything creators want to know before working with us.',
        keywords: [
          `${platform} agency FAQ`,
          'creator management questions',
          'agency pricing',
          'content ownership',
          'creator privacy',
          'agency contracts',
        ],
      },
      hero: {
        eyebrow: 'FAQ',
        heading: 'Frequently Asked Questions',
        text: 'Everything you need to know about working with us. If your question is not answered here, we are happy to help.',
      },
      general: {
        heading: 'General Questions',
        items: generalFaq,
      },
      policy: {
        heading: 'Agency Policy & Operations',
        items: policyFaq,
      },
      stillHaveQuestions: {
        heading: 'Still Have Questions?',
        text: 'Talk to us directly. In a free 30-minute strategy call we will answer your questions and show you how we could help you grow.',
        buttonLabel: 'Book Your Free Strategy Call',
      },
    },

    contact: {
      seo: {
        title: 'Contact Us and Book a Free Strategy Call',
        description:
          'Get in touch with our creator management team. Send us a message, email us directly or book a free 30-minute strategy call at a time that suits you.',
        keywords: [
          'contact',
          'book a strategy call',
          `${platform} management agency contact`,
          'creator management',
          'free consultation',
        ],
      },
      hero: {
        eyebrow: 'Contact',
        heading: "Let's Talk About Your Growth",
        text: 'Have a question or ready to get started? Send us a message, email us, or book a free strategy call. We look forward to hearing from you.',
      },
      form: {
        heading: 'Send Us a Message',
        intro: 'Tell us a little about yourself and your goals, and we will get back to you soon. Everything you share stays confidential.',
      },
      bookingCard: {
        heading: 'Book a Free Strategy Call',
        text: 'Prefer to talk it through? Choose a time for a free 30-minute strategy call to discuss your account and goals, with no obligation.',
        buttonLabel: 'Schedule Your Free Call',
      },
      directCard: {
        heading: 'Email Us Directly',
        text: 'Prefer email? Write to us at the address below and a member of our team will get back to you soon.',
      },
      serviceAreas: {
        heading: 'Service Areas',
        text: 'We serve creators worldwide. Our international team works 24/7 across all time zones, wherever you are based.',
      },
    },

    blog: {
      seo: {
        title: `${platform} Growth Blog: Tips for Creators`,
        description:
          'Practical guides on marketing, earnings, chat management, pricing and personal branding for creators who want to grow their subscription business.',
        keywords: [
          `${platform} tips`,
          `${platform} marketing`,
          'creator growth blog',
          'creator earnings',
          'chat management',
          'personal branding',
        ],
      },
      hero: {
        badge: 'Creator Growth Insights',
        heading: `${platform} Growth Blog`,
        text: 'Practical strategies for growing your subscribers, income and brand, from the team that manages creator accounts every day.',
      },
      listHeading: 'Latest Articles',
      endText: "You've reached the end of our blog posts",
      errorText: 'Unable to load blog posts. Please try again later.',
      retryLabel: 'Try again',
      loadingMore: 'Loading more posts…',
      shown: '{count} posts shown',
      cta: {
        heading: 'Ready to Scale Your Creator Business?',
        text: 'Get a personal growth plan for your account in a free 30-minute strategy call with our team.',
        buttonLabel: 'Schedule Your Free Consultation',
      },
      article: {
        backLabel: 'Back to Blog',
        shareLabel: 'Share Article',
        linkCopied: 'Link copied to clipboard',
        shareFailed: 'Could not share this article',
        relatedHeading: 'Related Articles',
        keyword: 'creator growth',
        byline: 'By',
        cta: {
          heading: 'Want Results Like These for Your Account?',
          text: 'Book a free 30-minute strategy call and we will show you exactly where your growth is.',
          buttonLabel: 'Book Your Free Strategy Call',
        },
      },
    },

    notFound: {
      heading: 'Page Not Found',
      text: "Sorry, the page you're looking for doesn't exist or may have moved. Let's get you back on track.",
      homeLabel: 'Go to Homepage',
      backLabel: 'Go Back',
      popularHeading: 'Popular Pages',
      popular: [
        { href: '/services', label: 'Services' },
        { href: '/about', label: 'About' },
        { href: '/blog', label: 'Blog' },
        { href: '/contact', label: 'Contact' },
      ],
      bookLabel: 'Book a Free Strategy Call',
    },

    serverError: SERVER_ERROR_COPY,

    cms: {
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
