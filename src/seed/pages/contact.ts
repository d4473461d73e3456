import type { SiteContent } from '@/lib/pages/copy'

export const contactSeed: SiteContent['contact'] = {
  seo: {
    title: 'Contact Us and Book a Free Strategy Call',
    description:
      'Get in touch with our creator management team. Send us a message, email us directly or book a free 30-minute strategy call at a time that suits you.',
    keywords: [
      'contact',
      'book a strategy call',
      '{platform} management agency contact',
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
    intro:
      'Tell us a little about yourself and your goals, and we will get back to you soon. Everything you share stays confidential.',
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
}
