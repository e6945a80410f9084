import type { Implementation } from '../../plugins/contract-routes';
import type { ModuleDeps } from '../deps';

export function surveyRoutes(_deps: ModuleDeps): Implementation[] {
  return [];
}
