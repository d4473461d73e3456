import type { SiteContent } from '@/lib/pages/copy'

export const aboutSeed: SiteContent['about'] = {
  seo: {
    title: 'About Our Creator Management Team',
    description:
      'Meet the female-focused, international team behind our creator management agency: our story, mission, approach and the values that guide our work.',
    keywords: [
      'about us',
      'creator management agency',
      '{platform} management team',
      'female-focused agency',
      'creator growth',
      'talent management',
    ],
  },
  hero: {
    eyebrow: 'About Us',
    heading: 'Your Partners in Creator Growth',
    text: '{agency} helps creators build profitable, sustainable businesses on {platform} with expert management, complete discretion and a team that genuinely cares.',
  },
  story: {
    heading: 'Our Story',
    paragraphs: [
      'We started with a simple observation: talented creators were burning out. They were posting, chatting, promoting and negotiating on their own, around the clock, and still leaving money on the table.',
      'So we built {agency} to carry that load. We brought together chat specialists, marketers and strategists who understand the subscription business and who treat every creator with respect.',
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
}
