import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { getPlayerResponses, getStructure, type SurveyStructure } from '@shared/api/survey';
import { api } from '../../lib/api-client';
import type { AnswerStore, ItemState } from './answer-store';
import type { ItemKey, SavedResponses } from './survey-model';

export type SurveyLoad =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; structure: SurveyStructure; responses: SavedResponses };

/**
 * The survey's structure and the player's saved answers, fetched together. `key` changes with
 * every attempt, so a screen built on one load can start afresh on the next.
 */
export function useSurveyData(playerId: string) {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; state: SurveyLoad } | null>(null);
  const key = `${playerId}#${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    Promise.all([api(getStructure, { signal }), api(getPlayerResponses, { signal })]).then(
      ([structure, responses]) =>
        setSettled({ key, state: { status: 'ready', structure, responses } }),
      (error: unknown) => {
        if (!signal.aborted) setSettled({ key, state: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: SurveyLoad = settled?.key === key ? settled.state : { status: 'loading' };
  return { key, state, retry };
}

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
