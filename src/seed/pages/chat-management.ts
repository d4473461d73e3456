import type { ServicePageCopy } from '@/lib/pages/copy'

export const chatManagementSeed: ServicePageCopy = {
  slug: 'chat-management',
  label: 'Chat Management',
  serviceType: 'Creator chat management',
  seo: {
    title: '24/7 {platform} Chat Management',
    description:
      'Professional 24/7 chat management for creators: fan engagement, PPV upselling and retention in your voice. Typically 40-60% more revenue, fully private.',
    keywords: [
      '{platform} chat management',
      '{platform} chatters',
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
}
