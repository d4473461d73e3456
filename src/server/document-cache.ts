import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'

export type Encoding = 'br' | 'gzip'

type Entry = { key: string; hashes: string[]; encoded: Partial<Record<Encoding, Buffer>>; bytes: number }

/**
 * A page version's first answer is compressed at once with brotli 6 / gzip 6 (about 3 ms each for a
 * 100 kB page, on the event loop); the best levels, brotli 11 / gzip 9 (brotli 11 costs about 50×
 * more), are then made once in libuv's thread pool and replace them: every later answer is the
 * smallest (the home page: 14.3 kB → 12.5 kB in brotli).
 */
const FAST = { brotli: 6, gzip: 6 }
const BEST = { brotli: 11, gzip: 9 }

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const brotliOptions = (body: Buffer, quality: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
})

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. Parameters
 * other than `q=0` are ignored (they do not change the choice between two encodings we both like).
 */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  if (typeof header !== 'string') return chooseEncoding(header)
  // Browsers send a handful of distinct headers: the choice is a lookup, not a parse, on every page request.
  let choice = choices.get(header)
  if (choice === undefined) {
    choice = chooseEncoding(header)
    if (choices.size >= MAX_CHOICES) choices.clear()
    if (header.length <= 256) choices.set(header, choice)
  }
  return choice
}

const choices = new Map<string, Encoding | null>()
const MAX_CHOICES = 100

function chooseEncoding(header: string | string[] | undefined): Encoding | null {
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
  private readonly pending = new Set<Promise<void>>()
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
      entry = { key, hashes: this.hashScripts(body.toString('utf8')), encoded: {}, bytes: 0 }
    }
    this.entries.set(key, entry)
    let encoded: Buffer | null = null
    if (encoding) {
      encoded = entry.encoded[encoding] ?? null
      if (!encoded) {
        encoded =
          encoding === 'br'
            ? brotliCompressSync(body, brotliOptions(body, FAST.brotli))
            : gzipSync(body, { level: FAST.gzip })
        entry.encoded[encoding] = encoded
        entry.bytes += encoded.length
        this.bytes += encoded.length
        this.compressBest(entry, body, encoding, encoded)
      }
    }
    this.evict()
    return { hashes: entry.hashes, encoded }
  }

  /** Resolves once every compression at the best level started so far has finished (tests). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending)
  }

  private compressBest(entry: Entry, body: Buffer, encoding: Encoding, fast: Buffer): void {
    const work = (
      encoding === 'br' ? brotliAsync(body, brotliOptions(body, BEST.brotli)) : gzipAsync(body, { level: BEST.gzip })
    )
      .then((best) => {
        // Kept only if the entry is still cached with the fast form, and the best is smaller.
        if (entry.encoded[encoding] !== fast || best.length >= fast.length) return
        entry.encoded[encoding] = best
        const saved = fast.length - best.length
        entry.bytes -= saved
        if (this.entries.has(entry.key)) this.bytes -= saved
      })
      .catch(() => {
        // The fast form stays: it is a valid answer.
      })
      .finally(() => this.pending.delete(work))
    this.pending.add(work)
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes || this.entries.size <= 1) return
      this.entries.delete(key)
      this.bytes -= entry.bytes
    }
  }
}
