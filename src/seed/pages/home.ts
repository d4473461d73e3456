import type { SiteContent } from '@/lib/pages/copy'

export const homeSeed: SiteContent['home'] = {
  seo: {
    title: '{platform} Management Agency for Creators',
    description:
      'Grow your creator income with 24/7 chat management, marketing and content strategy from a discreet, female-focused team. Book a free strategy call.',
    keywords: [
      '{platform} management agency',
      '{platform} agency',
      'creator management',
      'chat management',
      'creator marketing',
      'subscription creator growth',
    ],
  },
  hero: {
    eyebrow: 'Creator Management Agency',
    heading: 'Turn Your {platform} Into a Business That Works for You',
    tagline:
      'A discreet, female-focused team that runs your account, chats and marketing around the clock, so you can focus on creating while your income grows.',
    aboutLinkLabel: 'Learn More About Us',
    bookLabel: 'Book Your Free Strategy Call',
    highlights: [
      {
        icon: 'clock',
        value: '24/7',
        label: 'chat coverage',
      },
      {
        icon: 'trending-up',
        value: '30-60 days',
        label: 'to first results',
      },
      {
        icon: 'lock',
        value: '100%',
        label: 'content ownership',
      },
    ],
  },
  about: {
    heading: 'About {agency}',
    paragraphs: [
      '{agency} is a full-service management agency for creators on {platform}. We take care of the demanding parts of the business: chatting with fans, marketing, scheduling and pricing, so you have more time and more income.',
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
        secondaryLink: {
          href: '/services/chat-management',
          label: '24/7 chat management',
        },
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
    heading: 'Why Creators Choose {agency}',
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
        description: 'A dedicated manager who knows your account and is always reachable by email or messaging apps.',
      },
      {
        icon: 'rocket',
        title: 'Long-Term Vision',
        description: 'We build a brand and a business that last, not quick wins that fade after a few weeks.',
      },
    ],
  },
  faqTeaser: {
    eyebrow: 'FAQ',
    heading: 'Frequently Asked Questions',
    intro: 'Quick answers to the questions creators ask us most.',
    items: [
      {
        question: 'How much does it cost to work with you?',
        answer:
          'Our pricing is performance-based, so we only do well when you do. The exact terms depend on your account and your goals, which is why every partnership starts with a free call. The best first step is to book a free strategy call with our team.',
      },
      {
        question: 'Do I keep ownership of my content?',
        answer:
          'Always. You keep 100% ownership of everything you create. We manage, schedule and promote your content on your behalf, but it stays yours, during our partnership and after it.',
      },
      {
        question: 'How quickly will I see results?',
        answer:
          'Most creators see clear progress within the first 30-60 days, and many of the accounts we manage grow to 5-6 figures monthly. To find out what is realistic for your account, book a free strategy call and we will walk you through it.',
      },
      {
        question: 'Is my privacy protected?',
        answer:
          'Completely. Discretion is at the heart of what we do. Every partnership is backed by an NDA, access to your account is limited to your dedicated team, and we never share your details with anyone.',
      },
    ],
    viewAllLabel: 'View All FAQs',
  },
  bookCall: {
    heading: 'Ready to Grow Your Income?',
    text: "Book a free 30-minute strategy call. We'll review your account, talk through your goals and show you exactly how we would help you grow. No cost, no commitment.",
    spotsNotice:
      'Limited spots available this month. We take on only a few new creators at a time so every account gets our full attention.',
    buttonLabel: 'Book Your Free Strategy Call',
  },
}
