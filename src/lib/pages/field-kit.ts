import type { ArrayField, Field, GroupField, TextareaField, TextField, TextFieldSingleValidation } from 'payload'

import { ICON_NAMES } from '@/content/types'
import type { IconName } from '@/content/types'
import { SAFE_HREF } from '@/lib/rich-text/safe-href'

/** The placeholders any page text may use; filled from Site settings when the page renders. */
export const PLACEHOLDERS = ['agency', 'platform', 'secondPlatform', 'email', 'bookingHost'] as const
export type Placeholder = (typeof PLACEHOLDERS)[number]

export const PLACEHOLDER_HELP =
  'Any text may say {agency}, {platform}, {secondPlatform}, {email} or {bookingHost}: the page shows the values from Site settings (the agency’s name, the two platform names, the contact e-mail and the booking site’s host).'

/** Marks a group the site treats as absent when every value in it is empty. */
export const OPTIONAL_GROUP = 'optionalGroup'

/** Names each row of a list in /cms by its text (src/components/cms/CopyRowLabel.tsx). */
const ROW_LABEL = '/src/components/cms/CopyRowLabel#CopyRowLabel'
/** Rows of text areas rather than Payload's tag input for a list of texts (src/components/cms/TextListField.tsx). */
const TEXT_LIST = '/src/components/cms/TextListField#TextListField'
/** A drop-down of the icons the site draws (src/components/cms/IconSelectField.tsx). */
const ICON_SELECT = '/src/components/cms/IconSelectField#IconSelectField'

const LINE_MAX = 300
const PROSE_MAX = 5_000

type Labels = { label?: string; description?: string }

/** A required one-line text. */
export function line(name: string, { label, description }: Labels = {}): TextField {
  return {
    name,
    type: 'text',
    label,
    required: true,
    maxLength: LINE_MAX,
    admin: description ? { description } : undefined,
  }
}

/** A one-line text that may stay empty. */
export function optionalLine(name: string, { label, description }: Labels = {}): TextField {
  return { name, type: 'text', label, maxLength: LINE_MAX, admin: description ? { description } : undefined }
}

/** A required paragraph. */
export function prose(name: string, { label, description }: Labels = {}): TextareaField {
  return { name, type: 'textarea', label, required: true, maxLength: PROSE_MAX, admin: { rows: 3, description } }
}

/** A paragraph that may stay empty. */
export function optionalProse(name: string, { label, description }: Labels = {}): TextareaField {
  return { name, type: 'textarea', label, maxLength: PROSE_MAX, admin: { rows: 3, description } }
}

export function group(name: string, fields: Field[], { label, description }: Labels = {}): GroupField {
  return { name, type: 'group', label, fields, admin: description ? { description } : undefined }
}

/** A group the page leaves out when it is empty (an optional section). */
export function optionalGroup(name: string, fields: Field[], labels: Labels = {}): GroupField {
  return { ...group(name, fields, labels), custom: { [OPTIONAL_GROUP]: true } }
}

type ListOptions = Labels & { singular: string; minRows?: number; maxRows?: number; rowLabel?: string }

/** Rows editors add, remove and drag into order; folded at first, each named by its own text. */
export function list(
  name: string,
  fields: Field[],
  { label, description, singular, minRows = 1, maxRows = 50 }: ListOptions,
): ArrayField {
  return {
    name,
    type: 'array',
    label,
    labels: { singular, plural: label ?? `${singular}s` },
    minRows,
    maxRows,
    fields,
    admin: { description, initCollapsed: true, components: { RowLabel: ROW_LABEL } },
  }
}

/**
 * A list of paragraphs or bullet points: one text per entry, kept in order in one column (a `_texts`
 * table per page), each entry as long as a line or a paragraph may be.
 */
export function strings(
  name: string,
  { label, description, singular, minRows = 1, maxRows = 50, multiline }: ListOptions & { multiline?: boolean },
): TextField {
  return {
    name,
    type: 'text',
    hasMany: true,
    label: label ?? `${singular}s`,
    minRows,
    maxRows,
    maxLength: multiline === false ? LINE_MAX : PROSE_MAX,
    admin: { description, components: { Field: TEXT_LIST } },
  }
}

const isIconName = (value: string): value is IconName => (ICON_NAMES as readonly string[]).includes(value)
const ICON_HELP = `One of: ${ICON_NAMES.join(', ')}.`
const validIcon: TextFieldSingleValidation = (value) => {
  if (!value) return `Enter an icon. ${ICON_HELP}`
  return isIconName(value) ? true : `“${value}” is not an icon. ${ICON_HELP}`
}

/** An icon's name, checked against the icons the site draws; typed as their union in payload-types.ts. */
export function icon(name = 'icon'): TextField {
  return {
    name,
    type: 'text',
    required: true,
    validate: validIcon,
    typescriptSchema: [() => ({ type: 'string', enum: [...ICON_NAMES] })],
    admin: { description: ICON_HELP, components: { Field: ICON_SELECT } },
  }
}

/** A link target: a path on this site (/services), an http(s) address or mailto:. */
export function href(name = 'href', { required = true }: { required?: boolean } = {}): TextField {
  return {
    name,
    type: 'text',
    label: 'Link',
    required,
    maxLength: 500,
    validate: (value: string | null | undefined) => {
      if (!value) return required ? 'Enter a link: a path such as /services, or an https:// address.' : true
      return SAFE_HREF.test(value)
        ? true
        : 'A link is a path on this site (/services), an http(s):// address or mailto:.'
    },
    admin: { description: 'A path on this site such as /services, or a full https:// address.' },
  }
}

/** A text and where it leads. */
export function link(name: string, labels: Labels = {}): GroupField {
  return group(name, [{ type: 'row', fields: [line('label', { label: 'Text' }), href()] }], labels)
}

export function optionalLink(name: string, labels: Labels = {}): GroupField {
  return optionalGroup(
    name,
    [{ type: 'row', fields: [optionalLine('label', { label: 'Text' }), href('href', { required: false })] }],
    labels,
  )
}

// Shapes the copy repeats (named in ./copy.ts).
export const heroFields = (): Field[] => [line('eyebrow'), line('heading'), prose('text')]
export const ctaFields = (): Field[] => [line('heading'), prose('text'), line('buttonLabel', { label: 'Button' })]
export const featureFields = (): Field[] => [icon(), line('title'), prose('description')]
export const faqFields = (): Field[] => [
  line('question'),
  prose('answer', {
    description: 'Where an answer says “book a free strategy call”, those words link to the contact page.',
  }),
]
export const serviceCardFields = (): Field[] => [
  icon(),
  line('title'),
  prose('description'),
  href('link'),
  optionalLink('secondaryLink', { label: 'Second link (optional)' }),
]
