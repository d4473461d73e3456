'use client'

import { Button, FieldDescription, FieldError, FieldLabel, fieldBaseClass, useField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

/**
 * A list of paragraphs or points (a `hasMany` text field) as rows of text areas an editor types in,
 * reorders and removes, instead of Payload's tag input, where a long paragraph cannot be edited in place.
 */
export const TextListField: TextFieldClientComponent = ({ field, path: givenPath, readOnly }) => {
  const path = givenPath ?? field.name
  const { value, setValue, showError, errorMessage, disabled } = useField<string[] | null>({ path })
  const rows = Array.isArray(value) ? value : []
  const locked = Boolean(readOnly || disabled)
  const label = typeof field.label === 'string' ? field.label : field.name
  const singular = label.replace(/s$/, '')
  const max = 'maxRows' in field && typeof field.maxRows === 'number' ? field.maxRows : Infinity
  const multiline = !('maxLength' in field) || (field.maxLength ?? 0) > 300

  const change = (next: string[]) => setValue(next)
  const move = (from: number, to: number) => {
    const next = [...rows]
    const [row] = next.splice(from, 1)
    next.splice(to, 0, row!)
    change(next)
  }

  return (
    <div className={`${fieldBaseClass} text-list-field`} id={`field-${path.replace(/\./g, '__')}`}>
      <FieldLabel label={field.label} path={path} required={field.required} />
      <FieldError path={path} message={errorMessage} showError={showError} />
      <ol className="text-list-field__rows">
        {rows.map((text, index) => {
          const id = `${path}.${index}`
          const rowLabel = `${singular} ${index + 1}`
          return (
            <li key={index} className="text-list-field__row">
              <label htmlFor={id} className="text-list-field__label">
                {rowLabel}
              </label>
              {multiline ? (
                <textarea
                  id={id}
                  rows={3}
                  value={text}
                  readOnly={locked}
                  onChange={(event) => change(rows.map((row, at) => (at === index ? event.target.value : row)))}
                />
              ) : (
                <input
                  id={id}
                  type="text"
                  value={text}
                  readOnly={locked}
                  onChange={(event) => change(rows.map((row, at) => (at === index ? event.target.value : row)))}
                />
              )}
              {locked ? null : (
                <div className="text-list-field__actions">
                  <Button
                    buttonStyle="subtle"
                    size="small"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={`Move ${rowLabel} up`}
                  >
                    Up
                  </Button>
                  <Button
                    buttonStyle="subtle"
                    size="small"
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={`Move ${rowLabel} down`}
                  >
                    Down
                  </Button>
                  <Button
                    buttonStyle="subtle"
                    size="small"
                    onClick={() => change(rows.filter((_, at) => at !== index))}
                    aria-label={`Remove ${rowLabel}`}
                  >
                    Remove
                  </Button>
                </div>
              )}
            </li>
          )
        })}
      </ol>
      {locked || rows.length >= max ? null : (
        <Button buttonStyle="secondary" size="small" onClick={() => change([...rows, ''])}>
          {`Add ${singular.toLowerCase()}`}
        </Button>
      )}
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
