import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react'

import { listConverters } from '@/components/rich-text/list-converters'
import { safeLinkConverters } from '@/components/rich-text/safe-links'
import { type LegalBody as LegalBodyData, legalParts } from '@/lib/pages/legal-body'

/** A Heading 2 is the section's title, numbered in order; the rest is styled by .legal-body. */
const convertersFor =
  (number: number): JSXConvertersFunction =>
  ({ defaultConverters }) => ({
    ...defaultConverters,
    ...listConverters,
    // A policy links to addresses only (no document links).
    ...safeLinkConverters({ internalDocToHref: () => '#' }),
    heading: (args) => {
      const node = args.node
      const children = args.nodesToJSX({ nodes: node.children })
      if (node.tag === 'h2') {
        return (
          <h2 className="font-display text-2xl font-semibold text-ink-950">
            {number}. {children}
          </h2>
        )
      }
      return <h3 className="mt-6 text-lg font-semibold text-ink-950">{children}</h3>
    },
  })

const document = (body: LegalBodyData, children: SerializedEditorState['root']['children']): SerializedEditorState => ({
  root: { ...body.root, children },
})

/** A policy's text: one section per Heading 2, numbered; anything before the first heading above them. */
export function LegalBody({ body }: { body: LegalBodyData }) {
  const parts = legalParts(body)
  // Only the first part can lack a heading (the text before the first one): sections count from 1 after it.
  const firstNumber = parts[0]?.heading ? 1 : 0
  return parts.map((part, index) =>
    part.heading ? (
      <section key={index} className="legal-body mb-10">
        <RichText
          data={document(body, [part.heading, ...part.nodes])}
          converters={convertersFor(index + firstNumber)}
          disableContainer
        />
      </section>
    ) : (
      <RichText
        key="intro"
        data={document(body, part.nodes)}
        converters={convertersFor(0)}
        className="legal-body mb-10"
      />
    ),
  )
}
