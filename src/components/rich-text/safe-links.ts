import type { SerializedAutoLinkNode, SerializedLinkNode } from '@payloadcms/richtext-lexical'
import {
  type JSXConverter,
  type JSXConverterArgs,
  type JSXConverters,
  LinkJSXConverter,
} from '@payloadcms/richtext-lexical/react'
import type { ReactNode } from 'react'

import { SAFE_HREF } from '@/lib/rich-text/safe-href'

type LinkNode = SerializedLinkNode | SerializedAutoLinkNode

/**
 * Lexical's link converters, rendering a custom link only when its address keeps the site's link
 * rule (src/lib/rich-text/links.ts): a stored `javascript:`, `data:` or `//host` link (saved before
 * the rule, or by a path that skipped it) shows as its text, never as an href.
 */
export function safeLinkConverters(options: Parameters<typeof LinkJSXConverter>[0]): JSXConverters {
  const converters = LinkJSXConverter(options)
  const guarded =
    (convert: JSXConverter<LinkNode> | undefined) =>
    (args: JSXConverterArgs<LinkNode>): ReactNode => {
      const { fields } = args.node
      if (fields.linkType !== 'internal' && !(typeof fields.url === 'string' && SAFE_HREF.test(fields.url))) {
        return args.nodesToJSX({ nodes: args.node.children })
      }
      return typeof convert === 'function' ? convert(args) : convert
    }
  return {
    link: guarded(converters.link as JSXConverter<LinkNode>),
    autolink: guarded(converters.autolink as JSXConverter<LinkNode>),
  }
}
