import {
  BoldFeature,
  FixedToolbarFeature,
  HeadingFeature,
  InlineToolbarFeature,
  ItalicFeature,
  LinkFeature,
  lexicalEditor,
  OrderedListFeature,
  ParagraphFeature,
  UnderlineFeature,
  UnorderedListFeature,
} from '@payloadcms/richtext-lexical'
import type { RichTextField } from 'payload'

import { safeLinks } from '@/lib/rich-text/links'

/**
 * A legal document's text: headings, paragraphs, emphasis, lists and links, nothing a policy page
 * has no place for (images, tables, embeds). Kept apart from the other field builders so only the
 * CMS config and the server's copy loader load the editor.
 */
export function legalBodyField(): RichTextField {
  return {
    name: 'body',
    type: 'richText',
    label: 'Text',
    required: true,
    editor: lexicalEditor({
      features: [
        ParagraphFeature(),
        HeadingFeature({ enabledHeadingSizes: ['h2', 'h3'] }),
        BoldFeature(),
        ItalicFeature(),
        UnderlineFeature(),
        UnorderedListFeature(),
        OrderedListFeature(),
        LinkFeature({ enabledCollections: [] }),
        FixedToolbarFeature(),
        InlineToolbarFeature(),
      ],
    }),
    ...safeLinks(),
    admin: {
      description:
        'Each Heading 2 starts a numbered section (1., 2., …); Heading 3 is a subheading inside one. Links go to a path on this site (/contact), an https:// address or mailto:.',
    },
  }
}
