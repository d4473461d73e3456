import path from 'node:path'

import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Integration files that take a minute or more, longest first. A fresh clone has no timing cache, so vitest would
 * order files by size and could start one of these last, leaving the other worker idle until it ends; starting them
 * first lets the short files fill in beside them. `npm test` prints the slowest files: keep this list to them.
 */
export const SLOW_FIRST = [
  'tests/integration/fresh-clone-serve.test.ts',
  'tests/integration/faults-smtp.test.ts',
  'tests/integration/server-lifecycle.test.ts',
  'tests/integration/fuzz-http.test.ts',
  'tests/integration/faults-app-kill.test.ts',
  'tests/integration/contact-server.test.ts',
  'tests/integration/two-hosts.test.ts',
  'tests/integration/editorial-schedule-trash.test.ts',
  'tests/integration/media-s3.test.ts',
  'tests/integration/https-proxy.test.ts',
]

const rank = (spec: TestSpecification) => {
  const index = SLOW_FIRST.indexOf(path.relative(spec.project.config.root, spec.moduleId).split(path.sep).join('/'))
  return index === -1 ? SLOW_FIRST.length : index
}

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    // Stable: within a project, the listed files first in their order, then the rest as vitest ordered them.
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort(
        (a, b) =>
          a.spec.project.config.sequence.groupOrder - b.spec.project.config.sequence.groupOrder ||
          rank(a.spec) - rank(b.spec) ||
          a.index - b.index,
      )
      .map(({ spec }) => spec)
  }
}
