import type { KeyboardEvent, ReactNode } from 'react';
import { ITEM_ATTRIBUTE } from './notification-item';
import classes from './notifications.module.css';

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * A list of notifications. Every item is a Tab stop; the arrow keys (and Home/End) also move
 * between items.
 */
export function NotificationList({ label, children }: { label: string; children: ReactNode }) {
  function move(event: KeyboardEvent<HTMLUListElement>) {
    const next = MOVES[event.key];
    if (!next || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const items = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>(`[${ITEM_ATTRIBUTE}]`),
    );
    // The row holds the item and, on the page, its Mark as read button.
    const current = items.findIndex((item) =>
      (item.closest('li') ?? item).contains(document.activeElement),
    );
    if (items.length === 0) return;
    event.preventDefault();
    items[current === -1 ? 0 : next(current, items.length)]?.focus();
  }

  return (
    <ul className={classes.list} aria-label={label} onKeyDown={move}>
      {children}
    </ul>
  );
}
