import { siteConfig } from '@/config/site'

/** /cms navigation icon (admin.components.graphics.Icon): the agency's mark. */
export function CmsIcon() {
  // eslint-disable-next-line @next/next/no-img-element -- a static SVG in Payload's admin
  return <img src="/icon.svg" alt={siteConfig().agencyName} width={28} height={28} />
}
