/**
 * Legal pages: privacy policy, terms of service and cookie policy.
 *
 * Plain, factual policy text for a small agency. The agency name and contact e-mail come from the
 * `ContentSite` argument. Dates (the `{date}` in "Last Updated", the `{year}` of the copyright line) are
 * filled in by the page components.
 */
import type { ContentSite, LegalPageContent } from './types'

/** The scheduling service's host name, e.g. calendly.com, from the configured booking URL. */
const schedulingHost = (site: ContentSite) => new URL(site.bookingUrl).hostname.replace(/^www\./, '')

export function getPrivacyPolicy(site: ContentSite): LegalPageContent {
  const { agencyName, contactEmail } = site

  return {
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
      { href: '/faq', label: 'FAQ' },
      { href: '/contact', label: 'Contact Us' },
    ],
    intro: `This Privacy Policy explains how ${agencyName} ("we", "us" or "our") collects, uses and protects personal information when you visit our website, send us a message, chat with our team or book a strategy call. We take your privacy seriously and only collect what we need to respond to you and provide our services.`,
    sections: [
      {
        heading: 'Information We Collect',
        paragraphs: [
          'Information you give us: when you use our contact form we collect your name, e-mail address, subject and message. When you use the live chat we collect the name, e-mail address and/or phone number you provide and the content of your messages. When you book a call, the scheduling service collects the details you enter in its booking form.',
          'Information collected automatically: if you allow performance or marketing cookies, we collect information about how you use the website, such as the pages you visit, how far you scroll, your browser and device type, your approximate location and the site that referred you. To keep your chat conversation available between visits, we also store a random visitor identifier in your browser.',
          'If you become a client, we process additional information needed to manage your account, such as contact details and account performance data. This is covered by your individual agreement and NDA.',
        ],
      },
      {
        heading: 'How We Use Your Information',
        paragraphs: [
          'We use your information to respond to your messages and chat requests, to prepare for and hold strategy calls, to provide and improve our services, to understand how visitors use our website and to measure the effectiveness of our advertising where you have consented to this.',
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
        ],
      },
      {
        heading: 'Third-Party Services',
        paragraphs: [
          `We rely on trusted service providers to run our website and business: a hosting and database provider that stores contact and chat messages, an e-mail delivery service, an analytics service (Google Analytics), an advertising pixel and an external scheduling service (${schedulingHost(site)}) for booking strategy calls.`,
          'These providers process information on our behalf or under their own privacy policies, which we encourage you to read. Some of them may process data outside your country; where this happens, we rely on appropriate safeguards such as standard contractual clauses.',
        ],
      },
      {
        heading: 'Your Rights',
        paragraphs: ['Depending on where you live, you have rights over your personal information, including the following:'],
        closing: [
          `To exercise any of these rights, e-mail us at ${contactEmail}. We may need to verify your identity before acting on your request, and we will respond within the time required by applicable law. You also have the right to lodge a complaint with your local data protection authority.`,
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
          `If you have any questions about this Privacy Policy or how we handle your information, please e-mail us at ${contactEmail}.`,
          'You can also find answers to common questions in our FAQ or send us a message through our contact page.',
        ],
      },
    ],
  }
}

