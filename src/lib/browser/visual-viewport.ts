import { type RefObject, useEffect } from 'react'

import { PHONE_QUERY } from './phone'

/**
 * While `active` on a phone, keeps `--vv-top` and `--vv-height` on the element equal to the part of the
 * screen the visitor can see (`window.visualViewport`): when the on-screen keyboard opens, the visual
 * viewport shrinks and may scroll while the layout viewport does not, so a full-screen panel sized by
 * `100dvh` alone would leave its input under the keyboard. The page behind does not scroll meanwhile.
 */
export function useVisualViewportBox(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const element = ref.current
    const viewport = window.visualViewport
    if (!active || !element || !viewport || !window.matchMedia(PHONE_QUERY).matches) return
    const follow = () => {
      element.style.setProperty('--vv-top', `${viewport.offsetTop}px`)
      element.style.setProperty('--vv-height', `${viewport.height}px`)
    }
    follow()
    viewport.addEventListener('resize', follow)
    viewport.addEventListener('scroll', follow)
    const root = document.documentElement
    const overflow = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      viewport.removeEventListener('resize', follow)
      viewport.removeEventListener('scroll', follow)
      element.style.removeProperty('--vv-top')
      element.style.removeProperty('--vv-height')
      root.style.overflow = overflow
    }
  }, [ref, active])
}
