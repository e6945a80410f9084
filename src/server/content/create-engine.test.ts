import { describe, expect, it } from 'vitest';
import { createContentEngine, guardContent } from './create-engine';
import type { ContentEngine, CoupleSummaryInput } from './engine';
import { loadConfig } from '../config';

const input: CoupleSummaryInput = {
  coupleId: 'c1',
  player1Name: 'Avery',
  player2Name: 'Blake',
  matches: [{ activity: 'Candlelit dinner', category: 'Romance', match: 'Both Yes' }],
  conflictCount: 1,
};

const engine = (name: string, write: () => Promise<string>): ContentEngine => ({
  name,
  coupleSummary: write,
  quickTask: () => Promise.reject(new Error('not used')),
  dailyChallenge: () => Promise.reject(new Error('not used')),
  adventure: () => Promise.reject(new Error('not used')),
  dare: () => Promise.reject(new Error('not used')),
  coachReply: () => Promise.reject(new Error('not used')),
  coachQuestion: () => Promise.reject(new Error('not used')),
  coachSessionSummary: () => Promise.reject(new Error('not used')),
});

function logRecorder() {
  const warnings: { fields: Record<string, unknown>; message: string }[] = [];
  return {
    warnings,
    warn: (fields: Record<string, unknown>, message: string) => warnings.push({ fields, message }),
  };
}

describe('guarded content', () => {
  const builtIn = engine('built-in', async () => 'built-in text\n- Candlelit dinner');

  it('uses the configured engine while its output stays within the boundaries', async () => {
    const log = logRecorder();
    const content = guardContent(
      { builtIn, configured: engine('remote', async () => 'remote text') },
      log as never,
    );
    expect(await content.coupleSummary(input, { refusedActivities: ['Spanking'] })).toEqual({
      text: 'remote text',
      engine: 'remote',
    });
    expect(log.warnings).toEqual([]);
  });

  it('falls back when the configured engine throws or names a refusal', async () => {
    for (const write of [
      async () => {
        throw new Error('secret details');
      },
      async () => 'How about spanking?',
    ]) {
      const log = logRecorder();
      const content = guardContent({ builtIn, configured: engine('remote', write) }, log as never);
      expect(await content.coupleSummary(input, { refusedActivities: ['Spanking'] })).toEqual({
        text: 'built-in text\n- Candlelit dinner',
        engine: 'built-in',
      });
      expect(log.warnings).toHaveLength(1);
      expect(JSON.stringify(log.warnings)).not.toMatch(/secret details|spanking/i);
    }
  });

  it('drops built-in lines that touch a boundary', async () => {
    const log = logRecorder();
    const content = guardContent({ builtIn, configured: null }, log as never);
    expect(await content.coupleSummary(input, { refusedActivities: ['Candlelit dinner'] })).toEqual(
      { text: 'built-in text', engine: 'built-in' },
    );
    expect(log.warnings).toHaveLength(1);
  });

  it('is the built-in engine alone without AI configuration', async () => {
    const content = createContentEngine(loadConfig({}), logRecorder() as never);
    const result = await content.coupleSummary(input, { refusedActivities: [] });
    expect(result.engine).toBe('built-in');
    expect(result.text).toMatch(/candlelit dinner/i);
  });
});
