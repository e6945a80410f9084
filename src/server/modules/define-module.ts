import type { Implementation } from '../plugins/contract-routes';
import type { ExportSections } from './accounts';
import type { ModuleDeps } from './deps';

/**
 * One area of the API: the handlers of its contract routes, built from the one dependencies
 * object. app.ts checks at start that the modules together serve exactly the contract.
 */
export interface ServerModule {
  /** The area's name, as in src/shared/api/<area>.ts; start-up errors name it. */
  readonly area: string;
  readonly routes: (deps: ModuleDeps) => readonly Implementation[];
  /** What the area's data adds to a player's data export, which accounts puts together. */
  readonly exportSections?: Partial<ExportSections>;
}

export const defineModule = (
  area: string,
  routes: (deps: ModuleDeps) => readonly Implementation[],
  options: { exportSections?: Partial<ExportSections> } = {},
): ServerModule => ({ area, routes, ...options });
