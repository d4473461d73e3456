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
