import { Suspense, use, type ComponentType, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { laterCode } from '../lib/later-component';

/** A screen whose code is fetched the first time it is shown. */
export interface LazyScreen<P extends object> {
  (props: P): ReactNode;
  /** Fetches the screen's code now; resolves once it can show without waiting. */
  preload(): Promise<unknown>;
}

const screenLoading = (
  <Center py="xl">
    <Loader size="sm" role="status" aria-label="Loading" />
  </Center>
);

/**
 * Splits a screen into a chunk of its own. Once fetched it renders at once, as any component
 * does; until then a loader shows in its place. A failed fetch is tried again next time.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  const code = laterCode(load);

  function Pending(props: P) {
    const Component = use(code.load());
    return <Component {...props} />;
  }

  function Screen(props: P) {
    const Loaded = code.current();
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={screenLoading}>
        <Pending {...props} />
      </Suspense>
    );
  }
  return Object.assign(Screen, { preload: code.load });
}
