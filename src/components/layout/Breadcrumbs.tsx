import { ChevronRight } from 'lucide'
import Link from 'next/link'

import { JsonLd } from '@/components/seo/JsonLd'
import { Svg } from '@/components/ui/Svg'
import { content } from '@/lib/pages/content'
import { breadcrumbLd, type Crumb } from '@/lib/seo/structured-data'

/** Home, then the given trail; the last crumb is the current page. Emits BreadcrumbList JSON-LD too. */
export function Breadcrumbs({ trail, tone = 'dark' }: { trail: Crumb[]; tone?: 'dark' | 'light' }) {
  const { breadcrumbs } = content()
  const crumbs: Crumb[] = [{ label: breadcrumbs.home, href: '/' }, ...trail]
  const muted = tone === 'dark' ? 'text-ink-100' : 'text-ink-700'
  const strong = tone === 'dark' ? 'text-white' : 'text-ink-950'
  return (
    <>
      <nav aria-label={breadcrumbs.navLabel} className="mb-6 text-sm">
        <ol className="flex flex-wrap items-center gap-1.5">
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1
            return (
              <li key={`${crumb.label}-${index}`} className="flex items-center gap-1.5">
                {last || !crumb.href ? (
                  <span aria-current={last ? 'page' : undefined} className={`font-medium ${strong}`}>
                    {crumb.label}
                  </span>
                ) : (
                  <Link href={crumb.href} className={`${muted} underline-offset-4 hover:underline`}>
                    {crumb.label}
                  </Link>
                )}
                {last ? null : <Svg node={ChevronRight} className={`size-4 ${muted}`} />}
              </li>
            )
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbLd(crumbs)} id="breadcrumbs" />
    </>
  )
}
