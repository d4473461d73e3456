import type { Metadata } from 'next'

import { absoluteUrl, siteConfig } from '@/config/site'
import { ATOM_FEED_PATH, RSS_FEED_PATH } from '@/lib/blog/feed-paths'

type AlternateTypes = NonNullable<NonNullable<Metadata['alternates']>['types']>

/**
 * The blog's feeds as `<link rel="alternate">` in every page's head, so browsers and feed readers
 * find them from any page. Next replaces a layout's `alternates` with a page's, so the layout and
 * pageMetadata() (which sets the canonical) both name them.
 */
export function feedAlternates(): AlternateTypes {
  const name = siteConfig().agencyName
  return {
    'application/rss+xml': [{ url: absoluteUrl(RSS_FEED_PATH), title: `${name} blog (RSS)` }],
    'application/atom+xml': [{ url: absoluteUrl(ATOM_FEED_PATH), title: `${name} blog (Atom)` }],
  }
}
