import { describe, expect, it } from 'vitest';
import { boundaryGuard } from './boundary-guard';

describe('boundary guard', () => {
  const guard = boundaryGuard({ refusedActivities: ['Ice cube tease', 'Spanking', 'C++ play'] });

  it('finds a refused name in any case, spacing, hyphenation or plural', () => {
    for (const text of [
      'Try an ice cube tease tonight.',
      'ICE-CUBE   TEASE',
      'ice\ncube tease',
      'A little spanking?',
      'Spankings are fun.',
      '**Spanking**',
      'Some c++ play',
      'ice\u200Bcube tease',
      'icecube-tease',
    ]) {
      expect(guard.touches(text), text).toBe(true);
    }
  });

  it('matches whole words only', () => {
    for (const text of ['Sliced cubes', 'Ice skating', 'A cube of ice', 'Overspankingly']) {
      expect(guard.touches(text), text).toBe(false);
    }
  });

  it('drops only the lines that name a refused activity', () => {
    const { text, dropped } = guard.dropTouchingLines(
      '**Strengths**\n- Candlelit dinner\n- Spanking and more\n- Slow dancing',
    );
    expect(dropped).toBe(1);
    expect(text).toBe('**Strengths**\n- Candlelit dinner\n- Slow dancing');
  });

  it('lets everything through when nothing is refused', () => {
    const open = boundaryGuard({ refusedActivities: [] });
    expect(open.touches('Anything at all')).toBe(false);
    expect(boundaryGuard({ refusedActivities: ['***'] }).touches('***')).toBe(false);
  });
});
