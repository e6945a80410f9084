import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerStore, SAVED_VISIBLE_MS, type AnswerGate } from './answer-store';

/** A save the test settles by hand, in any order. */
interface Call {
  key: string;
  value: string;
  resolve: () => void;
  reject: (error: Error) => void;
}

function setup(initial: Record<string, string> = {}, gate?: AnswerGate) {
  const calls: Call[] = [];
  const save = (key: string, value: string) =>
    new Promise<void>((resolve, reject) => calls.push({ key, value, resolve, reject }));
  const store = new AnswerStore(
    new Map(Object.entries(initial)),
    save,
    (key, error) => `Failed ${key}: ${(error as Error).message}`,
    gate,
  );
  return { store, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.useRealTimers());

describe('AnswerStore', () => {
  it('shows an answer at once, saving, then saved', async () => {
    const { store, calls } = setup();
    store.answer('a', 'Yes');
    expect(store.get('a')).toEqual({ value: 'Yes', status: 'saving', error: null });
    expect(store.isAnswered('a')).toBe(true);
    expect(store.pendingCount()).toBe(1);
    await flush();
    expect(calls.map((call) => [call.key, call.value])).toEqual([['a', 'Yes']]);

    calls[0]!.resolve();
    await flush();
    expect(store.get('a')).toEqual({ value: 'Yes', status: 'saved', error: null });
    expect(store.pendingCount()).toBe(0);
  });

  it('puts a failed answer back to the saved one and says why', async () => {
    const { store, calls } = setup({ a: 'No' });
    store.answer('a', 'Yes');
    await flush();
    calls[0]!.reject(new Error('Server down'));
    await flush();
    expect(store.get('a')).toEqual({
      value: 'No',
      status: 'error',
      error: 'Failed a: Server down',
    });
    expect(store.pendingCount()).toBe(0);

    // A first answer that fails leaves the item unanswered.
    store.answer('b', 'Maybe');
    await flush();
    calls[1]!.reject(new Error('Offline'));
    await flush();
    expect(store.isAnswered('b')).toBe(false);
  });

  it('sends one save at a time per item, and only the last of rapid choices', async () => {
    const { store, calls } = setup();
    store.answer('a', 'Yes');
    store.answer('a', 'No');
    store.answer('a', 'Maybe');
    expect(store.get('a').value).toBe('Maybe');
    await flush();
    expect(calls).toHaveLength(1);

    calls[0]!.resolve();
    await flush();
    expect(calls.map((call) => call.value)).toEqual(['Yes', 'Maybe']);
    expect(store.get('a').status).toBe('saving');
    expect(store.pendingCount()).toBe(1);

    calls[1]!.resolve();
    await flush();
    expect(store.get('a')).toEqual({ value: 'Maybe', status: 'saved', error: null });
    expect(store.pendingCount()).toBe(0);
  });

  it('keeps the last choice when an earlier save fails', async () => {
    const { store, calls } = setup();
    store.answer('a', 'Yes');
    store.answer('a', 'No');
    await flush();
    calls[0]!.reject(new Error('Timeout'));
    await flush();
    expect(store.get('a')).toEqual({ value: 'No', status: 'saving', error: null });
    calls[1]!.resolve();
    await flush();
    expect(store.get('a')).toEqual({ value: 'No', status: 'saved', error: null });
  });

  it('sends nothing more when the last choice is what the server already has', async () => {
    const { store, calls } = setup({ a: 'Maybe' });
    store.answer('a', 'Yes');
    store.answer('a', 'Maybe');
    await flush();
    calls[0]!.reject(new Error('Timeout'));
    await flush();
    expect(calls).toHaveLength(1);
    expect(store.get('a')).toEqual({ value: 'Maybe', status: 'saved', error: null });
    expect(store.pendingCount()).toBe(0);
  });

  it('saves different items side by side', async () => {
    const { store, calls } = setup();
    store.answer('a', 'Yes');
    store.answer('b', 'No');
    await flush();
    expect(calls.map((call) => call.key)).toEqual(['a', 'b']);
    expect(store.pendingCount()).toBe(2);
    calls[1]!.resolve();
    await flush();
    expect(store.pendingCount()).toBe(1);
  });

  it('ignores choosing the answer already shown', async () => {
    const { store, calls } = setup({ a: 'Yes' });
    store.answer('a', 'Yes');
    await flush();
    expect(calls).toHaveLength(0);
    expect(store.get('a').status).toBe('idle');
  });

  it('tells only the changed item, and everyone listening to all', () => {
    const { store } = setup();
    const onA = vi.fn();
    const onB = vi.fn();
    const onAll = vi.fn();
    store.subscribeKey('a', onA);
    const stopB = store.subscribeKey('b', onB);
    store.subscribe(onAll);
    store.answer('a', 'Yes');
    expect(onA).toHaveBeenCalledTimes(1);
    expect(onB).not.toHaveBeenCalled();
    expect(onAll).toHaveBeenCalledTimes(1);
    stopB();
    store.answer('b', 'No');
    expect(onB).not.toHaveBeenCalled();
  });

  it('keeps the same state object for an unchanged item', () => {
    const { store } = setup({ a: 'Yes' });
    const before = store.get('a');
    store.answer('b', 'No');
    expect(store.get('a')).toBe(before);
  });

  it('lets "Saved" fade after a moment', async () => {
    vi.useFakeTimers();
    const { store, calls } = setup();
    store.answer('a', 'Yes');
    await vi.advanceTimersByTimeAsync(0);
    calls[0]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get('a').status).toBe('saved');
    await vi.advanceTimersByTimeAsync(SAVED_VISIBLE_MS);
    expect(store.get('a')).toEqual({ value: 'Yes', status: 'idle', error: null });
  });

  it('remembers the item answered or jumped to last', () => {
    const { store } = setup();
    expect(store.lastTouched()).toBeNull();
    store.answer('a', 'Yes');
    expect(store.lastTouched()).toBe('a');
    store.touch('b');
    expect(store.lastTouched()).toBe('b');
  });

  it('refuses every choice while read-only', async () => {
    const { store, calls } = setup({ a: 'Yes' }, { readOnly: true });
    expect(store.readOnly).toBe(true);
    store.answer('a', 'No');
    store.answer('b', 'Maybe');
    await flush();
    expect(store.get('a')).toEqual({ value: 'Yes', status: 'idle', error: null });
    expect(store.isAnswered('b')).toBe(false);
    expect(calls).toEqual([]);
  });

  it('asks once before the first change, and applies it only when the player agrees', async () => {
    const asked: (() => void)[] = [];
    const { store, calls } = setup(
      { a: 'Yes', b: 'No' },
      { readOnly: false, confirmFirstChange: (proceed) => asked.push(proceed) },
    );
    // Choosing what is already saved changes nothing and asks nothing.
    store.answer('a', 'Yes');
    expect(asked).toHaveLength(0);

    store.answer('a', 'No');
    await flush();
    expect(asked).toHaveLength(1);
    expect(store.get('a').value).toBe('Yes');
    expect(calls).toEqual([]);

    asked[0]!();
    await flush();
    expect(store.get('a')).toEqual({ value: 'No', status: 'saving', error: null });
    store.answer('b', 'Maybe');
    await flush();
    expect(asked).toHaveLength(1);
    expect(calls.map((call) => [call.key, call.value])).toEqual([
      ['a', 'No'],
      ['b', 'Maybe'],
    ]);
  });
});
