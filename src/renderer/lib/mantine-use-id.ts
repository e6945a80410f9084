import { useId as useReactId } from 'react';

/**
 * The id hook Mantine's components use, as the app's builds give it to them
 * (web/mantine-stable-ids.ts). Mantine's own renders with React's id, then sets a random one in a
 * layout effect: every component holding an id (the app shell, alerts, inputs) renders twice,
 * and that state change makes React render again at once, in the task that first shows the
 * screen, flushing every pending effect with it. React's id is already unique and the same on
 * every render, so this returns it and nothing changes after mount.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  if (typeof staticId === 'string') return staticId;
  // React's ids hold characters a CSS selector would need escaped.
  return `mantine-${reactId.replace(/[^\w-]/g, '')}`;
}
