import path from 'node:path'

import { defineConfig } from 'vitest/config'

import SlowFirstSequencer from './tests/support/slow-first-sequencer'

// Lexical's Node entries await a dynamic import at top level, which Node 20 can leave unsettled (the
// worker then exits): test workers load its development build directly, as `npm run dev` does.
const execArgv = ['--conditions=development']

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    // Under CI a stray `.only` fails the run instead of silently narrowing it.
    allowOnly: !process.env.CI,
    // The minute-long integration files start first (tests/support/slow-first-sequencer.ts).
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'collections/**/*.test.ts'],
          environment: 'node',
          execArgv,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          sequence: { groupOrder: 1 },
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          execArgv,
          globalSetup: ['tests/support/vitest-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file boots its own Payload (and sometimes server processes): two at a time on 2 cores.
          maxWorkers: 2,
          env: { NODE_ENV: 'test', PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true' },
        },
      },
    ],
  },
})
