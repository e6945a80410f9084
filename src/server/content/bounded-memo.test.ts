import { describe, expect, it } from 'vitest';
import { boundedMemo } from './bounded-memo';

describe('a bounded memo', () => {
  it('reads each key once, null answers included, and starts over once full', () => {
    const reads: string[] = [];
    const memo = boundedMemo((key: string) => {
      reads.push(key);
      return key === 'none' ? null : key.length;
    }, 2);
    expect([memo('a'), memo('none'), memo('a'), memo('none')]).toEqual([1, null, 1, null]);
    expect(reads).toEqual(['a', 'none']);
    // A third key finds it full: it starts over, so 'a' is read again.
    memo('abc');
    memo('a');
    expect(reads).toEqual(['a', 'none', 'abc', 'a']);
  });
});
