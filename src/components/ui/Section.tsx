import type { ReactNode } from 'react'

type SectionProps = {
  children: ReactNode
  id?: string
  tone?: 'cream' | 'white' | 'dark'
  className?: string
  labelledBy?: string
}

const tones = {
  cream: 'bg-cream-50 text-ink-900',
  white: 'bg-white text-ink-900',
  dark: 'bg-ink-950 text-white',
}

export function Section({ children, id, tone = 'cream', className = '', labelledBy }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={`scroll-mt-24 py-section-sm md:py-section ${tones[tone]} ${className}`}
    >
      <div className="mx-auto max-w-6xl px-5 sm:px-8">{children}</div>
    </section>
  )
}

type SectionHeadingProps = {
  id?: string
  eyebrow?: string
  heading: string
  intro?: string
  tone?: 'light' | 'dark'
  align?: 'center' | 'left'
}

export function SectionHeading({ id, eyebrow, heading, intro, tone = 'light', align = 'center' }: SectionHeadingProps) {
  const centered = align === 'center' ? 'mx-auto text-center' : ''
  return (
    <div className={`mb-10 max-w-2xl md:mb-14 ${centered}`}>
      {eyebrow ? (
        <p
          className={`mb-3 text-sm font-semibold uppercase tracking-[0.18em] ${tone === 'dark' ? 'text-gold-400' : 'text-rose-700'}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className={`font-display text-h2 font-semibold ${tone === 'dark' ? 'text-white' : 'text-ink-950'}`}>
        {heading}
      </h2>
      {intro ? <p className={`mt-4 text-lg ${tone === 'dark' ? 'text-ink-100' : 'text-ink-700'}`}>{intro}</p> : null}
    </div>
  )
}
