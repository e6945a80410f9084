import * as api from '@shared/api/admin';
import { implement, type Implementation } from '../../plugins/contract-routes';
import { actorOf } from './audit';
import type { CategoriesService } from './reference-data/categories';
import type { ReferenceCountsService } from './reference-data/counts';
import type { ExperienceTypesService } from './reference-data/adventure-types';
import type { OptionsService } from './reference-data/options';
import type { ResponseFormatsService } from './reference-data/response-formats';
import type { SignInGuard } from '../accounts';
import type { SystemUsersService } from './system-users';

export interface AdminServices {
  users: SystemUsersService;
  categories: CategoriesService;
  responseFormats: ResponseFormatsService;
  options: OptionsService;
  experienceTypes: ExperienceTypesService;
  counts: ReferenceCountsService;
  /** Failed staff sign-ins count per email, as players' do. */
  signInGuard: SignInGuard;
}

/** The administration API under /api/admin: staff sign-in, system users, reference data. */
export function adminRoutes({
  users,
  categories,
  responseFormats,
  options,
  experienceTypes,
  counts,
  signInGuard,
}: AdminServices): Implementation[] {
  return [
    // Staff tokens are signed by the auth plugin, which owns the secret and the audience.
    implement(api.login, ({ body, request }) =>
      signInGuard.attempt('staff', body.email, () =>
        users.login(body.email, body.password, request.ip, (claims) =>
          request.server.signAdminToken(claims),
        ),
      ),
    ),
    implement(api.logout, (context) => users.logout(actorOf(context))),
    implement(api.listSystemUsers, ({ query }) => users.list(query)),
    implement(api.createSystemUser, (context) => users.create(actorOf(context), context.body)),
    implement(api.updateSystemUser, (context) =>
      users.update(actorOf(context), context.params.id, context.body),
    ),

    implement(api.countReferenceData, () => counts.counts()),

    implement(api.listCategories, ({ query }) => categories.list(query)),
    implement(api.createCategory, (context) => categories.create(actorOf(context), context.body)),
    implement(api.updateCategory, (context) =>
      categories.update(actorOf(context), context.params.id, context.body),
    ),
    implement(api.deleteCategory, (context) =>
      categories.remove(actorOf(context), context.params.id),
    ),

    implement(api.listResponseFormats, ({ query }) => responseFormats.list(query)),
    implement(api.createResponseFormat, (context) =>
      responseFormats.create(actorOf(context), context.body),
    ),
    implement(api.updateResponseFormat, (context) =>
      responseFormats.update(actorOf(context), context.params.id, context.body),
    ),
    implement(api.deleteResponseFormat, (context) =>
      responseFormats.remove(actorOf(context), context.params.id),
    ),

    implement(api.listOptions, ({ query }) => options.list(query)),
    implement(api.createOption, (context) => options.create(actorOf(context), context.body)),
    implement(api.updateOption, (context) =>
      options.update(actorOf(context), context.params.id, context.body),
    ),
    implement(api.deleteOption, (context) => options.remove(actorOf(context), context.params.id)),

    implement(api.listExperienceTypes, ({ query }) => experienceTypes.list(query)),
    implement(api.createExperienceType, (context) =>
      experienceTypes.create(actorOf(context), context.body),
    ),
    implement(api.updateExperienceType, (context) =>
      experienceTypes.update(actorOf(context), context.params.id, context.body),
    ),
    implement(api.deleteExperienceType, (context) =>
      experienceTypes.remove(actorOf(context), context.params.id),
    ),
  ];
}
