'use client'

import { useEffect } from 'react'

import { Toaster } from '@/components/ui/Toaster'

/**
 * One toast region for every staff page; pages call sonner's `toast`. Also marks the document once
 * React has hydrated (`html[data-hydrated]`), as the site's layout does, for browser tests.
 */
export function StaffToaster() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return <Toaster position="top-right" closeButton />
}
