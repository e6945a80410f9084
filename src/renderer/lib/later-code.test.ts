import { describe, expect, it } from 'vitest';
import { laterCode } from './later-code';

describe('laterCode', () => {
  it('fetches the code once, however often it is asked for, and tells who waits', async () => {
    let fetches = 0;
    const code = laterCode(async () => {
      fetches += 1;
      return 'menu';
    });
    const heard: (string | null)[] = [];
    code.subscribe(() => heard.push(code.current()));
    expect(code.current()).toBeNull();
    await Promise.all([code.load(), code.load()]);
    await expect(code.load()).resolves.toBe('menu');
    expect(fetches).toBe(1);
    expect(heard).toEqual(['menu']);
  });

  it('tries a failed fetch again the next time', async () => {
    let fetches = 0;
    const code = laterCode(async () => {
      fetches += 1;
      if (fetches === 1) throw new Error('offline');
      return 'dialog';
    });
    await expect(code.load()).rejects.toThrow('offline');
    expect(code.current()).toBeNull();
    await expect(code.load()).resolves.toBe('dialog');
    expect(fetches).toBe(2);
  });
});