export function getTermsOfService(site: ContentSite): LegalPageContent {
  const { agencyName, contactEmail } = site

  return {
    seo: {
      title: 'Terms of Service',
      description:
        'The terms that govern use of our website and our creator management services, including payment, content ownership, termination and liability.',
      keywords: [
        'terms of service',
        'terms and conditions',
        'creator management agreement',
        'revenue share',
        'content ownership',
        'termination',
      ],
    },
    label: 'Terms of Service',
    heading: 'Terms of Service',
    updated: 'Effective for all partnerships and website visits from the date of publication.',
    related: [
      { href: '/privacy-policy', label: 'Privacy Policy' },
      { href: '/contact', label: 'Contact Us' },
    ],
    footnote: `© {year} ${agencyName}. All rights reserved.`,
    intro: `These Terms of Service govern your use of the ${agencyName} website and the creator management services we provide. Please read them carefully. Where you sign an individual agreement with us, that agreement applies together with these terms and prevails if the two conflict.`,
    sections: [
      {
        heading: 'Acceptance of Terms',
        paragraphs: [
          'By accessing our website or using our services, you agree to these Terms of Service and to our Privacy Policy. If you do not agree, please do not use the website or our services.',
          'Our services are only available to adults who are at least 18 years old and legally permitted to create and sell content where they live.',
        ],
      },
      {
        heading: 'Services Overview',
        paragraphs: [
          `${agencyName} provides management services for creators on subscription content platforms, including account and chat management, marketing and growth, content strategy, brand building, revenue optimization, automation and analytics, and talent development.`,
          'The exact scope of services for each creator is agreed during onboarding and set out in an individual agreement. Information on this website is general and does not form an offer until an agreement is signed.',
        ],
      },
      {
        heading: 'Creator Responsibilities',
        paragraphs: [
          'As a creator working with us, you confirm that you are at least 18 years old, that you own or hold all necessary rights to the content you provide, and that everyone who appears in your content is an adult who has given documented consent.',
          'You agree to comply with the terms of each platform you use and with all applicable laws, to provide accurate information, to give us the access we need to deliver the agreed services, and to tell us promptly about any changes to your boundaries, availability or accounts.',
        ],
      },
      {
        heading: 'Agency Responsibilities',
        paragraphs: [
          'We will provide the agreed services with reasonable skill and care, respect the content boundaries you set, and follow the rules of the platforms we work on.',
          'We will keep your information and account details confidential, as set out in our NDA, limit account access to the team members working on your account, and give you regular, transparent reporting on your account performance.',
        ],
      },
      {
        heading: 'Payment & Revenue Terms',
        paragraphs: [
          'Our fees are performance-based. We are compensated through a revenue share calculated as a percentage of the gross revenue generated by the accounts we manage.',
          'The exact percentage, the payment schedule and any other commercial terms are set out in each creator\'s individual contract. The initial strategy call is free of charge and places you under no obligation.',
        ],
      },
      {
        heading: 'Intellectual Property',
        paragraphs: [
          'You keep 100% ownership of your content. During our partnership you grant us a limited, non-exclusive licence to use your content solely to manage, post and promote your accounts as agreed. This licence ends when our partnership ends.',
          `All material on this website, including text, graphics and logos, belongs to ${agencyName} or its licensors and may not be copied or reused without our written permission.`,
        ],
      },
      {
        heading: 'Termination',
        paragraphs: [
          'Either party may end a management partnership by giving written notice. The notice period is set out in your individual contract and is typically 30 days.',
          'We may terminate immediately if a creator materially breaches these terms or their agreement, or engages in illegal activity. On termination we will stop all work on your accounts, return access to you and keep your information confidential.',
        ],
      },
      {
        heading: 'Disclaimer & Limitation of Liability',
        paragraphs: [
          'Results depend on many factors outside our control, including platform rules, market conditions and the content provided. While we work hard to grow every account, results are not guaranteed, and any examples of past results are illustrations, not promises.',
          'To the fullest extent permitted by law, we are not liable for indirect or consequential losses, and our total liability in connection with our services is limited to the fees you paid to us for those services. Nothing in these terms limits liability that cannot be limited by law.',
        ],
      },
      {
        heading: 'Changes to Terms',
        paragraphs: [
          'We may update these Terms of Service from time to time. The updated version will be posted on this page, and we will notify active clients of any material changes.',
          'Continuing to use the website or our services after changes take effect means you accept the updated terms.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [
          `If you have any questions about these Terms of Service, please e-mail us at ${contactEmail} or send us a message through our contact page. For information about how we handle personal data, please read our Privacy Policy.`,
        ],
      },
    ],
  }
}

export function getCookiePolicy(site: ContentSite): LegalPageContent {
  const { agencyName, contactEmail } = site

  return {
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
      { href: '/privacy-policy', label: 'Privacy Policy' },
      { href: '/terms-of-service', label: 'Terms of Service' },
    ],
    intro: `This Cookie Policy explains how ${agencyName} uses cookies and similar technologies, such as your browser's local storage, on our website. Cookies are small files that a website stores on your device to remember information about your visit. Apart from essential storage, we only use them with your consent.`,
    sections: [
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
        heading: 'Third-Party Tools',
        paragraphs: [
          'Some cookies are set by third-party services we use. Each provider handles information under its own privacy policy:',
        ],
        list: [
          'Google Analytics (performance): measures page views, scroll depth and general site usage.',
          'Advertising pixel (marketing): measures how well our ads perform and helps us reach relevant audiences.',
          `${schedulingHost(site)} (scheduling): handles bookings for strategy calls on its own website, which opens in a new tab and sets its own cookies.`,
        ],
      },
      {
        heading: 'Managing Your Consent',
        paragraphs: [
          'When you first visit our website, a cookie banner asks for your consent. You can choose Accept All, or select Manage Preferences to switch performance, functional and marketing cookies on or off individually and save your choice.',
          'Your choice is saved in your browser\'s local storage and remembered for 6 months, after which we will ask you again. To change your choice sooner, clear this site\'s data in your browser settings and the banner will appear on your next visit. You can also block or delete cookies through your browser settings at any time.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [
          `If you have any questions about our use of cookies, please e-mail us at ${contactEmail}. For more information about how we handle personal data, please read our Privacy Policy and Terms of Service.`,
        ],
      },
    ],
  }
}
