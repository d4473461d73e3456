/**
 * Metadata for the six built-in blog articles. The article bodies live in ./articles/<key>.md and the
 * featured images in public/images/blog/<key>.webp. Titles, excerpts and descriptions use the {platform} and
 * {secondPlatform} placeholders, which are replaced with the configured platform names.
 *
 * The array order is the fallback listing order of the blog.
 */
export type SeedArticle = {
  key:
    | 'marketing-strategies-2025'
    | 'earnings-guide'
    | 'chat-management-guide'
    | 'platform-comparison'
    | 'ppv-content-optimization'
    | 'content-creator-personal-branding'
  /** Title with {platform}/{secondPlatform} placeholders. */
  title: string
  /** 140-180 characters, placeholders allowed. */
  excerpt: string
  category: 'Marketing' | 'Revenue' | 'Management' | 'Platforms' | 'Branding'
  /** ISO date (UTC midnight). */
  publishedAt: string
  /** e.g. '8 min read' */
  readTime: string
  /** File name in public/images/blog/ and an honest description of the illustration. */
  image: { file: string; alt: string }
  /** 140-160 characters, placeholders allowed. */
  metaDescription: string
}

export const SEED_ARTICLES: SeedArticle[] = [
  {
    key: 'marketing-strategies-2025',
    title: '{platform} Marketing Strategies for 2025',
    excerpt:
      'Ten practical strategies to grow your {platform} page in 2025, from a sharper profile and smarter social media to collaborations, pricing and retention.',
    category: 'Marketing',
    publishedAt: '2025-01-10T00:00:00.000Z',
    readTime: '8 min read',
    image: {
      file: 'marketing-strategies-2025.webp',
      alt: 'Abstract illustration of ten rose and gold bars rising like a growth chart, with a white arrow sweeping upward on a dark background',
    },
    metaDescription:
      'Ten proven {platform} marketing strategies for 2025: profile, content calendar, social media, collaborations, pricing, chat, retention and analytics.',
  },
  {
    key: 'earnings-guide',
    title: 'The Complete {platform} Earnings Guide',
    excerpt:
      'What can you really earn on {platform}? We break down four illustrative earnings tiers, where the income comes from and what moves creators to the next level.',
    category: 'Revenue',
    publishedAt: '2025-01-08T00:00:00.000Z',
    readTime: '10 min read',
    image: {
      file: 'earnings-guide.webp',
      alt: 'Abstract illustration of four rose-toned steps rising to the right, topped by gold dollar coins',
    },
    metaDescription:
      'How much can you earn on {platform}? Explore four illustrative earnings tiers, the main income streams and the steps that move creators to the next tier.',
  },
  {
    key: 'chat-management-guide',
    title: '{platform} Chat Management Guide',
    excerpt:
      'How to chat with fans like a professional: response times, personalization, PPV without pressure, clear boundaries, 24/7 coverage and when to hire a team.',
    category: 'Management',
    publishedAt: '2025-01-05T00:00:00.000Z',
    readTime: '12 min read',
    image: {
      file: 'chat-management-guide.webp',
      alt: 'Abstract illustration of a clock face beside pink and rose chat bubbles and a typing indicator',
    },
    metaDescription:
      'A practical {platform} chat management guide: welcome messages, response times, personalization, PPV in chat, boundaries and round-the-clock coverage.',
  },
  {
    key: 'content-creator-personal-branding',
    title: 'Personal Branding for Content Creators: An 8-Step Guide',
    excerpt:
      'Stand out in a crowded market with a brand that feels like you. Our 8-step guide covers identity, ideal fans, visuals, voice, content pillars and privacy.',
    category: 'Branding',
    publishedAt: '2025-01-03T00:00:00.000Z',
    readTime: '9 min read',
    image: {
      file: 'content-creator-personal-branding.webp',
      alt: 'Abstract illustration of a fan of rose, gold and cream color swatches next to a rose badge with a gold star',
    },
    metaDescription:
      'Build a memorable creator brand in 8 steps: define who you are, know your ideal fan, create a visual identity, find your voice and protect your privacy.',
  },
  {
    key: 'platform-comparison',
    title: '{platform} vs {secondPlatform}: Which Platform Is Right for You?',
    excerpt:
      '{platform} or {secondPlatform}? We compare fees with a worked earnings example, features, support, discovery and payouts, plus how to run both platforms well.',
    category: 'Platforms',
    publishedAt: '2024-12-28T00:00:00.000Z',
    readTime: '11 min read',
    image: {
      file: 'platform-comparison.webp',
      alt: 'Abstract illustration of two tilted profile cards, one rose and one gold, with a swap icon between them and a gold balance scale',
    },
    metaDescription:
      '{platform} vs {secondPlatform} compared: fees with a 20% vs 10% earnings example, features, creator support, discovery, payouts and a multi-platform strategy.',
  },
  {
    key: 'ppv-content-optimization',
    title: 'PPV Content Optimization: Pricing, Timing and Messaging',
    excerpt:
      'Get more from every paid message. Learn how to price PPV by content type, when and how often to send it, which formats sell and how to write offers fans open.',
    category: 'Revenue',
    publishedAt: '2024-12-25T00:00:00.000Z',
    readTime: '7 min read',
    image: {
      file: 'ppv-content-optimization.webp',
      alt: 'Abstract illustration of a stack of content cards with an open gold padlock, beside three price tags',
    },
    metaDescription:
      'Optimize your PPV content: illustrative price bands by content type, the best timing and frequency, formats that sell and message templates you can adapt.',
  },
]
