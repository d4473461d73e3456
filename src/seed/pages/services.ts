import type { SiteContent } from '@/lib/pages/copy'

export const servicesSeed: SiteContent['services'] = {
  seo: {
    title: '{platform} Management Services',
    description:
      'Account and chat management, marketing, content strategy, brand building and revenue growth for subscription creators, all under one discreet team.',
    keywords: [
      '{platform} management services',
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
      secondaryLink: {
        href: '/services/chat-management',
        label: 'Chat management',
      },
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
      description: 'Pricing, PPV and upselling strategies that increase your earnings without overwhelming your fans.',
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
        description: 'A free 30-minute call where we get to know you, review your account and discuss your goals.',
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
}
