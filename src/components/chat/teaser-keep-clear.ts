import { coversAny, KEEP_CLEAR } from '@/lib/browser/covers'

/**
 * Hides `teaser` while it would sit on a form field or a panel that asks to be kept clear (the contact
 * thank-you), looked at again on scroll, resize, focus and whenever the page changes. Returns the stop function.
 * Loaded only when the teaser shows on a phone, where it sits over the page's content.
 */
export function keepTeaserClear(teaser: HTMLElement): () => void {
  let frame = 0
  const check = () => {
    frame = 0
    teaser.style.visibility = coversAny(teaser, document.querySelectorAll(KEEP_CLEAR)) ? 'hidden' : ''
  }
  const schedule = () => {
    frame ||= requestAnimationFrame(check)
  }
  check()
  const changes = new MutationObserver(schedule)
  changes.observe(document.body, { childList: true, subtree: true })
  const events = ['scroll', 'resize', 'focusin']
  for (const type of events) window.addEventListener(type, schedule, { passive: true })
  return () => {
    changes.disconnect()
    for (const type of events) window.removeEventListener(type, schedule)
    cancelAnimationFrame(frame)
  }
}
