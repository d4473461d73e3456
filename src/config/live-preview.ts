import type { LivePreviewConfig } from 'payload'

/** The widths an editor checks a preview at beside the form in /cms: phone, tablet and desktop. */
export const LIVE_PREVIEW_BREAKPOINTS: NonNullable<LivePreviewConfig['breakpoints']> = [
  { name: 'phone', label: 'Phone', width: 375, height: 667 },
  { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
  { name: 'desktop', label: 'Desktop', width: 1280, height: 800 },
]

/** How often /cms saves a draft while an editor types, so the preview beside the form follows the typing. */
export const AUTOSAVE_MS = 800
