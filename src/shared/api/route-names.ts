import type * as contract from './index';
import type { RouteDef, RouteDescriptor } from './define';

type RoutesOf<Area> = { [K in keyof Area]: Area[K] extends RouteDef ? Area[K] : never }[keyof Area];
type Areas = Omit<typeof contract, 'allRoutes'>;

/** Every route of the contract, with its schemas. */
export type ContractRoute = { [A in keyof Areas]: RoutesOf<Areas[A]> }[keyof Areas];

/**
 * The contract's route a descriptor (src/shared/api/routes/) stands for, with its schemas: a
 * screen calls the descriptor, typed by the schemas the server checks the call with.
 */
export type RouteOf<D extends RouteDescriptor> = D extends RouteDef
  ? D
  : Extract<ContractRoute, { readonly name: D['name'] }>;
