import type { Field } from 'payload'

import type { SeoPageSlug } from './copy'
import type { PageSlug } from './copy'
import {
  ctaFields,
  faqFields,
  featureFields,
  group,
  heroFields,
  href,
  icon,
  line,
  list,
  optionalGroup,
  optionalLine,
  prose,
  serviceCardFields,
  strings,
} from './field-kit'
import { legalBodyField } from './legal-body-field'

/**
 * The editable copy of each page: the only definition of its shape, which the site's copy types are
 * derived from (./copy.ts, through src/payload-types.ts: run `npm run generate:types` after a change).
 * SEO fields are added by collections/Pages.ts.
 */

const paragraphs = (description?: string) =>
  strings('paragraphs', { singular: 'Paragraph', label: 'Paragraphs', description })
const features = (name: string, singular: string, maxRows = 12) =>
  list(name, featureFields(), { singular, label: `${singular}s`, maxRows })
const faqs = (name = 'items') => list(name, faqFields(), { singular: 'Question', label: 'Questions', maxRows: 40 })

const home = (): Field[] => [
  group(
    'hero',
    [
      line('eyebrow'),
      line('heading', { description: 'The page’s main headline.' }),
      prose('tagline'),
      line('aboutLinkLabel', { label: 'About link' }),
      line('bookLabel', { label: 'Booking button' }),
      list('highlights', [icon(), line('value'), line('label')], {
        singular: 'Highlight',
        maxRows: 4,
        description: 'The figures under the headline.',
      }),
    ],
    { label: 'Hero' },
  ),
  group(
    'about',
    [
      line('heading'),
      paragraphs(),
      line('servicesLinkLabel', { label: 'Services link' }),
      line('bookLinkLabel', { label: 'Booking link' }),
      line('blogLinkLabel', { label: 'Blog link' }),
    ],
    {
      label: 'About teaser',
    },
  ),
  group(
    'services',
    [
      line('eyebrow'),
      line('heading'),
      prose('intro'),
      list('cards', serviceCardFields(), { singular: 'Service card', maxRows: 9 }),
    ],
    { label: 'Service cards' },
  ),
  group(
    'results',
    [
      line('eyebrow'),
      line('heading'),
      prose('intro'),
      list(
        'testimonials',
        [
          prose('quote'),
          line('name'),
          {
            name: 'rating',
            type: 'number',
            required: true,
            min: 1,
            max: 5,
            defaultValue: 5,
            admin: { step: 1, description: 'Stars, 1 to 5.' },
          },
        ],
        {
          singular: 'Testimonial',
          maxRows: 12,
        },
      ),
    ],
    { label: 'Testimonials' },
  ),
  group('whyChoose', [line('eyebrow'), line('heading'), prose('intro'), features('items', 'Reason')], {
    label: 'Why choose us',
  }),
  group(
    'faqTeaser',
    [line('eyebrow'), line('heading'), prose('intro'), faqs(), line('viewAllLabel', { label: 'Link to the FAQ page' })],
    { label: 'FAQ teaser' },
  ),
  group('bookCall', [line('heading'), prose('text'), line('spotsNotice'), line('buttonLabel', { label: 'Button' })], {
    label: 'Call to action',
  }),
]

const about = (): Field[] => [
  group('hero', heroFields(), { label: 'Hero' }),
  group('story', [line('heading'), paragraphs()], { label: 'Our story' }),
  group('mission', [line('heading'), paragraphs()], { label: 'Mission' }),
  group(
    'approach',
    [line('heading'), prose('intro'), strings('items', { singular: 'Point', label: 'Points', multiline: false })],
    { label: 'Approach' },
  ),
  group('team', [line('heading'), paragraphs(), features('roles', 'Role')], { label: 'Team' }),
  group('values', [line('heading'), features('items', 'Value')], { label: 'Values' }),
  group('cta', ctaFields(), { label: 'Call to action' }),
]

const services = (): Field[] => [
  group('hero', heroFields(), { label: 'Hero' }),
  list('cards', serviceCardFields(), { singular: 'Service card', maxRows: 9 }),
  group(
    'process',
    [
      line('heading'),
      prose('intro'),
      list('steps', [line('number'), line('title'), prose('description')], { singular: 'Step', maxRows: 8 }),
    ],
    { label: 'Process' },
  ),
  group('highlights', [line('heading'), features('items', 'Highlight')], { label: 'Highlights' }),
  group('cta', [...ctaFields(), line('secondaryLabel', { label: 'Second button' })], { label: 'Call to action' }),
]

