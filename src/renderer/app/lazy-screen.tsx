import { Suspense, use, type ComponentType, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { laterCode } from '../lib/later-code';
import { withLaterStyles } from '../styles/later-styles';

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

export interface LazyScreenOptions {
  /**
   * The screen shows only components whose styles are in ../styles/first-screen.css, so it need
   * not wait for ../styles/later.css (tests/e2e/first-screen-styles.spec.ts checks each such
   * screen). Any other screen arrives with that stylesheet applied, never unstyled.
   */
  firstScreenStylesOnly?: boolean;
}

/**
 * Splits a screen into a chunk of its own. Once fetched it renders at once, as any component
 * does; until then a loader shows in its place. A failed fetch is tried again next time.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { firstScreenStylesOnly = false }: LazyScreenOptions = {},
): LazyScreen<P> {
  const code = laterCode(firstScreenStylesOnly ? load : withLaterStyles(load));

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
