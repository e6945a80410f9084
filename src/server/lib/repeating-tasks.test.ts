import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRepeatingTasks } from './repeating-tasks';

afterEach(() => {
  vi.useRealTimers();
});

const quietLog = () => ({ error: vi.fn() });

describe('repeating tasks', () => {
  it('run every interval from start until stop, never before start', async () => {
    vi.useFakeTimers();
    const tasks = createRepeatingTasks(quietLog());
    let runs = 0;
    tasks.add({ name: 'count', everyMs: 60_000, run: async () => void (runs += 1) });
    await vi.advanceTimersByTimeAsync(180_000);
    expect(runs).toBe(0);
    tasks.start();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(runs).toBe(3);
    await tasks.stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(runs).toBe(3);
  });

  it('never overlap a run still under way, log a failure and keep going', async () => {
    vi.useFakeTimers();
    const log = quietLog();
    const tasks = createRepeatingTasks(log);
    let started = 0;
    let finish: () => void = () => undefined;
    tasks.add({
      name: 'slow sweep',
      everyMs: 1_000,
      run: () => {
        started += 1;
        if (started === 1) return new Promise<void>((resolve) => (finish = resolve));
        return Promise.reject(new Error('database down'));
      },
    });
    tasks.start();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(started).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toBe(2);
    expect(log.error).toHaveBeenCalledWith(expect.anything(), 'slow sweep failed');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toBe(3);
    await tasks.stop();
  });

  it('wait on stop for the run under way', async () => {
    vi.useFakeTimers();
    const tasks = createRepeatingTasks(quietLog());
    let finished = false;
    tasks.add({
      name: 'sweep',
      everyMs: 1_000,
      run: () =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            finished = true;
            resolve();
          }, 500),
        ),
    });
    tasks.start();
    await vi.advanceTimersByTimeAsync(1_000);
    const stopped = tasks.stop();
    await vi.advanceTimersByTimeAsync(500);
    await stopped;
    expect(finished).toBe(true);
  });

  it('keep no process alive: their timers are unref’d', () => {
    const tasks = createRepeatingTasks(quietLog());
    const spy = vi.spyOn(globalThis, 'setInterval');
    tasks.add({ name: 'sweep', everyMs: 60_000, run: async () => undefined });
    tasks.start();
    const timer = spy.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    spy.mockRestore();
    return tasks.stop();
  });
});
