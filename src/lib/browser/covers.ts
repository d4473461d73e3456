type Box = Pick<DOMRect, 'top' | 'right' | 'bottom' | 'left' | 'width' | 'height'>

/** What a floating element must never sit on: form fields, and whatever a page marks `data-keep-clear`. */
export const KEEP_CLEAR = 'input:not([type=hidden]),textarea,select,[data-keep-clear]'

/** Whether two boxes share any area (touching edges do not). */
export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom && b.width > 0 && b.height > 0
}

/** Whether `element` covers any of `targets` on screen (those inside it aside). */
export function coversAny(element: Element, targets: Iterable<Element>): boolean {
  const box = element.getBoundingClientRect()
  for (const target of targets)
    if (!element.contains(target) && overlaps(box, target.getBoundingClientRect())) return true
  return false
}
