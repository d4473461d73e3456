/**
 * A request body read as text up to `limit` bytes (declared or actual); null when it is larger, told
 * apart from any text a client could send.
 */
export async function readLimitedBody(
  req: { headers: Headers; text?: () => Promise<string> },
  limit: number,
): Promise<string | null> {
  if (Number(req.headers.get('content-length') ?? 0) > limit) return null
  const text = (await req.text?.()) ?? ''
  return Buffer.byteLength(text) > limit ? null : text
}

/** How deep a JSON body may nest objects and arrays: far beyond any real request, far below the stack's limit. */
export const MAX_JSON_DEPTH = 64

/**
 * Whether JSON text nests objects and arrays at most `max` levels deep, read without parsing or recursion
 * (brackets inside strings do not count). Checked before a body is parsed, so nothing that walks the parsed value
 * recursively (JSON.stringify, a schema) can run out of stack on a hostile one.
 */
export function jsonDepthWithin(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (inString) {
      if (code === 0x5c)
        i++ // a backslash: the next character is escaped
      else if (code === 0x22) inString = false
    } else if (code === 0x22) inString = true
    else if (code === 0x7b || code === 0x5b) {
      if (++depth > max) return false
    } else if (code === 0x7d || code === 0x5d) depth--
  }
  return true
}
