import type { SiteChrome } from '@/content/types'
import type { Config } from '@/payload-types'

import type { LegalBody } from './legal-body'

/**
 * The shapes of each page's copy, derived from the types Payload generates from the pages' fields
 * (./fields.ts → src/payload-types.ts): the field config is their only definition, so a field renamed
 * there is a type error wherever the site reads it.
 */

type Scalar = string | number | boolean
/** What a saved page holds beside its copy: ids, timestamps, status; `meta` (the SEO tab) becomes `seo`. */
type Bookkeeping = 'id' | 'updatedAt' | 'createdAt' | '_status' | 'globalType' | 'meta'
type ListKeys<T> = { [K in keyof T]-?: NonNullable<T[K]> extends readonly unknown[] ? K : never }[keyof T]
type FilledKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : null extends T[K] ? never : K }[keyof T]
type Kept<T> = Exclude<FilledKeys<T> | ListKeys<T>, Bookkeeping>
type Flat<T> = { [K in keyof T]: T[K] }

/**
 * The copy a saved document holds, as src/lib/pages/convert.ts reads it: no row ids, no nulls (an
 * empty optional text is absent), every list present. Rich text is Lexical's saved state.
 */
export type Copy<T> = T extends Scalar
  ? T
  : T extends readonly (infer Row)[]
    ? Copy<Row>[]
    : T extends { root: unknown }
      ? LegalBody
      : Flat<
          { [K in Kept<T>]-?: Copy<NonNullable<T[K]>> } & {
            [K in Exclude<keyof T, Kept<T> | Bookkeeping>]?: Copy<NonNullable<T[K]>>
          }
        >

/** A page's saved document, as Payload types it. */
/**
 * Every page whose copy lives in the CMS, by its global's slug (each named `…-page`; ./registry.ts gives
 * each one's label, path and seed, and is checked to name exactly these).
 */
export type PageSlug = Extract<keyof Config['globals'], `${string}-page`>

export type PageDoc<S extends PageSlug> = Config['globals'][S]

/** `title` is followed by " | {agency}" in the document title; `image` replaces the default social image. */
export type PageSeo = {
  title: string
  description: string
  keywords: string[]
  image?: { url: string; width?: number; height?: number; alt?: string }
}

type WithSeo<T> = T & { seo: PageSeo }

export type HomeCopy = WithSeo<Copy<PageDoc<'home-page'>>>
export type AboutCopy = WithSeo<Copy<PageDoc<'about-page'>>>
export type ServicesCopy = WithSeo<Copy<PageDoc<'services-page'>>>
export type ServiceSlug = 'account-management' | 'marketing' | 'chat-management'
/** The three service pages share one set of fields; `slug` is the page's route, not copy. */
export type ServicePageCopy = WithSeo<Copy<PageDoc<'marketing-page'>>> & { slug: ServiceSlug }
export type FaqCopy = WithSeo<Copy<PageDoc<'faq-page'>>>
export type ContactCopy = WithSeo<Copy<PageDoc<'contact-page'>>>
export type BlogCopy = WithSeo<Copy<PageDoc<'blog-page'>>>
export type NotFoundCopy = Copy<PageDoc<'not-found-page'>>
export type ServerErrorCopy = Copy<PageDoc<'server-error-page'>>
/** The three legal pages share one set of fields. */
export type LegalPageCopy = WithSeo<Copy<PageDoc<'privacy-policy-page'>>>

/** The pages with an SEO tab (the error pages are never indexed). */
export type SeoPageSlug = Exclude<PageSlug, 'not-found-page' | 'server-error-page'>

type SavedCopyOf = {
  [S in PageSlug]: S extends SeoPageSlug ? WithSeo<Copy<PageDoc<S>>> : Copy<PageDoc<S>>
}
/** A page's copy as read from its saved document (the error pages have no SEO tab). */
export type SavedCopy<S extends PageSlug> = SavedCopyOf[S]
/** Each page's copy as read from its saved document, for the pages that have one. */
export type SavedCopies = Partial<SavedCopyOf>

/** Shapes several pages repeat, named for the components that draw them. */
export type Hero = AboutCopy['hero']
export type Cta = AboutCopy['cta']
export type FeatureItem = HomeCopy['whyChoose']['items'][number]
export type ServiceCard = ServicesCopy['cards'][number]
export type Testimonial = HomeCopy['results']['testimonials'][number]
export type ProcessStep = ServicesCopy['process']['steps'][number]
export type FaqItem = FaqCopy['general']['items'][number]

export type LegalPage = 'privacy' | 'terms' | 'cookies'

/** The copy of every page the CMS edits, as the site renders it (placeholders filled or not). */
export type PageCopy = {
  home: HomeCopy
  about: AboutCopy
  services: ServicesCopy
  servicePages: Record<ServiceSlug, ServicePageCopy>
  faq: FaqCopy
  contact: ContactCopy
  blog: BlogCopy
  notFound: NotFoundCopy
  serverError: ServerErrorCopy
  legal: Record<LegalPage, LegalPageCopy>
}

/** The site's copy: every page's shared copy and each page's own (the legal pages are read apart). */
export type SiteContent = SiteChrome & Omit<PageCopy, 'legal'>
