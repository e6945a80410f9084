import type { Implementation } from '../../plugins/contract-routes';
import type { ModuleDeps } from '../deps';

export function couplesRoutes(_deps: ModuleDeps): Implementation[] {
  return [];
}
