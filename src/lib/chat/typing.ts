/**
 * A typing signal goes out at most once per `intervalMs` however fast the user types; `reset`
 * lets the next keystroke signal at once (after a message was sent). The widget and console
 * throttle what they send; the server throttles what it forwards per socket.
 */
export function typingThrottle(intervalMs: number, now: () => number = Date.now) {
  let last = -Infinity
  return {
    shouldSignal(): boolean {
      const time = now()
      if (time - last < intervalMs) return false
      last = time
      return true
    },
    reset() {
      last = -Infinity
    },
  }
}
