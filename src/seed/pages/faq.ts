import type { SiteContent } from '@/lib/pages/copy'

export const faqSeed: SiteContent['faq'] = {
  seo: {
    title: 'Frequently Asked Questions',
    description:
      'Answers about pricing, contracts, content ownership, privacy, communication and results. Everything creators want to know before working with us.',
    keywords: [
      '{platform} agency FAQ',
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
    items: [
      {
        question: 'What does your agency do?',
        answer:
          '{agency} manages and grows creator accounts on {platform} and similar subscription platforms. We handle 24/7 chat management, marketing, content strategy, brand building and revenue optimization, so you can focus on creating while we run the business side.',
      },
      {
        question: 'Who do you work with?',
        answer:
          'We work with creators at every stage, from women just starting out to established accounts ready to scale. Our team works internationally, so we partner with creators around the world, whatever their time zone.',
      },
      {
        question: 'How much does it cost?',
        answer:
          'Our pricing is performance-based: our success is tied directly to yours, so there are no large upfront fees to worry about. Because every account is different, every partnership starts with a free call. To get a clear picture for your situation, book a free strategy call with our team.',
      },
      {
        question: 'How quickly will I see results?',
        answer:
          'Most creators see meaningful growth within the first 30-60 days, and the accounts we manage regularly reach 5-6 figures monthly. Results depend on your starting point and goals; the easiest way to get a realistic estimate is to book a free strategy call.',
      },
      {
        question: 'Do you really offer 24/7 chat management?',
        answer:
          'Yes. Our chat team covers your inbox 24/7, in every time zone. Fans get timely, personal replies in your voice, even while you sleep, travel or take a well-earned day off.',
      },
      {
        question: 'Which platforms do you work with?',
        answer:
          'Our core focus is {platform}. If you are also on {secondPlatform}, or thinking about a multi-platform setup, we can plan that with you so your channels support each other instead of competing.',
      },
      {
        question: 'How do I get started?',
        answer:
          "It's simple: book a free strategy call. In 30 minutes we will look at your account, talk through your goals and show you what we would do differently. There is no cost and no obligation.",
      },
    ],
  },
  policy: {
    heading: 'Agency Policy & Operations',
    items: [
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
        answer:
          'Our fees are performance-based and calculated as a share of the revenue we help generate, so we are motivated to grow your income. The exact terms are agreed in your individual contract. To discuss what that would look like for you, book a free strategy call and we will answer every question openly.',
      },
    ],
  },
  stillHaveQuestions: {
    heading: 'Still Have Questions?',
    text: 'Talk to us directly. In a free 30-minute strategy call we will answer your questions and show you how we could help you grow.',
    buttonLabel: 'Book Your Free Strategy Call',
  },
}
