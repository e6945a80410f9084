import type { Implementation } from '../../plugins/contract-routes';
import type { ModuleDeps } from '../deps';

export function adminRoutes(_deps: ModuleDeps): Implementation[] {
  return [];
}
