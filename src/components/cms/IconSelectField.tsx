'use client'

import { SelectInput, useField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

import { ICON_NAMES } from '@/content/types'

const OPTIONS = ICON_NAMES.map((name) => ({ label: name, value: name }))

/** An icon picked from the icons the site draws; stored as checked text (src/lib/pages/field-kit.ts). */
export const IconSelectField: TextFieldClientComponent = ({ field, path: givenPath, readOnly }) => {
  const path = givenPath ?? field.name
  const { value, setValue, showError, disabled } = useField<string>({ path })
  return (
    <SelectInput
      path={path}
      name={field.name}
      label={field.label}
      required={field.required}
      options={OPTIONS}
      value={value ?? ''}
      readOnly={Boolean(readOnly || disabled)}
      showError={showError}
      isClearable={false}
      onChange={(option) => {
        const picked = Array.isArray(option) ? option[0] : option
        setValue(picked && typeof picked === 'object' && 'value' in picked ? picked.value : '')
      }}
    />
  )
}
