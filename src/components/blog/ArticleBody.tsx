import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react'

import { listConverters } from '@/components/rich-text/list-converters'
import { safeLinkConverters } from '@/components/rich-text/safe-links'

// An internal link points at another article (populated with the page's depth): its address. A linked
// article the reader may not see (a draft) leaves only its id, and the link goes to the blog.
const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  ...listConverters,
  ...safeLinkConverters({
    internalDocToHref: ({ linkNode }) => {
      const doc = linkNode.fields.doc
      const slug =
        doc?.relationTo === 'blog-posts' && typeof doc.value === 'object'
          ? (doc.value as { slug?: unknown }).slug
          : undefined
      return typeof slug === 'string' ? `/blog/${slug}` : '/blog'
    },
  }),
})

/** The rendered Lexical body: headings, lists, links, images, quotes and tables, styled by .article-body. */
export function ArticleBody({ data }: { data: SerializedEditorState }) {
  return <RichText data={data} converters={converters} className="article-body" />
}
