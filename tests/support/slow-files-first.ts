import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files known to take longest, longest first. Vitest orders files by the durations
 * its cache remembers, which a fresh clone (CI) does not have: it would fall back to file size,
 * and these small files full of work could start last and leave one core running them alone.
 */
const SLOW_FILES = [
  'coach-safety.test.ts',
  'account-timing.test.ts',
  'durability.test.ts',
  'adventure-safety.test.ts',
  'authorization-walk.test.ts',
  'daily-challenge-safety.test.ts',
  'summary-safety.test.ts',
  'bad-input-walk.test.ts',
  'server-process.test.ts',
  'backups.test.ts',
  'subscription.test.ts',
  'player-session.test.ts',
  'quick-task-safety.test.ts',
  'dare-safety.test.ts',
];

const rankOf = (spec: TestSpecification) => {
  const index = SLOW_FILES.findIndex((name) => spec.moduleId.endsWith(`/${name}`));
  return index < 0 ? SLOW_FILES.length : index;
};

/** Vitest's own order, except that within a project the known slow files go first. */
export default class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const position = new Map(sorted.map((spec, i) => [spec, i]));
    return [...sorted].sort(
      (a, b) =>
        (a.project.name === b.project.name ? rankOf(a) - rankOf(b) : 0) ||
        position.get(a)! - position.get(b)!,
    );
  }
}
