import { ServerCrash } from 'lucide'

import { buttonSizes, buttonStyles } from '@/components/ui/button-styles'
import { Svg } from '@/components/ui/Svg'
import type { ServerErrorCopy } from '@/lib/pages/copy'

import { TryAgainButton } from './ErrorActions'

type ServerErrorViewProps = { copy: ServerErrorCopy; supportEmail?: string; onRetry?: () => void }

/** "Server Error" with Try Again (reload), Go Home and a Contact Support mail link. */
export function ServerErrorView({ copy, supportEmail, onRetry }: ServerErrorViewProps) {
  const supportHref = supportEmail
    ? `mailto:${supportEmail}?subject=${encodeURIComponent(copy.supportSubject)}`
    : '/contact'
  return (
    <section className="flex min-h-[80dvh] items-center bg-cream-50 px-5 pb-16 pt-28">
      <div className="mx-auto max-w-xl text-center">
        <span className="mx-auto inline-flex size-16 items-center justify-center rounded-2xl bg-rose-100 text-rose-700">
          <Svg node={ServerCrash} className="size-8" />
        </span>
        <p className="mt-6 font-display text-6xl font-semibold text-rose-700">500</p>
        <h1 className="mt-2 font-display text-h1 font-semibold text-ink-950">{copy.heading}</h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-700">{copy.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <TryAgainButton label={copy.retryLabel} onRetry={onRetry} />
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- after a chunk error a full page load is what recovers */}
          <a href="/" className={`${buttonStyles.primary} ${buttonSizes.md}`}>
            {copy.homeLabel}
          </a>
          <a
            href={supportHref}
            className="inline-flex min-h-12 items-center justify-center rounded-full px-6 py-3 font-semibold text-rose-700 underline underline-offset-4"
          >
            {copy.supportLabel}
          </a>
        </div>
      </div>
    </section>
  )
}
