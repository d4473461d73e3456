import { Check } from 'lucide'
import type { Metadata } from 'next'

import { FeatureGrid } from '@/components/sections/CardGrids'
import { CtaBand } from '@/components/sections/CtaBand'
import { PageHero } from '@/components/sections/PageHero'
import { Prose } from '@/components/sections/Prose'
import { Section, SectionHeading } from '@/components/ui/Section'
import { Svg } from '@/components/ui/Svg'
import { content } from '@/lib/pages/content'
import { pageMetadata } from '@/lib/seo/metadata'

export function generateMetadata(): Metadata {
  return pageMetadata({ path: '/about', seo: content().about.seo })
}

export default function AboutPage() {
  const { about, breadcrumbs } = content()
  return (
    <>
      <PageHero
        eyebrow={about.hero.eyebrow}
        heading={about.hero.heading}
        text={about.hero.text}
        trail={[{ label: breadcrumbs.about }]}
      />

      <Section tone="white" labelledBy="story-heading">
        <div className="grid gap-12 md:grid-cols-2">
          <div>
            <Prose id="story-heading" heading={about.story.heading} paragraphs={about.story.paragraphs} />
          </div>
          <div className="rounded-card bg-cream-100 p-8">
            <Prose heading={about.mission.heading} paragraphs={about.mission.paragraphs} />
          </div>
        </div>
      </Section>

      <Section labelledBy="approach-heading">
        <SectionHeading id="approach-heading" heading={about.approach.heading} intro={about.approach.intro} />
        <ul className="mx-auto grid max-w-3xl gap-3">
          {about.approach.items.map((item) => (
            <li
              key={item}
              className="flex items-center gap-4 rounded-2xl border border-ink-900/10 bg-white px-5 py-4 text-lg text-ink-900"
            >
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-rose-700 text-white">
                <Svg node={Check} className="size-4" />
              </span>
              {item}
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="white" labelledBy="team-heading">
        <SectionHeading id="team-heading" heading={about.team.heading} />
        <div className="mx-auto mb-10 max-w-3xl space-y-4 text-center text-lg leading-relaxed text-ink-700">
          {about.team.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <FeatureGrid items={about.team.roles} cols={4} />
      </Section>

      <Section labelledBy="values-heading">
        <SectionHeading id="values-heading" heading={about.values.heading} />
        <FeatureGrid items={about.values.items} cols={4} />
      </Section>

      <CtaBand cta={about.cta} refTag="about" />
    </>
  )
}
