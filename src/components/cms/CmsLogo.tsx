import { content } from '@/lib/pages/content'

/** /cms login screen (admin.components.graphics.Logo): the agency's mark and name. */
export function CmsLogo() {
  const copy = content().cms
  return (
    <div className="cms-logo">
      {/* eslint-disable-next-line @next/next/no-img-element -- a static 64 px SVG in Payload's admin */}
      <img src="/icon.svg" alt="" width={56} height={56} />
      <div>
        <p className="cms-logo__name">{copy.loginHeading}</p>
        <p className="cms-logo__intro">{copy.loginIntro}</p>
      </div>
    </div>
  )
}
