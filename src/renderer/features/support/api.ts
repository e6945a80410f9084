import { contactSupport } from '@shared/api/routes/support';
import { useRouteMutation } from '../../lib/route-query';

/**
 * POST /api/support/contact: signed in or not. A signed-in player's token goes with it, so
 * staff can tell which account wrote.
 */
export const useContactSupport = () => useRouteMutation(contactSupport);
