import type { LegalPageCopy } from '@/lib/pages/copy'
import { legalBody } from '@/lib/pages/legal-body'

export const cookiePolicySeed: LegalPageCopy = {
  seo: {
    title: 'Cookie Policy',
    description:
      'Which cookies and similar technologies our website uses, the third-party tools involved, and how to accept, refuse or change your cookie preferences.',
    keywords: ['cookie policy', 'cookies', 'cookie consent', 'analytics cookies', 'marketing cookies', 'privacy'],
  },
  label: 'Cookie Policy',
  heading: 'Cookie Policy',
  updated: 'Last Updated: January 2025',
  related: [
    {
      href: '/privacy-policy',
      label: 'Privacy Policy',
    },
    {
      href: '/terms-of-service',
      label: 'Terms of Service',
    },
  ],
  intro:
    "This Cookie Policy explains how {agency} uses cookies and similar technologies, such as your browser's local storage, on our website. Cookies are small files that a website stores on your device to remember information about your visit. Apart from essential storage, we only use them with your consent.",
  body: legalBody([
    {
      heading: 'Essential Cookies',
      paragraphs: [
        'Essential cookies and storage are needed for the website to work and cannot be switched off. They remember your cookie consent choice and keep your live chat conversation linked to your browser through a random visitor identifier.',
        'These items do not track you across other websites and are not used for advertising.',
      ],
    },
    {
      heading: 'Performance Cookies',
      paragraphs: [
        'Performance cookies help us understand how visitors use our website, for example which pages are viewed, how far visitors scroll and how long pages take to load. The information is aggregated and used to improve the site.',
        'When we test two versions of a page’s text to learn which one helps visitors more, allowing performance cookies also sets one cookie of our own, experiment-arms, so that you keep seeing the version you were first shown on later visits. It holds a random code and the versions you were shown, nothing about you; only our server can read it; it lasts as long as your choice, 6 months. Refusing performance cookies removes it.',
        'Performance cookies are only set if you allow them.',
      ],
    },
    {
      heading: 'Functional Cookies',
      paragraphs: [
        'Functional cookies enable enhanced features and personalization, such as remembering your preferences and supporting embedded tools from third-party providers.',
        'If you do not allow them, some features may not work as smoothly, but the core website remains available.',
      ],
    },
    {
      heading: 'Marketing Cookies',
      paragraphs: [
        'Marketing cookies are used to measure the effectiveness of our advertising and to show relevant ads on other websites and social networks.',
        'Marketing cookies are only set if you allow them, and we never use them to identify you by name.',
      ],
    },
    {
      heading: 'Visit Counting Without Cookies',
      paragraphs: [
        "Whatever your cookie choice, our own server counts page views and daily visitors without any cookie or browser storage. Visitors are told apart for one day only, by a one-way hash of the IP address and the browser's user agent combined with a random salt that changes every day and is deleted when the day ends; the IP address and user agent themselves are not stored, and no personal data is kept. Our signed-in team and known bots are not counted. Without the experiment-arms cookie, the same daily hash decides which version of a page under test you see, so it may change from one day to the next. Our Privacy Policy explains what the counts contain.",
      ],
    },
    {
      heading: 'Third-Party Tools',
      paragraphs: [
        'Some cookies are set by third-party services we use. Each provider handles information under its own privacy policy:',
      ],
      list: [
        'Google Analytics (performance): measures page views, scroll depth and general site usage.',
        'Advertising pixel (marketing): measures how well our ads perform and helps us reach relevant audiences.',
        '{bookingHost} (scheduling): handles bookings for strategy calls on its own website, which opens in a new tab and sets its own cookies.',
      ],
    },
    {
      heading: 'Managing Your Consent',
      paragraphs: [
        'When you first visit our website, a cookie banner asks for your consent. You can choose Accept All, or select Manage Preferences to switch performance, functional and marketing cookies on or off individually and save your choice.',
        "Your choice is saved in your browser's local storage and remembered for 6 months, after which we will ask you again. To change your choice sooner, clear this site's data in your browser settings and the banner will appear on your next visit. You can also block or delete cookies through your browser settings at any time.",
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        'If you have any questions about our use of cookies, please e-mail us at {email}. For more information about how we handle personal data, please read our Privacy Policy and Terms of Service.',
      ],
    },
  ]),
}
