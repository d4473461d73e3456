'use client'

import Link from 'next/link'

import { useSitePathname } from '@/components/layout/use-site-pathname'
import type { NavItem } from '@/content/types'
import { isActivePath } from '@/lib/nav'

type NavLinksProps = { items: NavItem[]; orientation?: 'row' | 'column'; onNavigate?: () => void }

export function NavLinks({ items, orientation = 'row', onNavigate }: NavLinksProps) {
  const pathname = useSitePathname() ?? '/'
  const column = orientation === 'column'
  return (
    <ul className={column ? 'flex flex-col gap-1' : 'flex items-center gap-1'}>
      {items.map((item) => {
        const active = isActivePath(item.href, pathname)
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              // The page being read is not fetched again in the background while it loads.
              prefetch={pathname === item.href ? false : undefined}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              data-active={active ? 'true' : undefined}
              className={`block rounded-full font-medium transition-colors ${
                column ? 'px-4 py-3 text-lg' : 'px-3.5 py-2 text-[0.95rem]'
              } ${active ? 'bg-rose-100 text-rose-800' : 'text-ink-700 hover:bg-ink-100 hover:text-ink-950'}`}
            >
              {item.label}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
