import { useCallback, useEffect, useRef, useState } from 'react';
import type { Experience } from '@shared/api/adventures';
import { COIN_FLIP_DELAY_MS } from '@shared/domain/adventures';
import type { CoinToss } from './coin-flip-modal';

/**
 * Take a Chance's coin on the adventures screen: flipped for a newly generated adventure, its
 * modal opens after COIN_FLIP_DELAY_MS. Until the coin lands (or the modal is closed) that
 * adventure is `airborne`, so its card keeps the toss to itself.
 */
export function useCoinToss() {
  const [toss, setToss] = useState<CoinToss | null>(null);
  const [airborne, setAirborne] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const flip = useCallback((experience: Experience) => {
    const { chanceOutcome: outcome, chanceResult: result } = experience;
    if (!outcome || !result) return;
    setAirborne(experience.id);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setToss({ outcome, result }), COIN_FLIP_DELAY_MS);
  }, []);
  const landed = useCallback(() => setAirborne(null), []);
  const close = useCallback(() => {
    setToss(null);
    setAirborne(null);
  }, []);

  return { toss, airborne, flip, landed, close };
}
