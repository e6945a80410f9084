import { defineModule } from '../define-module';
import { createSignInGuard } from '../accounts';
import { createAuditTrail } from './audit';
import { createCategoriesService } from './reference-data/categories';
import { createReferenceCountsService } from './reference-data/counts';
import { createExperienceTypesService } from './reference-data/adventure-types';
import { createOptionsService } from './reference-data/options';
import { createResponseFormatsService } from './reference-data/response-formats';
import { adminRoutes } from './routes';
import { createSystemUsersService } from './system-users';

/** The administration API: staff sign-in, system users and the survey's reference data. */
export const adminModule = defineModule('admin', (deps) => {
  const { db, log, cipher } = deps;
  const audit = createAuditTrail(db, log);
  return adminRoutes({
    users: createSystemUsersService({ db, audit }),
    categories: createCategoriesService({ db, audit }),
    responseFormats: createResponseFormatsService({ db, audit, cipher }),
    options: createOptionsService({ db, audit }),
    experienceTypes: createExperienceTypesService({ db, audit }),
    counts: createReferenceCountsService({ db }),
    signInGuard: createSignInGuard(deps),
  });
});

export { type Actor, actorOf, type AuditTrail, createAuditTrail } from './audit';
export { bootstrapSuperAdmin } from './bootstrap';
export { offsetOf, type PageRequest, paginationOf } from './pagination';
