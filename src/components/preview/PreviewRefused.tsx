import { type Role, roleList } from '@/access/roles'
import { Section } from '@/components/ui/Section'

/** A signed-in user whose role sees no drafts: said plainly (sending them to sign in would only send them back). */
export function PreviewRefused({ roles, username, what }: { roles: Role[]; username: string; what: string }) {
  return (
    <Section tone="cream" labelledBy="preview-refused" className="pt-32 md:pt-40">
      <h1 id="preview-refused" className="font-display text-3xl font-semibold text-ink-950">
        Previews are for {roleList(roles)}
      </h1>
      <p className="mt-4 text-ink-700">
        You are signed in as {username}, who cannot see {what}.
      </p>
    </Section>
  )
}
