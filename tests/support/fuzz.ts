import fc from 'fast-check'

import { withClient } from '../../src/server/backup'

/**
 * Generated hostile input for tests that feed the production server from outside.
 * The seed: FUZZ_SEED when given, a fixed one in CI (CI=true), otherwise a new one each run. fast-check
 * prints the seed and the shrunk failing case when a property fails; FUZZ_SEED=<seed> replays it.
 */
export const FUZZ_SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : process.env.CI
    ? 20_261_125
    : Date.now() % 2_147_483_647
/** Generated cases per input and run. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 1_000)

export function fuzzOptions(): fc.Parameters<unknown> {
  return { seed: FUZZ_SEED, numRuns: FUZZ_RUNS, endOnFailure: true }
}

/** Strings that break naive code: NUL, lone surrogates, direction overrides, markup, SQL, long runs. */
const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'x\uDBFFy',
  '\u202E\u0645\u0631\u062D\u0628\u0627',
  '\uFEFF',
  'Z\u0351\u0352\u0353\u0354\u0355\u0356\u0357',
  '\u{1F4A9}\u{1F3F3}\uFE0F\u200D\u{1F308}',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '${process.exit(1)}',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '%00%ff%E0%A4%A',
  '\r\n\r\nHTTP/1.1 200 OK',
  'NaN',
  '-1',
  '1e309',
  '9'.repeat(40),
)

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: nasty },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.array(nasty, { maxLength: 6 }).map((parts) => parts.join('')) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 30_000 }).map((n) => 'x'.repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 5_000 }).map((n) => '\u{1F600}\u0000\uD800'.repeat(n)) },
)

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    2_147_483_647,
    2_147_483_648,
    -2_147_483_649,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e308,
    -1e308,
    0.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
  ),
  fc.integer(),
  fc.double(),
)

const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', '', '$where', 'toString'),
  fc.string({ maxLength: 12 }),
)

/** Any JSON-ish value a client could send, biased towards hostile strings and numbers. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 4 }),
  ),
})).value

/**
 * Objects shaped like `fields` but wrong: each field missing, of another type or hostile, plus extra
 * fields. `valid` gives plausible values, so some cases get past the first checks.
 */
export function hostileObject(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(fields).map(([name, valid]) =>
    fc
      .option(fc.oneof({ weight: 2, arbitrary: valid }, { weight: 3, arbitrary: hostileValue }), {
        nil: undefined,
        freq: 4,
      })
      .map((value) => [name, value] as const),
  )
  return fc
    .tuple(fc.tuple(...entries), fc.dictionary(hostileKey, hostileValue, { maxKeys: 3 }))
    .map(([pairs, extra]) => {
      const object: Record<string, unknown> = { ...extra }
      for (const [name, value] of pairs) if (value !== undefined) object[name] = value
      return object
    })
}

/** A different client address for each case, so per-IP limits leave room to reach validation. */
export const forwardedFor = fc
  .tuple(
    fc.integer({ min: 1, max: 223 }),
    fc.integer({ min: 0, max: 255 }),
    fc.integer({ min: 0, max: 255 }),
    fc.integer({ min: 1, max: 254 }),
  )
  .map((parts) => parts.join('.'))

/** Row counts of the tables where content lands (rate-limit counters are expected to move and are left out). */
export async function contentRowCounts(uri: string): Promise<Record<string, number>> {
  const tables = [
    'contact_messages',
    'chat_conversations',
    'chat_messages',
    'users',
    'users_sessions',
    'site_monitoring_reports',
    'media',
    'blog_posts',
    'audit_log',
  ]
  return withClient(uri, async (client) => {
    const counts: Record<string, number> = {}
    for (const table of tables) {
      const exists = await client.query<{ present: boolean }>('SELECT to_regclass($1) IS NOT NULL AS present', [
        `public.${table}`,
      ])
      if (!exists.rows[0]!.present) continue
      const { rows } = await client.query<{ count: string }>(`SELECT count(*) AS count FROM "${table}"`)
      counts[table] = Number(rows[0]!.count)
    }
    return counts
  })
}

/**
 * Lines of a server log that tell of an error nobody handled: a crash, a rejected promise, a database
 * query that failed, a programming error. Refusals Payload logs (a wrong password) are not among them.
 */
export function unhandledErrors(log: string): string[] {
  return log
    .split('\n')
    .filter((line) =>
      /unhandled|uncaught|FATAL|Failed query|DrizzleQueryError|TypeError|RangeError|ReferenceError|is not a function|chat: \S+ failed|check failed|could not store/i.test(
        line,
      ),
    )
}
