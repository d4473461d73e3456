import type { Thing, WithContext } from 'schema-dts'

/** A JSON-LD block; `<` is escaped so text can never close the script element. */
export function JsonLd({ data, id }: { data: WithContext<Thing>; id?: string }) {
  return (
    <script
      type="application/ld+json"
      data-ld={id}
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
