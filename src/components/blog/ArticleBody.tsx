import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { type JSXConvertersFunction, LinkJSXConverter, RichText } from '@payloadcms/richtext-lexical/react'

// Internal links in the body point at documents by id; articles only use plain URLs, kept as written.
const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  ...LinkJSXConverter({ internalDocToHref: () => '/blog' }),
})

/** The rendered Lexical body: headings, lists, links, images, quotes and tables, styled by .article-body. */
export function ArticleBody({ data }: { data: SerializedEditorState }) {
  return <RichText data={data} converters={converters} className="article-body" />
}
