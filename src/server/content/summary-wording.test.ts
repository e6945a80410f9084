import { describe, expect, it } from 'vitest';
import { createBuiltInEngine } from './built-in-engine';
import { atSentenceStart, inSentence } from './in-sentence';
import { writtenFindings } from './text-lint/written-checks';

describe('a survey label inside the couple summary', () => {
  it('reads as words of the sentence: no capital mid-sentence, no results-page parenthesis', async () => {
    const engine = createBuiltInEngine();
    for (let i = 0; i < 40; i++) {
      const summary = await engine.coupleSummary({
        coupleId: `couple-${i}`,
        player1Name: 'Sam',
        player2Name: 'Robin',
        matches: [
          { activity: 'A kiss in public', category: 'Affection & Touch', match: 'Both Maybe' },
          {
            activity: 'Lingerie or silky underwear (one of you wears it)',
            category: 'Clothing & Looks',
            match: 'Yes/Maybe',
          },
          { activity: 'Slow dancing', category: 'Affection & Touch', match: 'Both Yes' },
        ],
        conflictCount: 2,
      });
      expect(writtenFindings(summary), summary).toEqual([]);
      expect(summary).not.toMatch(/\(one of you wears it\)/);
      expect(summary).not.toMatch(/[a-z,;] (A kiss|Lingerie|Slow dancing|Affection & Touch)\b/);
    }
  });

  it('keeps an acronym or "I" as written, and capitalises a label that opens a sentence', () => {
    expect(inSentence('A kiss in public')).toBe('a kiss in public');
    expect(inSentence('Affection & Touch')).toBe('affection & touch');
    expect(inSentence('Lingerie or silky underwear (your partner wears it)')).toBe(
      'lingerie or silky underwear',
    );
    expect(inSentence('ASMR whispers')).toBe('ASMR whispers');
    expect(atSentenceStart('a kiss in public')).toBe('A kiss in public');
  });
});
