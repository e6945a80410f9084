import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { firstScreenComplete } from './first-screen-complete';

describe('firstScreenComplete', () => {
  it('resolves only once the reads in flight have answered', async () => {
    const queryClient = new QueryClient();
    let answer!: (value: string) => void;
    void queryClient.prefetchQuery({
      queryKey: ['dashboard'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    let complete = false;
    const done = firstScreenComplete(queryClient).then(() => (complete = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(complete).toBe(false);
    answer('cards');
    await done;
    expect(queryClient.getQueryData(['dashboard'])).toBe('cards');
  });

  it('resolves at once when nothing is being read', async () => {
    await expect(firstScreenComplete(new QueryClient())).resolves.toBeUndefined();
  });
});
