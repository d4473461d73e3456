import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'

export type Encoding = 'br' | 'gzip'

/** `body`: the bytes sent for this page version (Next's, or the same with its stylesheet inlined once that is ready). */
type Entry = { key: string; body: Buffer; hashes: string[]; encoded: Partial<Record<Encoding, Buffer>>; bytes: number }

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
 *
 * With `inlineCss`, a new version of an HTML page is answered as Next rendered it while its stylesheet is
 * inlined in the background; once that is done, every later answer is the inlined page (hashed and compressed
 * again). A page it cannot process stays as Next rendered it.
 */
export class DocumentCache {
  private readonly entries = new Map<string, Entry>()
  private readonly pending = new Set<Promise<void>>()
  private bytes = 0

  constructor(
    private readonly hashScripts: (html: string) => string[],
    private readonly maxBytes = 32 * 1024 * 1024,
    private readonly inlineCss?: (html: string) => Promise<string>,
  ) {}

  /**
   * The bytes to send for `body` (an HTML page when `html`), their policy hashes and, when `encoding` is given,
   * those bytes in that encoding.
   */
  lookup(
    body: Buffer,
    encoding: Encoding | null,
    html = false,
  ): { body: Buffer; hashes: string[]; encoded: Buffer | null } {
    const key = createHash('sha256').update(body).digest('base64')
    let entry = this.entries.get(key)
    if (entry) {
      this.entries.delete(key)
    } else {
      const text = body.toString('utf8')
      entry = { key, body, hashes: this.hashScripts(text), encoded: {}, bytes: 0 }
      if (html && this.inlineCss) this.inlineCriticalCss(entry, text, this.inlineCss)
    }
    this.entries.set(key, entry)
    body = entry.body
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
    return { body, hashes: entry.hashes, encoded }
  }

  /** Resolves once every compression at the best level started so far has finished (tests). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending)
  }

  /** Work on an entry after its answer: on failure the entry keeps what it has, which is a valid answer. */
  private inBackground(work: Promise<void>): void {
    const tracked = work.catch(() => {}).finally(() => this.pending.delete(tracked))
    this.pending.add(tracked)
  }

  private compressBest(entry: Entry, body: Buffer, encoding: Encoding, fast: Buffer): void {
    this.inBackground(
      (encoding === 'br'
        ? brotliAsync(body, brotliOptions(body, BEST.brotli))
        : gzipAsync(body, { level: BEST.gzip })
      ).then((best) => {
        // Kept only if the entry is still cached with the fast form, and the best is smaller.
        if (entry.encoded[encoding] !== fast || best.length >= fast.length) return
        entry.encoded[encoding] = best
        const saved = fast.length - best.length
        entry.bytes -= saved
        if (this.entries.has(entry.key)) this.bytes -= saved
      }),
    )
  }

  private inlineCriticalCss(entry: Entry, text: string, inlineCss: (html: string) => Promise<string>): void {
    const original = entry.body
    this.inBackground(
      inlineCss(text).then((inlined) => {
        if (entry.body !== original) return
        entry.body = Buffer.from(inlined)
        entry.hashes = this.hashScripts(inlined)
        // Compressed again from the inlined page on its next request.
        entry.encoded = {}
        if (this.entries.has(entry.key)) this.bytes -= entry.bytes
        entry.bytes = 0
      }),
    )
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes || this.entries.size <= 1) return
      this.entries.delete(key)
      this.bytes -= entry.bytes
    }
  }
}
