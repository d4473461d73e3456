/** The blog's feeds: RSS 2.0 and Atom 1.0 of the newest published posts (src/lib/blog/feed.ts). */
export const RSS_FEED_PATH = '/blog/feed.xml'
export const ATOM_FEED_PATH = '/blog/atom.xml'
