import * as api from '@shared/api/admin';
import { implement, type Implementation } from '../../plugins/contract-routes';
import type { ModuleDeps } from '../deps';
import { actorOf, createAuditTrail } from './audit';
import { createReferenceDataService } from './reference-data';
import { createSystemUsersService } from './system-users';

/** The administration API under /api/admin: staff sign-in, system users, reference data. */
export function adminRoutes(deps: ModuleDeps): Implementation[] {
  const audit = createAuditTrail(deps.db, deps.log);
  const users = createSystemUsersService({ db: deps.db, audit });
  const data = createReferenceDataService({ db: deps.db, audit });
  return [
    // Staff tokens are signed by the auth plugin, which owns the secret and the audience.
    implement(api.login, ({ body, request }) =>
      users.login(body.email, body.password, request.ip, (claims) =>
        request.server.signAdminToken(claims),
      ),
    ),
    implement(api.listSystemUsers, ({ query }) => users.list(query)),
    implement(api.createSystemUser, ({ body, request }) => users.create(actorOf(request), body)),

    implement(api.listCategories, ({ query }) => data.listCategories(query)),
    implement(api.createCategory, ({ body, request }) =>
      data.createCategory(actorOf(request), body),
    ),
    implement(api.updateCategory, ({ params, body, request }) =>
      data.updateCategory(actorOf(request), params.id, body),
    ),
    implement(api.deleteCategory, ({ params, request }) =>
      data.deleteCategory(actorOf(request), params.id),
    ),

    implement(api.listResponseFormats, ({ query }) => data.listResponseFormats(query)),
    implement(api.createResponseFormat, ({ body, request }) =>
      data.createResponseFormat(actorOf(request), body),
    ),
    implement(api.updateResponseFormat, ({ params, body, request }) =>
      data.updateResponseFormat(actorOf(request), params.id, body),
    ),
    implement(api.deleteResponseFormat, ({ params, request }) =>
      data.deleteResponseFormat(actorOf(request), params.id),
    ),

    implement(api.listOptions, ({ query }) => data.listOptions(query)),
    implement(api.createOption, ({ body, request }) => data.createOption(actorOf(request), body)),
    implement(api.updateOption, ({ params, body, request }) =>
      data.updateOption(actorOf(request), params.id, body),
    ),
    implement(api.deleteOption, ({ params, request }) =>
      data.deleteOption(actorOf(request), params.id),
    ),

    implement(api.listExperienceTypes, ({ query }) => data.listExperienceTypes(query)),
    implement(api.createExperienceType, ({ body, request }) =>
      data.createExperienceType(actorOf(request), body),
    ),
    implement(api.updateExperienceType, ({ params, body, request }) =>
      data.updateExperienceType(actorOf(request), params.id, body),
    ),
    implement(api.deleteExperienceType, ({ params, request }) =>
      data.deleteExperienceType(actorOf(request), params.id),
    ),
  ];
}
