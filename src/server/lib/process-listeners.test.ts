import { afterEach, describe, expect, it } from 'vitest';
import { withoutAddedProcessListeners } from './process-listeners';

const kept = () => undefined;
const added = () => undefined;
const elsewhere = () => undefined;

afterEach(() => {
  for (const listener of [kept, added]) process.off('SIGUSR2', listener);
  process.off('beforeExit', elsewhere);
});

describe('withoutAddedProcessListeners', () => {
  it('takes back what the action added for the events named, and only that', async () => {
    process.on('SIGUSR2', kept);
    const result = await withoutAddedProcessListeners(['SIGUSR2'], async () => {
      process.on('SIGUSR2', added);
      process.on('beforeExit', elsewhere);
      return 'loaded';
    });
    expect(result).toBe('loaded');
    expect(process.listeners('SIGUSR2')).toContain(kept);
    expect(process.listeners('SIGUSR2')).not.toContain(added);
    expect(process.listeners('beforeExit')).toContain(elsewhere);
  });

  it('takes them back when the action fails too', async () => {
    await expect(
      withoutAddedProcessListeners(['SIGUSR2'], async () => {
        process.on('SIGUSR2', added);
        throw new Error('could not start');
      }),
    ).rejects.toThrow('could not start');
    expect(process.listeners('SIGUSR2')).not.toContain(added);
  });
});
