'use client'

import { useDocumentTitle, useFormFields, useTranslation } from '@payloadcms/ui'
import { useLayoutEffect } from 'react'

/**
 * A document whose title field is empty is headed with its id by Payload (the title's fallback), and
 * "Create New" saves a post at once, so every new post was headed "12", "13"…: it is headed
 * "Untitled" instead, in the header and the breadcrumb, until the editor types a title.
 * Placed among the document controls (inside the form); renders nothing itself.
 */
export function UntitledDocumentTitle({ field = 'title' }: { field?: string }) {
  const { title, setDocumentTitle } = useDocumentTitle()
  const { t } = useTranslation()
  const value = useFormFields(([fields]) => fields[field]?.value)
  const empty = typeof value !== 'string' || value.trim() === ''
  const untitled = t('general:untitled')
  // Before paint; and again at the next frame, as Payload's own effects (on the saved data, on the title
  // field) set the id after this one when they run in the same commit, leaving the title seen here unchanged.
  useLayoutEffect(() => {
    if (!empty) return
    if (title !== untitled) setDocumentTitle(untitled)
    const frame = requestAnimationFrame(() => setDocumentTitle(untitled))
    return () => cancelAnimationFrame(frame)
  }, [empty, title, untitled, setDocumentTitle])
  return null
}
