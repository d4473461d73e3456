/**
 * The redirects this process answers, old path → new location. server.ts answers them before Next,
 * and collection hooks run in Next's bundle as well as in server.ts's, so the table lives on globalThis.
 */
const SLOT = Symbol.for('site.redirects')
type Holder = { [SLOT]?: ReadonlyMap<string, string> }

export function setRedirects(table: ReadonlyMap<string, string>): void {
  ;(globalThis as Holder)[SLOT] = table
}

/** Where `path` (normalised: lower case, no trailing slash) now lives, if it moved. */
export function redirectFor(path: string): string | undefined {
  return (globalThis as Holder)[SLOT]?.get(path)
}
