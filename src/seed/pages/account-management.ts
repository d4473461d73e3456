import type { ServicePageCopy } from '@/lib/pages/copy'

export const accountManagementSeed: ServicePageCopy = {
  slug: 'account-management',
  label: 'Account Management',
  serviceType: 'Creator account management',
  seo: {
    title: '{platform} Account Management Services',
    description:
      'Full-service creator account management: 24/7 chats, content scheduling, pricing and fan retention. Our creators typically see 40-60% more revenue.',
    keywords: [
      '{platform} account management',
      'creator account management',
      'subscription account management',
      'fan retention',
      'content scheduling',
      'creator revenue growth',
    ],
  },
  hero: {
    eyebrow: 'Account Management',
    heading: '{platform} Account Management That Grows Your Income',
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
}
