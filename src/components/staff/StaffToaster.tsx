'use client'

import { Toaster } from 'sonner'

/** One toast region for every staff page; pages call sonner's `toast`. */
export function StaffToaster() {
  return <Toaster position="top-right" richColors closeButton />
}
