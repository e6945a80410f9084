import { describe, expect, it } from 'vitest';
import { listsMatcher, patternFor, patternsMatcher, type Pattern } from './term-patterns';

const pattern = (term: string): Pattern => patternFor(term)!;

describe('term patterns', () => {
  it('find a word in a text read before any list held it', () => {
    const text = 'An evening of quillwort tea and long stories';
    // The text is read for a list that knows nothing of the later words.
    expect(patternsMatcher([pattern('stories')])(text)).toBe(true);
    expect(patternsMatcher([pattern('quillwort')])(text)).toBe(true);
    expect(patternsMatcher([pattern('quill')])(text)).toBe(false);
  });

  it('tell for each list whether the text holds one of its terms', () => {
    const text = 'Role-play with a silk scarf, then ice cubes';
    const lists = listsMatcher([
      [pattern('blindfold'), pattern('role play')],
      [pattern('candle')],
      [pattern('ice cube')],
      [pattern('scarves')],
    ]);
    expect(lists(text)).toEqual([true, false, true, false]);
    expect(lists('nothing at all')).toEqual([false, false, false, false]);
  });
});
