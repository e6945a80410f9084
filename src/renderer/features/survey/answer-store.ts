import type { ItemKey } from './survey-model';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

/** What one item shows: its answer (null when unanswered), how its save went, and why it failed. */
export interface ItemState {
  value: string | null;
  status: SaveStatus;
  error: string | null;
}

/** Sends one answer to the server; rejects when it was not saved. */
export type SaveAnswer = (key: ItemKey, value: string) => Promise<unknown>;

interface Entry {
  state: ItemState;
  /** The value the server last confirmed (or the one loaded with the page). */
  confirmed: string | null;
  inFlight: boolean;
  /** A later answer chosen while a save was on its way: it goes out when that one is back. */
  queued: string | null;
  savedTimer: ReturnType<typeof setTimeout> | null;
}

const IDLE: ItemState = { value: null, status: 'idle', error: null };

/** What may change the answers: none of them, or each once the player agreed to a first change. */
export interface AnswerGate {
  /** Every choice is refused: the answers are shown only. */
  readOnly: boolean;
  /**
   * Asked before the first choice that changes an answer; `proceed` applies it (and every later
   * choice without asking again). Not calling it leaves the answers as they are.
   */
  confirmFirstChange?: (proceed: () => void) => void;
}

const OPEN: AnswerGate = { readOnly: false };

/** How long "Saved" stays beside an answer. */
export const SAVED_VISIBLE_MS = 2500;

/**
 * The survey's answers, kept outside React so that answering one item re-renders only that item
 * (each row subscribes to its own key) and the few counters that changed.
 *
 * Answers show at once. Saves go out one at a time per item, so the server always ends with the
 * last answer chosen: a choice made while a save is on its way waits for it, and of several such
 * choices only the latest is sent. A failed save puts the item back to the value the server last
 * confirmed and says why, unless a later choice is still to be sent.
 */
export class AnswerStore {
  private readonly entries = new Map<ItemKey, Entry>();
  private readonly keyListeners = new Map<ItemKey, Set<() => void>>();
  private readonly listeners = new Set<() => void>();
  private pending = 0;
  private touched: ItemKey | null = null;
  private changeConfirmed = false;

  constructor(
    initial: ReadonlyMap<ItemKey, string>,
    private readonly save: SaveAnswer,
    private readonly describeFailure: (key: ItemKey, error: unknown) => string,
    private readonly gate: AnswerGate = OPEN,
  ) {
    for (const [key, value] of initial) {
      this.entries.set(key, {
        state: { value, status: 'idle', error: null },
        confirmed: value,
        inFlight: false,
        queued: null,
        savedTimer: null,
      });
    }
  }

  /** Whether the answers are shown only, with no choice accepted. */
  get readOnly(): boolean {
    return this.gate.readOnly;
  }

  /** The item's state; the same object until the item changes. */
  get = (key: ItemKey): ItemState => this.entries.get(key)?.state ?? IDLE;

  /** Answered as shown on screen (a save may still be on its way). */
  isAnswered = (key: ItemKey): boolean => this.get(key).value !== null;

  /** The item answered or jumped to last, where "next unanswered" starts looking. */
  lastTouched = (): ItemKey | null => this.touched;

  /** Notes that the player went to `key` (without answering it). */
  touch(key: ItemKey): void {
    this.touched = key;
  }

  /** How many items have a save on its way or waiting to go. */
  pendingCount = (): number => this.pending;

  /** Listens to one item. */
  subscribeKey(key: ItemKey, listener: () => void): () => void {
    let set = this.keyListeners.get(key);
    if (!set) {
      set = new Set();
      this.keyListeners.set(key, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  /** Listens to every change (for counters and the submit button). */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Chooses `value` for `key`: shown at once, saved in the background. */
  answer(key: ItemKey, value: string): void {
    if (this.gate.readOnly) return;
    this.touched = key;
    const entry = this.entry(key);
    if (entry.state.value === value && entry.state.status !== 'error') return;
    const confirm = this.gate.confirmFirstChange;
    if (confirm && !this.changeConfirmed) {
      confirm(() => {
        this.changeConfirmed = true;
        this.answer(key, value);
      });
      return;
    }
    if (entry.inFlight) {
      entry.queued = value;
      this.update(key, { value, status: 'saving', error: null });
      return;
    }
    this.pending += 1;
    this.update(key, { value, status: 'saving', error: null });
    this.send(key, value);
  }

  private entry(key: ItemKey): Entry {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { state: IDLE, confirmed: null, inFlight: false, queued: null, savedTimer: null };
      this.entries.set(key, entry);
    }
    return entry;
  }

  private send(key: ItemKey, value: string): void {
    const entry = this.entry(key);
    entry.inFlight = true;
    // A save that throws at once counts as a failed one, like one that rejects.
    new Promise((resolve) => resolve(this.save(key, value))).then(
      () => this.settle(key, value, null),
      (error: unknown) => this.settle(key, value, error ?? new Error('Unknown error')),
    );
  }

  private settle(key: ItemKey, sent: string, error: unknown): void {
    const entry = this.entry(key);
    entry.inFlight = false;
    if (error === null) entry.confirmed = sent;

    const queued = entry.queued;
    entry.queued = null;
    if (queued !== null && queued !== entry.confirmed) {
      this.send(key, queued);
      return;
    }

    this.pending -= 1;
    if (error === null || queued !== null) {
      // Saved, or a later choice put the item back to what the server already has.
      this.update(key, { value: entry.confirmed, status: 'saved', error: null });
      this.fadeSaved(key);
    } else {
      this.update(key, {
        value: entry.confirmed,
        status: 'error',
        error: this.describeFailure(key, error),
      });
    }
  }

  private fadeSaved(key: ItemKey): void {
    const entry = this.entry(key);
    if (entry.savedTimer) clearTimeout(entry.savedTimer);
    entry.savedTimer = setTimeout(() => {
      entry.savedTimer = null;
      if (entry.state.status === 'saved') this.update(key, { ...entry.state, status: 'idle' });
    }, SAVED_VISIBLE_MS);
  }

  private update(key: ItemKey, state: ItemState): void {
    const entry = this.entry(key);
    if (entry.savedTimer && state.status !== 'saved') {
      clearTimeout(entry.savedTimer);
      entry.savedTimer = null;
    }
    entry.state = state;
    this.keyListeners.get(key)?.forEach((listener) => listener());
    this.listeners.forEach((listener) => listener());
  }
}