const servicePage = (): Field[] => [
  line('label', { description: 'The page’s name in breadcrumbs, e.g. “Account Management”.' }),
  line('serviceType', {
    label: 'Service type',
    description: 'How search engines describe the service (schema.org serviceType).',
  }),
  group('hero', [...heroFields(), line('ctaLabel', { label: 'Booking button' })], { label: 'Hero' }),
  group('included', [line('heading'), prose('intro'), features('items', 'Item')], { label: 'What is included' }),
  group('benefits', [line('heading'), prose('intro'), features('items', 'Benefit')], { label: 'Benefits' }),
  optionalGroup(
    'approach',
    [
      optionalLine('heading'),
      { ...prose('intro'), required: false },
      list(
        'blocks',
        [icon(), line('title'), prose('text'), strings('points', { singular: 'Point', multiline: false })],
        { singular: 'Block', minRows: 0, maxRows: 6 },
      ),
    ],
    { label: 'Approach (optional)', description: 'Left out of the page while it has no blocks.' },
  ),
  optionalGroup(
    'whyItWorks',
    [
      optionalLine('heading'),
      strings('paragraphs', { singular: 'Paragraph', minRows: 0 }),
      strings('points', { singular: 'Point', multiline: false, minRows: 0 }),
    ],
    {
      label: 'Why it works (optional)',
      description: 'Left out of the page while it has no paragraphs.',
    },
  ),
  group('closing', ctaFields(), { label: 'Call to action' }),
]

const faq = (): Field[] => [
  group('hero', heroFields(), { label: 'Hero' }),
  group('general', [line('heading'), faqs()], { label: 'General questions' }),
  group('policy', [line('heading'), faqs()], { label: 'Policy questions' }),
  group('stillHaveQuestions', ctaFields(), { label: 'Call to action' }),
]

const contact = (): Field[] => [
  group('hero', heroFields(), { label: 'Hero' }),
  group('form', [line('heading'), prose('intro')], { label: 'Contact form' }),
  group('bookingCard', [line('heading'), prose('text'), line('buttonLabel', { label: 'Button' })], {
    label: 'Booking card',
  }),
  group('directCard', [line('heading'), prose('text')], { label: 'E-mail card' }),
  group('serviceAreas', [line('heading'), prose('text')], { label: 'Service areas' }),
]

const blog = (): Field[] => [
  group('hero', [line('badge'), line('heading'), prose('text')], { label: 'Hero' }),
  line('listHeading', { label: 'List heading' }),
  line('shown', { label: 'Count of posts shown', description: '{count} is the number of posts on the page.' }),
  line('loadingMore', { label: 'Loading more' }),
  line('endText', { label: 'End of the list' }),
  line('errorText', { label: 'List failed to load' }),
  line('retryLabel', { label: 'Retry button' }),
  group('cta', ctaFields(), { label: 'Call to action' }),
  group(
    'article',
    [
      line('backLabel', { label: 'Back link' }),
      line('byline'),
      line('shareLabel', { label: 'Share button' }),
      line('linkCopied', { label: 'Link copied' }),
      line('shareFailed', { label: 'Sharing failed' }),
      line('relatedHeading', { label: 'Related articles heading' }),
      line('keyword', { description: 'Added to every article’s category as its search keywords.' }),
      group('cta', ctaFields(), { label: 'Call to action' }),
    ],
    { label: 'Article pages' },
  ),
]

const notFound = (): Field[] => [
  line('heading'),
  prose('text'),
  line('homeLabel', { label: 'Home button' }),
  line('backLabel', { label: 'Back button' }),
  line('popularHeading', { label: 'Popular pages heading' }),
  list('popular', [{ type: 'row', fields: [line('label', { label: 'Text' }), href()] }], {
    singular: 'Popular page',
    maxRows: 8,
  }),
  line('bookLabel', { label: 'Booking link' }),
]

const serverError = (): Field[] => [
  line('heading'),
  prose('text'),
  line('retryLabel', { label: 'Retry button' }),
  line('homeLabel', { label: 'Home button' }),
  line('supportLabel', { label: 'Support link' }),
  line('supportSubject', { label: 'Support e-mail subject' }),
]

const legal = (): Field[] => [
  line('label', { description: 'The page’s name in breadcrumbs.' }),
  line('heading'),
  prose('intro'),
  line('updated', { label: 'Last updated line', description: '{date} is the page’s date.' }),
  legalBodyField(),
  list('related', [{ type: 'row', fields: [line('label', { label: 'Text' }), href()] }], {
    singular: 'Related page',
    minRows: 0,
    maxRows: 6,
  }),
  optionalLine('footnote', { description: '{year} is the current year.' }),
]

/**
 * Builds a page's fields. Payload rewrites the field config it is given, so each global gets fields of
 * its own and the site's reading of saved copy (./convert.ts) uses a set Payload never sees.
 */
export const PAGE_FIELDS: Record<PageSlug, () => Field[]> = {
  'home-page': home,
  'about-page': about,
  'services-page': services,
  'account-management-page': servicePage,
  'marketing-page': servicePage,
  'chat-management-page': servicePage,
  'faq-page': faq,
  'contact-page': contact,
  'blog-page': blog,
  'not-found-page': notFound,
  'server-error-page': serverError,
  'privacy-policy-page': legal,
  'terms-of-service-page': legal,
  'cookie-policy-page': legal,
}

/** Whether a page's copy has an SEO tab (the error pages are never indexed). */
export const hasSeo = (slug: PageSlug): slug is SeoPageSlug => slug !== 'not-found-page' && slug !== 'server-error-page'

/** The page's search keywords, in its SEO tab beside the SEO plugin's fields. */
export const SEO_KEYWORDS = 'keywords'
export const keywordsField = () =>
  strings(SEO_KEYWORDS, {
    singular: 'Keyword',
    label: 'Keywords',
    multiline: false,
    minRows: 0,
    maxRows: 20,
    description: 'Search keywords of the page.',
  })
