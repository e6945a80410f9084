import type { MouseEvent } from 'react';
import classes from './shell.module.css';

/** The first stop for keyboard users: jumps past the top bar and sidebar to the screen. */
export function SkipLink({ targetId }: { targetId: string }) {
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    // Focus directly rather than through the URL hash, which the router would treat as navigation.
    event.preventDefault();
    document.getElementById(targetId)?.focus();
  }
  return (
    <a href={`#${targetId}`} className={classes.skipLink} onClick={skip}>
      Skip to main content
    </a>
  );
}
