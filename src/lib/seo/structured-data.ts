import type {
  Article,
  Blog,
  BreadcrumbList,
  CollectionPage,
  ContactPage,
  FAQPage,
  Organization,
  Person,
  Service,
  WithContext,
} from 'schema-dts'

import { absoluteUrl, siteConfig } from '@/config/site'
import type { BlogCard } from '@/lib/blog/cards'
import type { FaqItem } from '@/lib/pages/copy'
import { OG_IMAGE } from '@/lib/seo/metadata'

export type Crumb = { label: string; href?: string }

const orgId = () => `${absoluteUrl('/')}#organization`

/**
 * The agency on every page, as an Organization: it works online and has no storefront, so it is not described as a
 * LocalBusiness (ProfessionalService is one), for which Google requires a postal address.
 */
export function organizationLd(): WithContext<Organization> {
  const site = siteConfig()
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': orgId(),
    name: site.agencyName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/logo.png'),
    image: absoluteUrl(site.socialImage?.url ?? OG_IMAGE.url),
    email: site.contactEmail,
    description: `Creator management agency for ${site.platform} creators: 24/7 account and chat management, marketing and growth, content strategy and brand building.`,
    areaServed: 'Worldwide',
    ...(site.profiles.length ? { sameAs: site.profiles } : {}),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        email: site.contactEmail,
        availableLanguage: ['English'],
      },
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        email: site.contactEmail,
        url: site.bookingUrl,
        availableLanguage: ['English'],
      },
    ],
  }
}

/** The contact page: a page about reaching the agency, whose contact points the Organization carries. */
export function contactPageLd(): WithContext<ContactPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ContactPage',
    url: absoluteUrl('/contact'),
    about: { '@id': orgId() },
  }
}

export function serviceLd(args: {
  name: string
  serviceType: string
  description: string
  path: string
}): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: args.name,
    serviceType: args.serviceType,
    description: args.description,
    url: absoluteUrl(args.path),
    provider: { '@id': orgId() },
    areaServed: 'Worldwide',
  }
}

export function faqPageLd(items: FaqItem[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

export function breadcrumbLd(crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.href ? { item: absoluteUrl(crumb.href) } : {}),
    })),
  }
}

export function blogLd(posts: BlogCard[]): WithContext<Blog> {
  const site = siteConfig()
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: `${site.platform} Growth Blog`,
    url: absoluteUrl('/blog'),
    publisher: { '@id': orgId() },
    blogPost: posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      url: absoluteUrl(`/blog/${post.slug}`),
      datePublished: post.publishedAt,
    })),
  }
}

/** A blog category page: the posts it lists, as part of the blog. */
export function collectionPageLd(args: {
  name: string
  description: string
  path: string
  posts: BlogCard[]
}): WithContext<CollectionPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: args.name,
    description: args.description,
    url: absoluteUrl(args.path),
    isPartOf: { '@type': 'Blog', url: absoluteUrl('/blog') },
    publisher: { '@id': orgId() },
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: args.posts.map((post, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: absoluteUrl(`/blog/${post.slug}`),
        name: post.title,
      })),
    },
  }
}

type ArticleArgs = {
  title: string
  description: string
  slug: string
  author: string
  publishedAt: string
  modifiedAt: string
  image?: string
}

/**
 * An article's author: the agency itself when the byline is its team ("… Team", or the agency's name), with its
 * address; a person by name otherwise (the byline is free text in /cms).
 */
function articleAuthor(byline: string): Organization | Person {
  const site = siteConfig()
  const team = /\bteam$/i.test(byline.trim()) || byline.trim() === site.agencyName
  return team
    ? { '@type': 'Organization', '@id': orgId(), name: site.agencyName, url: absoluteUrl('/') }
    : { '@type': 'Person', name: byline, worksFor: { '@id': orgId() } }
}

export function articleLd(args: ArticleArgs): WithContext<Article> {
  const site = siteConfig()
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: args.title,
    description: args.description,
    url: absoluteUrl(`/blog/${args.slug}`),
    mainEntityOfPage: absoluteUrl(`/blog/${args.slug}`),
    datePublished: args.publishedAt,
    dateModified: args.modifiedAt,
    author: articleAuthor(args.author),
    publisher: {
      '@type': 'Organization',
      '@id': orgId(),
      name: site.agencyName,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/logo.png') },
    },
    ...(args.image ? { image: absoluteUrl(args.image) } : {}),
  }
}
