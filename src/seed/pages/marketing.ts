import type { ServicePageCopy } from '@/lib/pages/copy'

export const marketingSeed: ServicePageCopy = {
  slug: 'marketing',
  label: 'Marketing & Growth',
  serviceType: 'Creator marketing and growth',
  seo: {
    title: '{platform} Marketing & Growth Services',
    description:
      'Social media, paid advertising and viral promotion that bring new subscribers to your page. Marketing strategies that have tripled subscribers.',
    keywords: [
      '{platform} marketing',
      '{platform} promotion',
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
}
