/** After the load balancer's check has been answered 503, requests it had already sent still arrive this long. */
export const DRAIN_GRACE_MS = 1_000

/**
 * The "lame duck" time of a stopping app process behind a load balancer that checks
 * `/api/health?ready` (deploy/Caddyfile): from the stop signal, that check answers 503 while every
 * other request (plain /api/health included) is served as before, until one check has been answered
 * that way (the balancer sends nothing new here from then on) and DRAIN_GRACE_MS more, or `maxMs` at
 * the latest. Only then does the process
 * stop listening, so no request meets a closed port: Caddy 2.6 answers a POST that met one 502 instead
 * of trying another process (its retry finds the request body closed). 0 (the default): no such time.
 */
export class Drain {
  private draining = false
  private heard: (() => void) | undefined

  constructor(
    private readonly maxMs: number,
    private readonly graceMs = DRAIN_GRACE_MS,
  ) {}

  /** Whether the load balancer's check should answer 503 (the process is stopping). */
  get active(): boolean {
    return this.draining
  }

  /** The load balancer's check was answered 503 while draining: the balancer knows. */
  healthAnswered(): void {
    this.heard?.()
  }

  /** Starts draining; resolves when the process may stop listening. */
  start(): Promise<void> {
    this.draining = true
    if (this.maxMs <= 0) return Promise.resolve()
    const ends = Date.now() + this.maxMs
    return new Promise((resolve) => {
      const latest = setTimeout(resolve, this.maxMs)
      this.heard = () => {
        this.heard = undefined
        clearTimeout(latest)
        setTimeout(resolve, Math.max(0, Math.min(this.graceMs, ends - Date.now())))
      }
    })
  }
}
