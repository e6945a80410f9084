import type { Implementation } from '../../plugins/contract-routes';
import type { ModuleDeps } from '../deps';

export function subscriptionRoutes(_deps: ModuleDeps): Implementation[] {
  return [];
}
