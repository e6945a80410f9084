import { describe, expect, it, vi } from 'vitest';
import { holdIdleWorkUntil, laterCode, whenIdle } from './later-code';

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

describe('whenIdle', () => {
  const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('waits for the first screen to be complete, then runs once the browser is idle', async () => {
    let complete!: () => void;
    holdIdleWorkUntil(new Promise<void>((resolve) => (complete = resolve)));
    let runs = 0;
    whenIdle(() => (runs += 1));
    await tick(400);
    expect(runs).toBe(0);
    complete();
    await vi.waitFor(() => expect(runs).toBe(1));
  });

  it('runs nothing once cancelled, even after the first screen is complete', async () => {
    let complete!: () => void;
    holdIdleWorkUntil(new Promise<void>((resolve) => (complete = resolve)));
    let runs = 0;
    const cancel = whenIdle(() => (runs += 1));
    cancel();
    complete();
    await tick(400);
    expect(runs).toBe(0);
  });
});
