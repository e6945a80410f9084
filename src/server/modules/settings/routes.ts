import type { Implementation } from '../../plugins/contract-routes';
import type { ModuleDeps } from '../deps';

export function settingsRoutes(_deps: ModuleDeps): Implementation[] {
  return [];
}
