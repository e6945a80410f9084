import {
  getComfortLevels,
  getIntentOptions,
  getMyIntent,
  saveIntent,
} from '@shared/api/routes/intent';
import { useRouteMutation, useRouteQuery } from '../../lib/route-query';

/** GET /api/intent/comfortlevels: each comfort level's tone word and description. */
export const useComfortLevels = () => useRouteQuery(getComfortLevels);

/** GET /api/intent/options: the choices of every list on the form. */
export const useIntentOptions = () => useRouteQuery(getIntentOptions);

/** GET /api/intent/getmyintent: the player's own preferences (the defaults before any save). */
export const useMyIntent = () => useRouteQuery(getMyIntent);

/** POST /api/intent: saves the player's preferences, then reads them again. */
export const useSaveIntent = () => useRouteMutation(saveIntent, { invalidates: [getMyIntent] });
