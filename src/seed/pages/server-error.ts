import type { ServerErrorCopy } from '@/lib/pages/copy'

export const serverErrorSeed: ServerErrorCopy = {
  heading: 'Server Error',
  text: "We're experiencing technical difficulties. Our team has been notified and is working to resolve the issue.",
  retryLabel: 'Try Again',
  homeLabel: 'Go Home',
  supportLabel: 'Contact Support',
  supportSubject: 'Website Support',
}
