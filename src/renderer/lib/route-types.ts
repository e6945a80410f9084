import type * as define from '@shared/api/define';
import type { RouteDescriptor } from '@shared/api/define';
import type { RouteOf } from '@shared/api/route-names';

// The screens call routes by their descriptors (src/shared/api/routes/); these read a call's
// types from the schemas of the route the descriptor stands for.
export type { RouteDescriptor };
export type RouteResponse<R extends RouteDescriptor> = define.RouteResponse<RouteOf<R>>;
export type RouteBodyInput<R extends RouteDescriptor> = define.RouteBodyInput<RouteOf<R>>;
export type RouteParamsInput<R extends RouteDescriptor> = define.RouteParamsInput<RouteOf<R>>;
export type RouteQueryInput<R extends RouteDescriptor> = define.RouteQueryInput<RouteOf<R>>;
