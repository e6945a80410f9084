import { createContext, useContext } from 'react';

/**
 * The adventure whose Take a Chance coin is still in the air, from its generation until the
 * coin lands; null when none is. Its card tells nothing of the toss meanwhile: the teaser
 * drafted for the partner already carries the verdict.
 */
export const CoinInTheAir = createContext<string | null>(null);

/** Whether this adventure's coin is still in the air. */
export const useCoinInTheAir = (experienceId: string) => useContext(CoinInTheAir) === experienceId;
