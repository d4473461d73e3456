import type { SiteContent } from '@/lib/pages/copy'

export const blogSeed: SiteContent['blog'] = {
  seo: {
    title: '{platform} Growth Blog: Tips for Creators',
    description:
      'Practical guides on marketing, earnings, chat management, pricing and personal branding for creators who want to grow their subscription business.',
    keywords: [
      '{platform} tips',
      '{platform} marketing',
      'creator growth blog',
      'creator earnings',
      'chat management',
      'personal branding',
    ],
  },
  hero: {
    badge: 'Creator Growth Insights',
    heading: '{platform} Growth Blog',
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
}
