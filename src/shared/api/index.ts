import * as accounts from './accounts';
import * as admin from './admin';
import * as coach from './coach';
import * as couples from './couples';
import * as dares from './dares';
import * as events from './events';
import * as adventures from './adventures';
import * as gamification from './gamification';
import * as intent from './intent';
import * as journey from './journey';
import * as notifications from './notifications';
import * as quicktasks from './quicktasks';
import * as results from './results';
import * as settings from './settings';
import * as subscription from './subscription';
import * as support from './support';
import * as survey from './survey';
import * as system from './system';
import type { RouteDef } from './define';

export {
  accounts,
  admin,
  coach,
  couples,
  dares,
  events,
  adventures,
  gamification,
  intent,
  journey,
  notifications,
  quicktasks,
  results,
  settings,
  subscription,
  support,
  survey,
  system,
};

function routesOf(area: Record<string, unknown>): RouteDef[] {
  return Object.values(area).filter(
    (value): value is RouteDef =>
      typeof value === 'object' &&
      value !== null &&
      'method' in value &&
      'path' in value &&
      'name' in value,
  );
}

/** Every route of the product. A route that is not listed here does not exist. */
export const allRoutes: readonly RouteDef[] = [
  ...routesOf(system),
  ...routesOf(accounts),
  ...routesOf(couples),
  ...routesOf(settings),
  ...routesOf(subscription),
  ...routesOf(notifications),
  ...routesOf(events),
  ...routesOf(survey),
  ...routesOf(results),
  ...routesOf(journey),
  ...routesOf(quicktasks),
  ...routesOf(gamification),
  ...routesOf(intent),
  ...routesOf(adventures),
  ...routesOf(dares),
  ...routesOf(coach),
  ...routesOf(support),
  ...routesOf(admin),
];
