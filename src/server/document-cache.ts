import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export type Encoding = 'br' | 'gzip'

type Entry = { hashes: string[]; encoded: Partial<Record<Encoding, Buffer>>; bytes: number }

/** Brotli 6 / gzip 6: about 3 ms each for a 100 kB page, paid once per page version (brotli 9+ costs 50× more). */
const BROTLI_QUALITY = 6
const GZIP_LEVEL = 6

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. Parameters
 * other than `q=0` are ignored (they do not change the choice between two encodings we both like).
 */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Set<string>()
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    if (params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param))) continue
    accepted.add(name.trim())
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip'
  return null
}

/**
 * A cached page is the same bytes on every request, so its inline-script hashes and its
 * compressed forms are computed once per version of the page (keyed by the document's SHA-256)
 * instead of per request. Least recently used versions leave first beyond `maxBytes`.
 */
export class DocumentCache {
  private readonly entries = new Map<string, Entry>()
  private bytes = 0

  constructor(
    private readonly hashScripts: (html: string) => string[],
    private readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  /** The policy hashes of `body` and, when `encoding` is given, `body` in that encoding. */
  lookup(body: Buffer, encoding: Encoding | null): { hashes: string[]; encoded: Buffer | null } {
    const key = createHash('sha256').update(body).digest('base64')
    let entry = this.entries.get(key)
    if (entry) {
      this.entries.delete(key)
    } else {
      entry = { hashes: this.hashScripts(body.toString('utf8')), encoded: {}, bytes: 0 }
    }
    this.entries.set(key, entry)
    let encoded: Buffer | null = null
    if (encoding) {
      encoded = entry.encoded[encoding] ?? null
      if (!encoded) {
        encoded =
          encoding === 'br'
            ? brotliCompressSync(body, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              })
            : gzipSync(body, { level: GZIP_LEVEL })
        entry.encoded[encoding] = encoded
        entry.bytes += encoded.length
        this.bytes += encoded.length
      }
    }
    this.evict()
    return { hashes: entry.hashes, encoded }
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes || this.entries.size <= 1) return
      this.entries.delete(key)
      this.bytes -= entry.bytes
    }
  }
}
