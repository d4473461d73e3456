import { type FieldHook, type RichTextField, ValidationError } from 'payload'
import { richText } from 'payload/shared'

import { lexicalNodes } from './nodes'
import { SAFE_HREF } from './safe-href'

export const LINK_RULE = 'A link is a path on this site (/contact), an http(s):// address or mailto:'

/**
 * The addresses of links in a rich-text document that break the rule above. An internal link (to a
 * document, its address made by the page that renders it) passes only when it names a document of
 * one of `internalTo`, the collections that field links to.
 */
export function unsafeLinks(body: unknown, internalTo: readonly string[] = []): string[] {
  const found: string[] = []
  for (const { type, fields } of lexicalNodes(body)) {
    if (type !== 'link' && type !== 'autolink') continue
    const url = fields?.url
    if (fields?.linkType === 'internal') {
      const target = fields.doc?.relationTo
      if (typeof target !== 'string' || !internalTo.includes(target))
        found.push(typeof url === 'string' && url ? url : '(a link to a document)')
      continue
    }
    if (typeof url !== 'string' || !SAFE_HREF.test(url)) found.push(typeof url === 'string' ? url : '(no address)')
  }
  return found
}

const refusal = (label: string, unsafe: string[]) => `${label}: ${LINK_RULE} (not ${unsafe.slice(0, 3).join(', ')}).`

/**
 * The link rule of every rich-text field, spread into the field: its `validate` (the rule, then
 * Payload's own check of the document) refuses a save from REST, /cms or the Local API naming the
 * field; Payload skips validation for drafts (an autosave), so a hook refuses those too.
 */
export function safeLinks(internalTo: readonly string[] = []): Required<Pick<RichTextField, 'validate' | 'hooks'>> {
  const validate: NonNullable<RichTextField['validate']> = (value, options) => {
    const unsafe = unsafeLinks(value, internalTo)
    if (unsafe.length > 0) return refusal(typeof options.label === 'string' ? options.label : options.name, unsafe)
    return richText(value, options)
  }
  const refuseInDrafts: FieldHook = ({ field, path, req, value }) => {
    const unsafe = unsafeLinks(value, internalTo)
    if (unsafe.length === 0) return value as unknown
    const label = 'label' in field && typeof field.label === 'string' ? field.label : (field.name ?? path.join('.'))
    throw new ValidationError({ errors: [{ path: path.join('.'), message: refusal(label, unsafe) }], req }, req.t)
  }
  return { validate, hooks: { beforeChange: [refuseInDrafts] } }
}
