/** A heading with its paragraphs: the story, mission, about and "why it works" blocks. */
export function Prose({ id, heading, paragraphs }: { id?: string; heading: string; paragraphs: string[] }) {
  return (
    <>
      <h2 id={id} className="font-display text-h2 font-semibold text-ink-950">
        {heading}
      </h2>
      {paragraphs.map((p) => (
        <p key={p} className="mt-4 text-lg leading-relaxed text-ink-700">
          {p}
        </p>
      ))}
    </>
  )
}
