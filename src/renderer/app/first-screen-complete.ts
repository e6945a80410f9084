import type { QueryClient } from '@tanstack/react-query';

/** However slow the reads, idle work waits no longer than this after the page has loaded. */
const LONGEST_WAIT_MS = 5_000;

const pageLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/** Resolves once no read of `queryClient` is in flight. */
const readsAnswered = (queryClient: QueryClient) =>
  new Promise<void>((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });

/**
 * Resolves once the first screen is complete: the page's own files have loaded and the reads
 * its screen sent have answered (or, at the latest, a few seconds after the load). Code and
 * styles the screen does not show are fetched only then, so on a slow network they never queue
 * ahead of what the player is waiting to see.
 */
export async function firstScreenComplete(queryClient: QueryClient): Promise<void> {
  await pageLoaded();
  await Promise.race([
    readsAnswered(queryClient),
    new Promise((resolve) => window.setTimeout(resolve, LONGEST_WAIT_MS)),
  ]);
  await answersPainted();
}

/**
 * Resolves after the frame that shows what the reads answered: React renders the answers in
 * the task after they arrive, and the browser paints them in the next frame. The second frame
 * callback runs once that paint is done.
 */
const answersPainted = () =>
  new Promise<void>((resolve) => {
    if (typeof window.requestAnimationFrame !== 'function') return resolve();
    window.setTimeout(() =>
      window.requestAnimationFrame(() => window.requestAnimationFrame(() => resolve())),
    );
  });
