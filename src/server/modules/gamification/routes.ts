import * as api from '@shared/api/gamification';
import { implement, type Implementation } from '../../plugins/contract-routes';
import type { GamificationService } from './service';

export function gamificationRoutes(service: GamificationService): Implementation[] {
  return [
    implement(api.getStats, ({ params, query }) => service.stats(params.id, query.timeZone)),
    implement(api.getBadges, ({ params }) => service.badges(params.id)),
  ];
}
