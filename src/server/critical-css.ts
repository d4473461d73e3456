import { Worker } from 'node:worker_threads'

type Waiting = { resolve: (html: string) => void; reject: (error: Error) => void }
type Answer = { id: number; html?: string; error?: string }

/**
 * The rules a page uses, inlined into its head by beasties, with the full stylesheet moved to the end of the body:
 * the first paint no longer waits for a second request. On a phone (Lighthouse's slow 4G, applied throttling) the home
 * page's first paint came 0.9 s sooner (docs/decisions/0073-critical-css-inlined-once-per-page-version.md).
 *
 * The work runs in one worker thread, started on first use and never holding the process open; a worker that fails
 * rejects what it was given and is started again for the next page.
 */
export class CriticalCss {
  private worker: Worker | undefined
  private readonly waiting = new Map<number, Waiting>()
  private nextId = 0

  /** `buildDir`: Next's build output (`.next`), where the pages' `/_next/static/` stylesheets are. */
  constructor(private readonly buildDir: string) {}

  /** The page with its critical rules inlined; rejects when beasties cannot process it. */
  inline(html: string): Promise<string> {
    const worker = this.start()
    const id = this.nextId++
    return new Promise<string>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject })
      worker.postMessage({ id, html })
    })
  }

  async close(): Promise<void> {
    const worker = this.worker
    this.worker = undefined
    await worker?.terminate()
  }

  private start(): Worker {
    if (this.worker) return this.worker
    const worker = new Worker(new URL('./critical-css-worker.mjs', import.meta.url), {
      workerData: { buildDir: this.buildDir },
    })
    worker.unref()
    worker.on('message', ({ id, html, error }: Answer) => {
      const waiting = this.waiting.get(id)
      this.waiting.delete(id)
      if (html !== undefined) waiting?.resolve(html)
      else waiting?.reject(new Error(error ?? 'critical CSS: no answer'))
    })
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined
      for (const waiting of this.waiting.values()) waiting.reject(error)
      this.waiting.clear()
    }
    worker.on('error', fail)
    worker.on('exit', (code) => fail(new Error(`critical CSS worker exited with ${code}`)))
    this.worker = worker
    return worker
  }
}
