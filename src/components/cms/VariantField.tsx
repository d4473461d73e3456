'use client'

import { FieldLabel, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'

/**
 * An experiment's variant in /cms, read-only: each section it changes, as stored. Payload's own JSON field loads its
 * code editor from a CDN, which the admin's Content-Security-Policy (rightly) refuses; and nobody edits a started
 * variant anyway (collections/Experiments.ts).
 */
export const VariantField: JSONFieldClientComponent = ({ field, path }) => {
  const { value } = useField<Record<string, unknown> | null>({ path: path ?? field.name })
  const sections = value && typeof value === 'object' ? Object.entries(value) : []
  return (
    <div className="field-type" style={{ marginBottom: 'var(--spacing-field, 1.5rem)' }}>
      <FieldLabel label={field.label ?? 'Variant'} path={path ?? field.name} />
      {sections.length === 0 ? (
        <p>Taken from the page’s saved draft when the experiment is saved.</p>
      ) : (
        sections.map(([name, section]) => (
          <details key={name} open={sections.length === 1}>
            <summary>
              Section <code>{name}</code>
              {section === null ? ' (removed)' : ''}
            </summary>
            <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '0.8125rem' }}>
              {JSON.stringify(section, null, 2)}
            </pre>
          </details>
        ))
      )}
      {field.admin?.description && typeof field.admin.description === 'string' ? (
        <p className="field-description">{field.admin.description}</p>
      ) : null}
    </div>
  )
}
