import { useEffect, useRef, useState } from 'react';

/**
 * For a menu or dropdown whose code arrived after the player pressed its trigger
 * (`pressedBefore`; see ./later-component.tsx): the button they pressed was replaced on arrival,
 * so the new one is focused and pressed in its place. The dropdown then opens as for any press,
 * taking focus from the button and giving it back on close, instead of leaving a keyboard user
 * on the page. Returns the ref for the new trigger.
 */
export function usePressOnArrival(pressedBefore: boolean) {
  const targetRef = useRef<HTMLButtonElement>(null);
  // Pressed once, even where StrictMode runs the effect twice (a second press would close it).
  const pressed = useRef(false);
  useEffect(() => {
    if (!pressedBefore || pressed.current) return;
    pressed.current = true;
    targetRef.current?.focus();
    targetRef.current?.click();
    // The flag is set before arrival and never changes once the component has arrived.
  }, [pressedBefore]);
  return targetRef;
}

/**
 * The placeholder's side: a press before `later`'s code has arrived fetches it and remembers
 * the press (`pressedBefore`, for `usePressOnArrival` in the component once it has arrived).
 */
export function usePressBeforeArrival(later: { load(): Promise<unknown> }) {
  const [pressedBefore, setPressedBefore] = useState(false);
  function press() {
    setPressedBefore(true);
    void later.load().catch(() => setPressedBefore(false));
  }
  return { pressedBefore, press };
}
