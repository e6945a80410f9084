import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type JSX,
  type ReactNode,
} from 'react';
import { withLaterStyles } from '../styles/later-styles';
import { laterCode, whenIdle, type LaterCode } from './later-code';

/**
 * Whether `code` has arrived; asks for it once the screen has painted. The components that
 * arrive together (menus, the bell, the toasts) render as a transition, which React splits into
 * short slices: rendered at once, they would hold the main thread in one long task just as the
 * player starts to use the screen.
 */
function useArrived(code: LaterCode<unknown>): boolean {
  const [arrived, setArrived] = useState(() => code.current() !== null);
  useEffect(() => {
    const show = () => startTransition(() => setArrived(true));
    if (code.current() !== null) {
      show();
      return;
    }
    const unsubscribe = code.subscribe(show);
    // An idle fetch that fails is tried again when the player asks for what it holds.
    const cancelIdle = whenIdle(() => void code.load().catch(() => undefined));
    return () => {
      unsubscribe();
      cancelIdle();
    };
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
