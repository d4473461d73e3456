import { z } from 'zod'

// Zod probes for `new Function` to compile faster parsers; the site's Content-Security-Policy forbids
// eval, so the probe alone would be reported as a violation in the browser. Imported by every schema
// module a page loads, before any schema parses.
z.config({ jitless: true })
