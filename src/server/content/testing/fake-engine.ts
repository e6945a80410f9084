import type { ContentEngine, GeneratedAdventure, GeneratedDare } from '../engine';

const unused = () => Promise.reject(new Error('unused'));

/**
 * A content engine for tests that answers only what `overrides` gives it; any other call
 * rejects, so a test notices when the guard asks for something it did not expect.
 */
export function fakeEngine(overrides: Partial<ContentEngine> = {}): ContentEngine {
  return {
    name: 'fake',
    coupleSummary: unused,
    quickTask: unused,
    dailyChallenge: unused,
    adventure: unused,
    dare: unused,
    coachReply: unused,
    coachQuestion: unused,
    coachSessionSummary: unused,
    ...overrides,
  };
}

/** The content kinds an engine writes as one object, which a test may ask to change. */
type Written = { adventure: GeneratedAdventure; dare: GeneratedDare };

/**
 * A configured engine named "remote" whose `kind` answers `written` with `changes` applied, or
 * throws `changes` when it is an error, and keeps every request it was asked in `asked`.
 */
export function rememberingEngine<K extends keyof Written>(
  kind: K,
  written: Written[K],
  changes: Partial<Written[K]> | Error = {},
) {
  const asked: Parameters<ContentEngine[K]>[0][] = [];
  const answer = async (request: Parameters<ContentEngine[K]>[0]) => {
    asked.push(request);
    if (changes instanceof Error) throw changes;
    return { ...written, ...changes };
  };
  // The key is computed, so TypeScript cannot see that `answer` has the method's own type.
  const engine = fakeEngine({ name: 'remote', [kind]: answer } as Partial<ContentEngine>);
  return { engine, asked };
}
