import { useCallback, useSyncExternalStore } from 'react';
import type { AnswerStore, ItemState } from './answer-store';
import type { ItemKey } from './survey-model';

/** One item's answer and save status; re-renders only when that item changes. */
export function useItemState(store: AnswerStore, key: ItemKey): ItemState {
  const subscribe = useCallback(
    (listener: () => void) => store.subscribeKey(key, listener),
    [store, key],
  );
  const getSnapshot = useCallback(() => store.get(key), [store, key]);
  return useSyncExternalStore(subscribe, getSnapshot);
}

/** A value computed from all the answers; re-renders only when it changes. */
export function useAnswersSelector<T>(store: AnswerStore, select: () => T): T {
  return useSyncExternalStore(store.subscribe, select);
}
