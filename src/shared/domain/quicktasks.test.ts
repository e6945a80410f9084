import { describe, expect, it } from 'vitest';
import { visibleTags } from './quicktasks';

describe('visibleTags', () => {
  it('shows at most three tags and folds the rest into +N more', () => {
    expect(visibleTags(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
  });
});
