import type { LegalPageCopy } from '@/lib/pages/copy'
import { legalBody } from '@/lib/pages/legal-body'

export const privacyPolicySeed: LegalPageCopy = {
  seo: {
    title: 'Privacy Policy',
    description:
      'How we collect, use and protect your personal information when you visit our website, contact us, chat with our team or book a strategy call.',
    keywords: ['privacy policy', 'personal data', 'data protection', 'GDPR rights', 'cookies', 'confidentiality'],
  },
  label: 'Privacy Policy',
  heading: 'Privacy Policy',
  updated: 'Last Updated: {date}',
  related: [
    {
      href: '/faq',
      label: 'FAQ',
    },
    {
      href: '/contact',
      label: 'Contact Us',
    },
  ],
  intro:
    'This Privacy Policy explains how {agency} ("we", "us" or "our") collects, uses and protects personal information when you visit our website, send us a message, chat with our team or book a strategy call. We take your privacy seriously and only collect what we need to respond to you and provide our services.',
  body: legalBody([
    {
      heading: 'Information We Collect',
      paragraphs: [
        'Information you give us: when you use our contact form we collect your name, e-mail address, subject and message. When you use the live chat we collect the name, e-mail address and/or phone number you provide and the content of your messages. When you book a call, the scheduling service collects the details you enter in its booking form.',
        'Information collected automatically: if you allow performance or marketing cookies, we collect information about how you use the website, such as the pages you visit, how far you scroll, your browser and device type, your approximate location and the site that referred you. To keep your chat conversation available between visits, we also store a random visitor identifier in your browser. While you have a chat conversation open, our team sees the page you are on and the pages of this visit, the site or campaign (UTM tags) that brought you here, the type of device and browser you use and your local time (from your browser’s time zone); this is kept with the conversation and deleted with it. If you allow functional cookies, your browser keeps this visit’s pages for the length of the visit so they can be shared if you start a chat; they never leave your browser otherwise. We do not store your IP address or precise location with a chat.',
        'If you become a client, we process additional information needed to manage your account, such as contact details and account performance data. This is covered by your individual agreement and NDA.',
      ],
    },
    {
      heading: 'How We Use Your Information',
      paragraphs: [
        'We use your information to respond to your messages and chat requests, to prepare for and hold strategy calls, to provide and improve our services, to understand how visitors use our website and to measure the effectiveness of our advertising where you have consented to this.',
        'E-mails we send you: when you send a message through our contact form, we e-mail the address you entered one confirmation with a copy of your message and a link to book a call (an address receives at most one such confirmation an hour, so nobody can use our form to flood someone else’s inbox); our team’s replies to your message; and, if you left your e-mail address in the live chat, our replies that you did not see in the chat.',
        'We do not sell your personal information, and we do not use it for any purpose that is incompatible with the reasons it was collected. We only send you marketing communications if you have asked for them, and you can opt out at any time.',
      ],
    },
    {
      heading: 'Data Protection & Security',
      paragraphs: [
        'We protect your information with appropriate technical and organizational measures, including encrypted connections (HTTPS), access controls that limit personal data to the team members who need it, and confidentiality obligations for everyone who works with us.',
        'We keep personal information only for as long as it is needed for the purposes described in this policy or as required by law, and then delete or anonymize it. No method of transmission or storage is completely secure, but we work hard to protect your information and will act promptly if a problem occurs.',
      ],
    },
    {
      heading: 'Cookies & Analytics',
      paragraphs: [
        'Our website uses essential storage that is needed for the site to work, such as remembering your cookie choices. Performance, functional and marketing cookies are only used if you accept them through our cookie banner.',
        'Your consent choice is stored in your browser so we do not ask you on every visit. For details about the cookies and tools we use and how to change your preferences, please see our Cookie Policy.',
        "Visit statistics without cookies: our own server counts page views so we know how many people visit, which pages they read and which website or campaign (UTM tags) brought them. It sets no cookie and stores nothing in your browser. To tell one day's visitors apart it combines your IP address and your browser's user agent with a random value (a salt) that changes every day, and keeps only a short one-way code (a hash) made from them; the salt is deleted when its day ends, after which nobody, including us, can work out whose the code was or link your visits on different days. Your IP address and user agent are not stored, nor any other personal data: only the page address without its query, the name of the referring website and the campaign tags, and, once a day is over, only that day's totals. Visits by our signed-in team and by known bots and crawlers are not counted. As nothing is stored on your device and no personal data is kept, these counts need no consent.",
        'Where a visit came from: when you click a booking link, start a chat or send a contact message, we record with it the page where your visit began, the website that referred you and the campaign tags of that address, so we know which pages and campaigns bring enquiries and booked calls. With functional cookies allowed your browser keeps these for the visit in this tab; without them it holds them only while the page is open and stores nothing. When you book a call, the scheduling service hands back a random reference from the booking link so we can match the booking to the click; we keep the name, e-mail address and time you booked with, and delete them with your other data when you ask.',
      ],
    },
    {
      heading: 'Third-Party Services',
      paragraphs: [
        'We rely on trusted service providers to run our website and business: a hosting and database provider that stores contact and chat messages, an e-mail delivery service, an analytics service (Google Analytics), an advertising pixel, an external scheduling service ({bookingHost}) for booking strategy calls and, where we use one, a customer-relationship (CRM) service that receives new chat requests, contact-form messages and the outcome of chats. When a chat starts or waits for an answer, or a contact message arrives, our team may be alerted through their browser’s push service (for example Google’s, Mozilla’s or Apple’s) or by e-mail; these alerts carry only your first name, the page you are on and how long you have waited, never your messages.',
        'These providers process information on our behalf or under their own privacy policies, which we encourage you to read. Some of them may process data outside your country; where this happens, we rely on appropriate safeguards such as standard contractual clauses.',
      ],
    },
    {
      heading: 'Your Rights',
      paragraphs: [
        'Depending on where you live, you have rights over your personal information, including the following:',
      ],
      closing: [
        'To exercise any of these rights, e-mail us at {email}. We may need to verify your identity before acting on your request, and we will respond within the time required by applicable law. You also have the right to lodge a complaint with your local data protection authority.',
      ],
      list: [
        'Access: ask for a copy of the personal information we hold about you.',
        'Correction: ask us to correct information that is inaccurate or incomplete.',
        'Deletion: ask us to delete your personal information, unless we are required to keep it.',
        'Export: receive your information in a structured, machine-readable format.',
        'Objection: object to processing based on our legitimate interests, including direct marketing.',
        'Restriction: ask us to limit how we use your information while a concern is being resolved.',
      ],
    },
    {
      heading: 'Contact Us',
      paragraphs: [
        'If you have any questions about this Privacy Policy or how we handle your information, please e-mail us at {email}.',
        'You can also find answers to common questions in our FAQ or send us a message through our contact page.',
      ],
    },
  ]),
}
