import {
  lazy,
  Suspense,
  useEffect,
  useSyncExternalStore,
  type ComponentType,
  type JSX,
  type ReactNode,
} from 'react';
import { withLaterStyles } from '../styles/later-styles';
import { laterCode, whenIdle, type LaterCode } from './later-code';

/** Whether `code` has arrived; asks for it once the screen has painted. */
function useArrived(code: LaterCode<unknown>): boolean {
  const arrived = useSyncExternalStore(code.subscribe, () => code.current() !== null);
  useEffect(() => {
    if (code.current() !== null) return;
    // An idle fetch that fails is tried again when the player asks for what it holds.
    return whenIdle(() => void code.load().catch(() => undefined));
  }, [code]);
  return arrived;
}

export type LaterComponent<P extends object> = ComponentType<P & { fallback: ReactNode }> & {
  /** Fetches the component's code now (a press that needs it). */
  load(): Promise<unknown>;
};

/**
 * A component whose code is fetched after the first screen: `fallback` shows in its place until
 * then (the same button, say, whose press calls `load`). It arrives with the styles of what the
 * first screen does not show, so a menu or a dialog never opens unstyled.
 */
export function laterComponent<P extends object>(
  importer: () => Promise<ComponentType<P>>,
): LaterComponent<P> {
  const code = laterCode(withLaterStyles(importer));
  const Loaded = lazy(() => code.load().then((component) => ({ default: component })));
  function Later({ fallback, ...props }: P & { fallback: ReactNode }) {
    const arrived = useArrived(code);
    if (!arrived) return fallback;
    return (
      <Suspense fallback={fallback}>
        <Loaded {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  return Object.assign(Later, { load: code.load });
}
